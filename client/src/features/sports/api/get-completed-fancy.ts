import { completedFancyByMarketId } from '@esk/contracts/http/sports';
import type { CompletedFancyBet } from '@esk/contracts/http/sports-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';

/** POST sports/completedFancyByMarketId: declared session bets (COMPLETED FANCY BET modal). */
export const getCompletedFancy = (marketId: string, signal?: AbortSignal): Promise<CompletedFancyBet[]> =>
  callApi(completedFancyByMarketId, { marketId }, { signal }).then((body) => body.data);

export const getCompletedFancyQueryOptions = (marketId: string) =>
  queryOptions({
    queryKey: callKey(completedFancyByMarketId, { marketId }),
    queryFn: ({ signal }) => getCompletedFancy(marketId, signal),
  });

export const useCompletedFancy = (
  marketId: string,
  config: QueryConfig<typeof getCompletedFancyQueryOptions> = {},
) => useQuery({ ...getCompletedFancyQueryOptions(marketId), ...config });
