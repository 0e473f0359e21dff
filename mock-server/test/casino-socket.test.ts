import { events } from '@esk/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { casinoHarness } from './casino-helpers';
import type { Harness } from './harness';

let h: Harness;
let socket: Socket | undefined;
beforeEach(async () => {
  h = await casinoHarness();
});
afterEach(async () => {
  socket?.disconnect();
  await h.close();
});

/** Connects a real client to the listening server. */
async function connect(): Promise<Socket> {
  const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const client = io(address, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
  return client;
}

/** Steps the scenario clock a second at a time until the socket has received a message. */
async function until<T>(received: T[], step: () => void): Promise<T> {
  for (let attempt = 0; attempt < 50 && received.length === 0; attempt++) {
    step();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const first = received[0];
  if (first === undefined) throw new Error('no push arrived');
  return first;
}

it('pushes the Lucky 7 round to a socket that joined its room', async () => {
  socket = await connect();
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
  const payload = await until(pushes, () => h.sim.advance(1000));
  expect(typeof payload).toBe('object');
  const round = events.casino.roundUpdate.payload.parse(payload);
  expect(round.data.t1[0]?.mid).toBe('S-1');
  expect(round.data.t2.length).toBeGreaterThan(6);
});

it('pushes the aviator state as JSON strings to a socket that joined the game', async () => {
  socket = await connect();
  const pushes: unknown[] = [];
  socket.on('crashValue', (payload: unknown) => pushes.push(payload));
  socket.emit('joinGame', { gameName: 'aviator' });
  h.sim.trigger({
    type: 'aviator.openRound',
    roundId: 'S-AV',
    serverSeedHash: 'cd'.repeat(32),
    bettingMs: 60_000,
  });
  const payload = await until(pushes, () => h.sim.advance(1000));
  expect(typeof payload).toBe('string');
  expect(events.aviator.crashValue.payload.parse(payload)).toMatchObject({
    gameStatus: 'open',
    roundId: 'S-AV',
  });
});
