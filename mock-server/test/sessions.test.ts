/**
 * Sessions: tokens are random per process (never derived from the seed), and ending a
 * session reaches every socket that logged in with it.
 */
import { calls } from '@esk/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let harnesses: Harness[] = [];
let sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets) socket.close();
  for (const harness of harnesses) await harness.close();
  harnesses = [];
  sockets = [];
});

async function harness(): Promise<Harness> {
  const h = await createHarness();
  harnesses.push(h);
  return h;
}

interface Received {
  event: string;
  payload: unknown;
}

/** An account socket logged in with the token; resolves once the server accepted it. */
async function accountSocket(address: string, login: { token: string; userId: string }) {
  const socket = io(address, { transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const received: Received[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  await new Promise<void>((resolve) =>
    socket.once('userLoggedIn', () => resolve()).emit('login', { ...login, domain: 'qa' }),
  );
  return { socket, received };
}

const credit = (h: Harness, amount: number) =>
  h.sim.trigger({ type: 'account.credit', username: 'demo', amount, remark: 'test' });

const coinUpdates = (received: Received[]) => received.filter((r) => r.event === 'coinUpdate').length;

describe('tokens', () => {
  it('differ between two servers on the same scenario and seed, and an old one does not survive a reload', async () => {
    const first = await harness();
    const second = await harness();
    const a = await first.login('demo', 'demo1234');
    const b = await second.login('demo', 'demo1234');
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[0-9a-f]{48}$/);

    first.sim.reset();
    const again = await first.login('demo', 'demo1234');
    expect(again.token).not.toBe(a.token);
    const stale = await first.call(calls.user.userBalance, {}, { token: a.token });
    expect(stale.status).toBe(401);
  });
});

describe('ending a session', () => {
  it('logout: that session’s socket hears userLoggedOut and stops receiving the user’s pushes; another session’s socket keeps them', async () => {
    const h = await harness();
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const ended = await h.login('demo', 'demo1234');
    const kept = await h.login('demo', 'demo1234');
    const endedSocket = await accountSocket(address, ended);
    const keptSocket = await accountSocket(address, kept);

    await h.call(calls.user.logout, {}, { token: ended.token });
    await expect.poll(() => endedSocket.received.map((r) => r.event)).toContain('userLoggedOut');
    const before = coinUpdates(endedSocket.received);
    credit(h, 500);
    await expect.poll(() => coinUpdates(keptSocket.received)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(coinUpdates(endedSocket.received)).toBe(before);

    // The revoked socket cannot re-attach with the token it logged in with.
    endedSocket.socket.emit('reconnect', { userId: ended.userId, domain: 'qa' });
    await expect.poll(() => endedSocket.received.filter((r) => r.event === 'userLoggedOut').length).toBe(2);
    credit(h, 500);
    await expect.poll(() => coinUpdates(keptSocket.received)).toBe(2);
    expect(coinUpdates(endedSocket.received)).toBe(before);
  });

  it('a password change ends every session, and every socket of the user leaves', async () => {
    const h = await harness();
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const one = await h.login('demo', 'demo1234');
    const two = await h.login('demo', 'demo1234');
    const first = await accountSocket(address, one);
    const second = await accountSocket(address, two);

    const changed = await h.call(
      calls.user.updateUserPassword,
      { oldPassword: 'demo1234', password: 'demo5678' },
      { token: one.token },
    );
    expect(changed.raw).toMatchObject({ error: false });
    for (const socket of [first, second]) {
      await expect.poll(() => socket.received.map((r) => r.event)).toContain('userLoggedOut');
    }
    credit(h, 500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(coinUpdates(first.received) + coinUpdates(second.received)).toBe(0);
  });

  it('is journaled by session id, never by token', async () => {
    const h = await harness();
    const demo = await h.login('demo', 'demo1234');
    await h.call(calls.user.logout, {}, { token: demo.token });
    const ended = h.sim.journal.query({ kind: 'event', name: 'userLoggedOut' });
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ event: { to: 'session', sessionId: 'session-000001', end: true } });
    expect(JSON.stringify(h.sim.journal.query())).not.toContain(demo.token);
  });
});
