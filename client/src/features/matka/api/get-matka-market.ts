import { getMatkaByMatkaEventId, type MatkaMarket } from '@esk/contracts/http/matka';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';
import { MATKA_MARKET_REFRESH_MS } from '../logic/refresh';

/** POST matka/getMatkaByMatkaEventId: one market with its flags and times. */
export const getMatkaMarket = (matkaEventId: string, signal?: AbortSignal): Promise<MatkaMarket> =>
  callApi(getMatkaByMatkaEventId, { matkaEventId }, { signal }).then((body) => body.data);

/** Polled, so the page's state follows the market's day (sides closing, results, the upline's switch). */
export const getMatkaMarketQueryOptions = (matkaEventId: string) =>
  queryOptions({
    queryKey: callKey(getMatkaByMatkaEventId, { matkaEventId }),
    queryFn: ({ signal }) => getMatkaMarket(matkaEventId, signal),
    refetchInterval: MATKA_MARKET_REFRESH_MS,
  });

export const useMatkaMarket = (
  matkaEventId: string,
  config: QueryConfig<typeof getMatkaMarketQueryOptions> = {},
) => useQuery({ ...getMatkaMarketQueryOptions(matkaEventId), ...config });
