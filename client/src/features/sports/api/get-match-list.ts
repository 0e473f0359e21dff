import type { ResponseOf } from '@esk/contracts';
import { matchList } from '@esk/contracts/http/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MATCH_LIST_CACHE_MS } from '@/config/constants';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';
import { readJson, removeKey, storageKeys, writeJson } from '@/lib/storage';

export type Match = ResponseOf<typeof matchList>['data'][number];

const listSchema = matchList.response.shape.data;

/** POST sports/matchList, cricket only; the wire list is cached locally under matchList. */
export async function getMatchList(signal?: AbortSignal): Promise<Match[]> {
  const body = await callApi(matchList, {}, { signal });
  writeJson(storageKeys.matchList, body.data);
  return body.data;
}

export const getMatchListQueryOptions = () =>
  queryOptions({
    queryKey: callKey(matchList),
    queryFn: ({ signal }) => getMatchList(signal),
    // Served from the local cache while it lives (it is cleared every 3 minutes).
    initialData: () => readJson(storageKeys.matchList, listSchema),
    staleTime: MATCH_LIST_CACHE_MS,
  });

export const useMatchList = (config: QueryConfig<typeof getMatchListQueryOptions> = {}) =>
  useQuery({ ...getMatchListQueryOptions(), ...config });

/** Clears the cached match list every 3 minutes (spec 000 §9); mounted once by the shell. */
export function useMatchListCacheExpiry(): void {
  useEffect(() => {
    const timer = setInterval(() => removeKey(storageKeys.matchList), MATCH_LIST_CACHE_MS);
    return () => clearInterval(timer);
  }, []);
}
