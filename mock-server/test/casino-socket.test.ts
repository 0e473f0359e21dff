import { events } from '@esk/contracts';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { casinoHarness } from './casino-helpers';
import type { Harness } from './harness';
import { connectSocket, firstPush } from './sockets';

let h: Harness;
let socket: Socket | undefined;
beforeEach(async () => {
  h = await casinoHarness();
});
afterEach(async () => {
  socket?.disconnect();
  await h.close();
});

it('pushes the Lucky 7 round to a socket that joined its room', async () => {
  socket = await connectSocket(h);
  const pushes: unknown[] = [];
  socket.on('lucky7', (payload: unknown) => pushes.push(payload));
  socket.emit('JoinRoom', 'lucky7');
  h.sim.trigger({
    type: 'casino.startRound',
    shortName: 'lucky7',
    roundId: 'S-1',
    cards: ['9HH'],
    bettingMs: 60_000,
  });
  const payload = await firstPush(pushes, () => h.sim.advance(1000));
  expect(typeof payload).toBe('object');
  const round = events.casino.roundUpdate.payload.parse(payload);
  expect(round.data.t1[0]?.mid).toBe('S-1');
  expect(round.data.t2.length).toBeGreaterThan(6);
});

it('pushes the aviator state as JSON strings to a socket that joined the game', async () => {
  socket = await connectSocket(h);
  const pushes: unknown[] = [];
  socket.on('crashValue', (payload: unknown) => pushes.push(payload));
  socket.emit('joinGame', { gameName: 'aviator' });
  h.sim.trigger({
    type: 'aviator.openRound',
    roundId: 'S-AV',
    serverSeedHash: 'cd'.repeat(32),
    bettingMs: 60_000,
  });
  const payload = await firstPush(pushes, () => h.sim.advance(1000));
  expect(typeof payload).toBe('string');
  expect(events.aviator.crashValue.payload.parse(payload)).toMatchObject({
    gameStatus: 'open',
    roundId: 'S-AV',
  });
});

it('sends a socket that joins the aviator the round as it is now, without waiting for a push', async () => {
  h.sim.trigger({
    type: 'aviator.openRound',
    roundId: 'S-AV2',
    serverSeedHash: 'ef'.repeat(32),
    bettingMs: 60_000,
  });
  h.sim.trigger({
    type: 'aviator.crowd',
    roundId: 'S-AV2',
    bets: [{ player: 'meera_k', amount: 100, afterMs: 0, cashOutAt: 2 }],
  });
  socket = await connectSocket(h);
  const states: unknown[] = [];
  const bets: unknown[] = [];
  socket.on('crashValue', (payload: unknown) => states.push(payload));
  socket.on('roundBets', (payload: unknown) => bets.push(payload));
  socket.emit('joinGame', { gameName: 'aviator' });
  // The clock does not move: what arrives is the join snapshot.
  const state = await firstPush(states, () => {});
  expect(events.aviator.crashValue.payload.parse(state)).toMatchObject({
    gameStatus: 'open',
    roundId: 'S-AV2',
    serverSeedHash: 'ef'.repeat(32),
  });
  expect(events.aviator.roundBets.payload.parse(await firstPush(bets, () => {}))).toMatchObject({
    roundId: 'S-AV2',
    liveBettors: 1,
    bets: [{ player: 'm***k', amount: 100 }],
  });
  // Through the outbox: the journal holds the snapshot, addressed to that socket alone.
  const snapshot = h.sim.journal.query({ kind: 'event', name: 'roundBets' });
  expect(snapshot.at(-1)).toMatchObject({ event: { to: 'socket', socketId: socket.id } });
});
