import { getMatkaList, type MatkaMarket } from '@esk/contracts/http/matka';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';
import { MATKA_LIST_REFRESH_MS } from '../logic/refresh';

/** POST matka/getMatkaList: every market (the list page shows the active ones). */
export const getMatkaMarkets = (signal?: AbortSignal): Promise<MatkaMarket[]> =>
  callApi(getMatkaList, {}, { signal }).then((body) => body.data);

export const getMatkaMarketsQueryOptions = () =>
  queryOptions({
    queryKey: callKey(getMatkaList, {}),
    queryFn: ({ signal }) => getMatkaMarkets(signal),
    refetchInterval: MATKA_LIST_REFRESH_MS,
  });

export const useMatkaMarkets = (config: QueryConfig<typeof getMatkaMarketsQueryOptions> = {}) =>
  useQuery({ ...getMatkaMarketsQueryOptions(), ...config });
