import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationsStore } from '@/stores/notifications-store';
import { ApiError } from './api/api-error';
import { reportError } from './query-client';

const toasts = () => useNotificationsStore.getState().toasts;

afterEach(() => {
  useNotificationsStore.setState({ toasts: [] });
  vi.restoreAllMocks();
});

describe('reportError (the global error path of queries and mutations)', () => {
  it("toasts a server's error envelope with its message", () => {
    reportError(new ApiError('server', 'Insufficient balance', { path: '/v1/x', status: 200 }));
    expect(toasts()).toMatchObject([{ tone: 'error', message: 'Insufficient balance' }]);
  });

  it('only logs a non-2xx answer without an error envelope (spec 000 §8: other HTTP errors)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportError(new ApiError('http', 'Request failed (502)', { path: '/v1/x', status: 502 }));
    expect(toasts()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 502'));
  });

  it("toasts it for a user's own action (a mutation: 000 §8 'Other failures')", () => {
    reportError(new ApiError('http', 'Request failed (502)', { path: '/v1/x', status: 502 }), 'mutation');
    expect(toasts()).toMatchObject([{ tone: 'error', message: 'Request failed (502)' }]);
  });

  it('shows nothing for a designed call the server does not have (the feature explains itself)', () => {
    reportError(
      new ApiError('unavailable', 'Not available on this server', { path: '/v1/x', status: 404 }),
      'mutation',
    );
    expect(toasts()).toEqual([]);
  });

  it('shows nothing for an ended session (the app has signed out)', () => {
    reportError(new ApiError('unauthorized', 'Session expired', { path: '/v1/x', status: 401 }));
    expect(toasts()).toEqual([]);
  });
});
