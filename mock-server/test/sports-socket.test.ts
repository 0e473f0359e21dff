import { calls, events } from '@esk/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Harness } from './harness';
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

async function connect(): Promise<Socket> {
  const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const client = io(address, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
  return client;
}

async function until<T>(received: T[], step: () => void): Promise<T> {
  for (let attempt = 0; attempt < 50 && received.length === 0; attempt++) {
    step();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const first = received[0];
  if (first === undefined) throw new Error('no push arrived');
  return first;
}

it('pushes the match feed as a JSON string on the event named by the marketId', async () => {
  socket = await connect();
  const pushes: unknown[] = [];
  socket.on(MARKET, (payload: unknown) => pushes.push(payload));
  socket.emit('JoinRoom', MARKET);
  const payload = await until(pushes, () => h.sim.advance(1000));
  expect(typeof payload).toBe('string');
  const feed = events.match.marketUpdate.payload.parse(payload);
  expect(feed.result.team_data.map((row) => row.team_name)).toEqual(['India', 'Australia']);
});

it('tells the account socket to refresh the bets of the market after a placement', async () => {
  const { token, userId } = await h.login('demo', 'demo1234');
  socket = await connect();
  const updates: unknown[] = [];
  socket.on('sessionBetUpdate', (payload: unknown) => updates.push(payload));
  const loggedIn = new Promise((resolve) => socket?.once('userLoggedIn', resolve));
  socket.emit('login', { userId, token, domain: 'localhost' });
  await loggedIn;
  await h.call(calls.sports.oddBetPlaced, oddsBet(), { token });
  const update = await until(updates, () => {});
  expect(events.account.sessionBetUpdate.payload.parse(update)).toEqual({ marketId: MARKET });
});
