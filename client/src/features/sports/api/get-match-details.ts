import type { ResponseOf } from '@esk/contracts';
import { sportByMarketId } from '@esk/contracts/http/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';

export type MatchDetails = ResponseOf<typeof sportByMarketId>['data'];

/** POST sports/sportByMarketId: live-data source, TV and score frames, banner, toss flag, limits. */
export const getMatchDetails = (marketId: string, signal?: AbortSignal): Promise<MatchDetails> =>
  callApi(sportByMarketId, { marketId }, { signal }).then((body) => body.data);

export const getMatchDetailsQueryOptions = (marketId: string) =>
  queryOptions({
    queryKey: callKey(sportByMarketId, { marketId }),
    queryFn: ({ signal }) => getMatchDetails(marketId, signal),
  });

export const useMatchDetails = (
  marketId: string,
  config: QueryConfig<typeof getMatchDetailsQueryOptions> = {},
) => useQuery({ ...getMatchDetailsQueryOptions(marketId), ...config });
