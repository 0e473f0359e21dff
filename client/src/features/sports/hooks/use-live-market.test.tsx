import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { jsonResponse } from '@/testing/fixtures';
import { useLiveMarket } from './use-live-market';

const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('socket.io-client', () => ({
  io: (url: string | undefined, options: Record<string, unknown>) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  },
}));

const fetchMock = vi.fn<typeof fetch>();
const feed = examplesOf(calls.sports.matchCache)[0].response;
const source = {
  marketId: '1.233426157',
  socketPerm: true,
  socketUrl: 'http://room.test',
  cacheUrl: 'http://cache.test/1',
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  sockets.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse(feed));
});
afterEach(() => vi.unstubAllGlobals());

describe('live market', () => {
  it('with socketPerm joins the match room and parses the JSON-string payload', () => {
    const { result } = renderHook(() => useLiveMarket(source), { wrapper });
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).toBe('http://room.test');
    expect(socket.emit).toHaveBeenCalledWith('JoinRoom', source.marketId);
    act(() => socket.fire(source.marketId, JSON.stringify(feed)));
    expect(result.current.via).toBe('socket');
    expect(result.current.data?.result.team_data[0]?.team_name).toBe(feed.result.team_data?.[0]?.team_name);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops a malformed push and falls back to polling when the room cannot connect', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLiveMarket(source), { wrapper });
    const socket = sockets[0] as FakeSocket;
    act(() => socket.fire(source.marketId, '{"result": 5}'));
    expect(result.current.data).toBeUndefined();
    act(() => socket.fire('connect_error', new Error('refused')));
    await waitFor(() => expect(result.current.data).toBeTruthy());
    expect(result.current.via).toBe('poll');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://cache.test/1');
  });

  it('without socketPerm polls the cache URL; a failed fetch reads as null', async () => {
    fetchMock.mockRejectedValue(new TypeError('down'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLiveMarket({ ...source, socketPerm: false }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(sockets).toHaveLength(0);
  });
});
