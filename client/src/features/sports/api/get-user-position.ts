import { userPositionByMarketId } from '@esk/contracts/http/sports';
import type { UserPosition } from '@esk/contracts/http/sports-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';

/** POST sports/userPositionByMarketId: the user's position per runner and session. */
export const getUserPosition = (marketId: string, signal?: AbortSignal): Promise<UserPosition> =>
  callApi(userPositionByMarketId, { marketId }, { signal }).then((body) => body.data);

export const getUserPositionQueryOptions = (marketId: string) =>
  queryOptions({
    queryKey: callKey(userPositionByMarketId, { marketId }),
    queryFn: ({ signal }) => getUserPosition(marketId, signal),
  });

export const useUserPosition = (
  marketId: string,
  config: QueryConfig<typeof getUserPositionQueryOptions> = {},
) => useQuery({ ...getUserPositionQueryOptions(marketId), ...config });
