/**
 * Polling a cache URL the server handed out (the match cacheUrl, a table's cacheURL): one
 * GET per second through the call's contract. A failed fetch or a body that drifts reads as
 * null, so a page shows its suspended state instead of an error (spec 000 §7, 001 §4).
 * TanStack Query stops the interval while the tab is hidden.
 */
import type { CallContract, ResponseOf } from '@esk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';

/** Cache URLs are polled every second (spec 000 §9, 001 §9). */
export const CACHE_POLL_MS = 1_000;

export async function fetchCache<C extends CallContract>(
  contract: C,
  cacheUrl: string,
  signal?: AbortSignal,
): Promise<ResponseOf<C> | null> {
  try {
    return await callApi(contract, {} as never, { url: cacheUrl, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const cachePollOptions = <C extends CallContract>(contract: C, cacheUrl: string) =>
  queryOptions({
    queryKey: callKey(contract, { cacheUrl }),
    queryFn: ({ signal }) => fetchCache(contract, cacheUrl, signal),
    refetchInterval: CACHE_POLL_MS,
    gcTime: 0,
    meta: { silent: true },
  });
