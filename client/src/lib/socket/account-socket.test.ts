import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '@/config/env';
import { registerNavigator } from '@/lib/navigation';
import { useSessionStore } from '@/stores/session-store';
import { useWalletStore } from '@/stores/wallet-store';
import { FakeSocket } from '@/testing/fake-socket';
import { signInForTests } from '@/testing/fixtures';
import { onAccountEvent } from './account-events';
import { connectAccountSocket } from './account-socket';
import { joinRoom } from './rooms';

const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('socket.io-client', () => ({
  io: (url: string | undefined, options: Record<string, unknown>) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  },
}));

const identity = { userId: 'u-1', token: 'tok-1' };
const last = () => sockets.at(-1) as FakeSocket;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sockets.length = 0;
  setConfigForTests({ socketUrl: 'http://socket.test', domain: 'site.test' });
  registerNavigator(vi.fn());
});

afterEach(() => setVisibility('visible'));

describe('account socket', () => {
  it('connects with websocket and endless 1-5 s reconnection, and sends login', () => {
    const close = connectAccountSocket(identity);
    const socket = last();
    expect(socket.url).toBe('http://socket.test');
    expect(socket.options).toMatchObject({
      transports: ['websocket'],
      reconnection: true,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    expect(socket.emit.mock.calls).toEqual([
      ['login', { userId: 'u-1', token: 'tok-1', domain: 'site.test' }],
    ]);
    socket.emit.mockClear();
    // An automatic reconnection: login first (the new server socket needs the token), then reconnect.
    socket.io.fire('reconnect');
    socket.fire('connect');
    expect(socket.emit.mock.calls).toEqual([
      ['login', { userId: 'u-1', token: 'tok-1', domain: 'site.test' }],
      ['reconnect', { userId: 'u-1', domain: 'site.test' }],
    ]);
    close();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('updates the wallet from coinUpdate (numbers as strings too)', () => {
    const close = connectAccountSocket(identity);
    last().fire('coinUpdate', { coins: '2500.75', exposure: -300 });
    expect(useWalletStore.getState()).toMatchObject({ coins: 2500.75, exposure: -300 });
    expect(localStorage.getItem('client-wallet-balance')).toBe('2500.75');
    close();
  });

  it('logs a malformed payload instead of throwing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const close = connectAccountSocket(identity);
    useWalletStore.getState().setWallet({ coins: 10, exposure: 0 });
    expect(() => last().fire('coinUpdate', { coins: 'many' })).not.toThrow();
    expect(useWalletStore.getState().coins).toBe(10);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('drifting fields: coins'), expect.anything());
    close();
  });

  it('signs out on domainUpdate isLogout and on userLoggedOut', () => {
    for (const [event, payload] of [
      ['domainUpdate', { isLogout: true }],
      ['userLoggedOut', { isLogout: true, userId: 'u-1' }],
    ] as const) {
      signInForTests();
      const close = connectAccountSocket(identity);
      last().fire(event, payload);
      expect(useSessionStore.getState().session).toBeNull();
      expect(localStorage.getItem('user_id')).toBeNull();
      close();
    }
  });

  it('passes events on to page subscribers', () => {
    const close = connectAccountSocket(identity);
    const listener = vi.fn();
    const unsubscribe = onAccountEvent('marketReload', listener);
    last().fire('marketReload', { marketId: 1.5 });
    expect(listener).toHaveBeenCalledWith({ marketId: '1.5' });
    unsubscribe();
    close();
  });

  it('drops every socket while the tab is hidden and restores them when visible', () => {
    const closeAccount = connectAccountSocket(identity);
    const account = last();
    const handler = vi.fn();
    const leave = joinRoom('casino', 'lucky7', handler, { url: 'http://casino.test' });
    const room = last();
    expect(room.options).toMatchObject({ transports: ['websocket'], reconnection: false });
    expect(room.emit).toHaveBeenCalledWith('JoinRoom', 'lucky7');

    setVisibility('hidden');
    expect(account.disconnect).toHaveBeenCalled();
    expect(room.disconnect).toHaveBeenCalled();

    setVisibility('visible');
    expect(account.connect).toHaveBeenCalledTimes(2);
    expect(room.emit).toHaveBeenLastCalledWith('JoinRoom', 'lucky7');
    expect(account.emit).toHaveBeenLastCalledWith('login', expect.objectContaining({ userId: 'u-1' }));

    leave();
    closeAccount();
  });

  it('parses room pushes with the contract (JSON strings included)', () => {
    const handler = vi.fn();
    const leave = joinRoom('match', '1.245690241', handler);
    const payload = { result: { team_data: [], session: [], toss_data: [] } };
    last().fire('1.245690241', JSON.stringify(payload));
    expect(handler).toHaveBeenCalledTimes(1);
    leave();
  });
});
