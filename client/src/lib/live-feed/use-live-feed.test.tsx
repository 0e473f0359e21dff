import { examplesOf } from '@esk/contracts/examples';
import { casinoCache } from '@esk/contracts/http/casino-feed';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { jsonResponse } from '@/testing/fixtures';
import { useLiveFeed } from './use-live-feed';

const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('socket.io-client', () => ({
  io: (url: string | undefined, options: Record<string, unknown>) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  },
}));

const fetchMock = vi.fn<typeof fetch>();
const cacheBody = examplesOf(casinoCache)[0].response;
const table = {
  kind: 'casino' as const,
  room: 'lucky7',
  socketUrl: 'http://casino-room.test',
  cache: casinoCache,
  cacheUrl: 'http://cache.test/casino/lucky7',
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  sockets.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse(cacheBody));
});
afterEach(() => vi.unstubAllGlobals());

describe('a casino table feed', () => {
  it("with fetchData 'socket' joins the room named by the short name and takes each push as the round", () => {
    const { result } = renderHook(() => useLiveFeed({ ...table, useSocket: true }), { wrapper });
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).toBe('http://casino-room.test');
    expect(socket.emit).toHaveBeenCalledWith('JoinRoom', 'lucky7');
    const push = { data: { t1: [{ mid: '3032251125120000', autotime: '9' }], t2: [] }, result: [] };
    act(() => socket.fire('lucky7', push));
    expect(result.current).toMatchObject({
      via: 'socket',
      data: { data: { t1: [{ mid: '3032251125120000' }] } },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('otherwise polls the cacheURL and unwraps its {data: round} body', async () => {
    const { result } = renderHook(() => useLiveFeed({ ...table, useSocket: false }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeTruthy());
    expect(result.current.via).toBe('poll');
    expect(result.current.data?.data.t1.length).toBeGreaterThan(0);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(table.cacheUrl);
    expect(sockets).toHaveLength(0);
  });
});
