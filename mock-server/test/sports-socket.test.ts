import { calls, events } from '@esk/contracts';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Harness } from './harness';
import { connectSocket, firstPush } from './sockets';
import { MARKET, oddsBet, sportsHarness, standardMatch } from './sports-fixture';

let h: Harness;
let socket: Socket | undefined;
beforeEach(async () => {
  h = await sportsHarness();
  standardMatch(h);
});
afterEach(async () => {
  socket?.disconnect();
  await h.close();
});

it('pushes the match feed as a JSON string on the event named by the marketId', async () => {
  socket = await connectSocket(h);
  const pushes: unknown[] = [];
  socket.on(MARKET, (payload: unknown) => pushes.push(payload));
  socket.emit('JoinRoom', MARKET);
  const payload = await firstPush(pushes, () => h.sim.advance(1000));
  expect(typeof payload).toBe('string');
  const feed = events.match.marketUpdate.payload.parse(payload);
  expect(feed.result.team_data.map((row) => row.team_name)).toEqual(['India', 'Australia']);
});

it('tells the account socket to refresh the bets of the market after a placement', async () => {
  const { token, userId } = await h.login('demo', 'demo1234');
  socket = await connectSocket(h);
  const updates: unknown[] = [];
  socket.on('sessionBetUpdate', (payload: unknown) => updates.push(payload));
  const loggedIn = new Promise((resolve) => socket?.once('userLoggedIn', resolve));
  socket.emit('login', { userId, token, domain: 'localhost' });
  await loggedIn;
  await h.call(calls.sports.oddBetPlaced, oddsBet(), { token });
  const update = await firstPush(updates, () => {});
  expect(events.account.sessionBetUpdate.payload.parse(update)).toEqual({ marketId: MARKET });
});
