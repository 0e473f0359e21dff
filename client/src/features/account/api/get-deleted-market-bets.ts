import { clientBetListByMarketId } from '@esk/contracts/http/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';

const deletedBody = (marketId: string) => ({ marketId, oddsBet: true, fancyBet: true, isDeleted: true });

/**
 * POST user/clientBetListByMarketId {marketId, isDeleted: true}: the client's bets of one market
 * that the upline deleted (Rejected Bets of the ledger details, with their deletedRemark).
 */
export const getDeletedMarketBets = (marketId: string, signal?: AbortSignal) =>
  callApi(clientBetListByMarketId, deletedBody(marketId), { signal }).then((body) => body.data);

export const getDeletedMarketBetsQueryOptions = (marketId: string) =>
  queryOptions({
    // The body carries marketId: a sessionBetUpdate push refetches it (api/account-reactions.ts).
    queryKey: callKey(clientBetListByMarketId, deletedBody(marketId)),
    queryFn: ({ signal }) => getDeletedMarketBets(marketId, signal),
  });

export const useDeletedMarketBets = (
  marketId: string,
  config: QueryConfig<typeof getDeletedMarketBetsQueryOptions> = {},
) => useQuery({ ...getDeletedMarketBetsQueryOptions(marketId), ...config });
