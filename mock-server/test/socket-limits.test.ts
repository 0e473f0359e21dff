/**
 * One socket cannot grow the server's state or keep it busy: past the room limit or the event
 * rate it hears socketLimit with the reason and is disconnected; the client's own use (a login,
 * a page room, the aviator game) stays far below both.
 */
import { events } from '@esk/contracts';
import type { Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { SOCKET_LIMITS } from '../src/realtime/socket-limits';
import { createHarness, type Harness } from './harness';
import { connectSocket } from './sockets';

let h: Harness | undefined;
let socket: Socket | undefined;
afterEach(async () => {
  socket?.disconnect();
  await h?.close();
  h = undefined;
});

/** What the socket heard (socketLimit) and why it was disconnected. */
function watch(client: Socket) {
  const seen = { limits: [] as unknown[], disconnect: undefined as string | undefined };
  client.on(events.account.socketLimit.event, (payload: unknown) => seen.limits.push(payload));
  client.on('disconnect', (reason) => {
    seen.disconnect = reason;
  });
  return seen;
}

const until = async (done: () => boolean) => {
  for (let turn = 0; turn < 200 && !done(); turn++) await new Promise((resolve) => setTimeout(resolve, 20));
};

it('disconnects a socket that joins too many rooms, telling it why, and journals it', async () => {
  h = await createHarness();
  socket = await connectSocket(h);
  const seen = watch(socket);
  for (let i = 0; i < 40; i++) socket.emit('JoinRoom', `market-${i}`);
  await until(() => seen.disconnect !== undefined);
  expect(seen.disconnect).toBe('io server disconnect');
  expect(seen.limits).toEqual([
    { limit: 'rooms', reason: `too many rooms: at most ${SOCKET_LIMITS.rooms} on one socket` },
  ]);
  const journaled = h.sim.journal.query({ kind: 'event', name: 'socketLimit' });
  expect(journaled).toHaveLength(1);
});

it('disconnects a socket that sends events too fast, telling it why', async () => {
  h = await createHarness();
  socket = await connectSocket(h);
  const seen = watch(socket);
  for (let i = 0; i < SOCKET_LIMITS.burst * 4; i++) socket.emit('LeaveRoom', 'nothing');
  await until(() => seen.disconnect !== undefined);
  expect(seen.disconnect).toBe('io server disconnect');
  expect(seen.limits).toEqual([
    { limit: 'events', reason: expect.stringMatching(/^too many events: at most \d+ a second/) },
  ]);
});

it('keeps a socket used as the client uses it: a login, a page room, the aviator game', async () => {
  h = await createHarness();
  const { token, userId } = await h.login('demo', 'demo1234');
  socket = await connectSocket(h);
  const seen = watch(socket);
  const loggedIn = new Promise((resolve) => socket?.once(events.account.userLoggedIn.event, resolve));
  socket.emit('login', { userId, token, domain: 'localhost' });
  await loggedIn;
  socket.emit('JoinRoom', '1.234567890');
  socket.emit('joinGame', { gameName: 'aviator' });
  socket.emit('reconnect', { userId, domain: 'localhost' });
  const answered = new Promise((resolve) => socket?.once(events.account.userLoggedIn.event, resolve));
  socket.emit('login', { userId, token, domain: 'localhost' });
  await answered;
  expect(socket.connected).toBe(true);
  expect(seen.limits).toEqual([]);
});
