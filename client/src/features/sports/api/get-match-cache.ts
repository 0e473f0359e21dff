import { matchCache } from '@esk/contracts/http/sports';
import type { BookmakerData } from '@esk/contracts/http/sports-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';

/** How often the cache URL is polled when the socket room is not used (spec 000 §9). */
export const MATCH_CACHE_POLL_MS = 1_000;

/**
 * GET of the match cacheUrl: the bookmaker, session and toss feed. A failed fetch (or a body
 * that drifts from the contract) reads as null: the page shows its suspended state (spec 000 §7).
 */
export async function getMatchCache(cacheUrl: string, signal?: AbortSignal): Promise<BookmakerData | null> {
  try {
    return await callApi(matchCache, {}, { url: cacheUrl, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const getMatchCacheQueryOptions = (cacheUrl: string) =>
  queryOptions({
    queryKey: callKey(matchCache, { cacheUrl }),
    queryFn: ({ signal }) => getMatchCache(cacheUrl, signal),
    refetchInterval: MATCH_CACHE_POLL_MS,
    gcTime: 0,
    meta: { silent: true },
  });

/** Polls the cache URL every second while `enabled`. */
export const useMatchCache = (cacheUrl: string, config: QueryConfig<typeof getMatchCacheQueryOptions> = {}) =>
  useQuery({ ...getMatchCacheQueryOptions(cacheUrl), ...config });
