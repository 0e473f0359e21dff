import { type MatkaBet, matkaBetList } from '@esk/contracts/http/matka';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';
import { mergeBetLists } from '../logic/bet-list';
import { MATKA_BETS_REFRESH_MS } from '../logic/refresh';

/** The bet tables' request (spec 002 §7): a day range, optionally one market and one game page. */
export interface MatkaBetsQuery {
  fromDate: string;
  toDate: string;
  matkaEventId?: string;
  /** matkaBetList's filter name (logic/bet-list betListFilter). */
  gameType?: string;
}

/**
 * POST matka/matkaBetList with isDeleted false, as every real page sends it, and the same with
 * isDeleted true: a cancelled bet stays listed as Canceled instead of vanishing (issue 28).
 */
export async function getMatkaBets(query: MatkaBetsQuery, signal?: AbortSignal): Promise<MatkaBet[]> {
  const [live, cancelled] = await Promise.all([
    callApi(matkaBetList, { ...query, isDeleted: false }, { signal }),
    callApi(matkaBetList, { ...query, isDeleted: true }, { signal }),
  ]);
  return mergeBetLists(live.data, cancelled.data);
}

export const getMatkaBetsQueryOptions = (query: MatkaBetsQuery) =>
  queryOptions({
    queryKey: callKey(matkaBetList, query),
    queryFn: ({ signal }) => getMatkaBets(query, signal),
    // Results are declared on the server's clock: a polled list picks them up.
    refetchInterval: MATKA_BETS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export const useMatkaBets = (
  query: MatkaBetsQuery,
  config: QueryConfig<typeof getMatkaBetsQueryOptions> = {},
) => useQuery({ ...getMatkaBetsQueryOptions(query), ...config });
