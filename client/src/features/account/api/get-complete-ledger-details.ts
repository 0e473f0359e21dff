import { type CompleteLedgerData, completeLedgerDetails } from '@esk/contracts/http/user-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';

/** POST user/completeLedgerDetails {marketId}: one settled market's bets and plus-minus. */
export async function getCompleteLedgerDetails(
  marketId: string,
  signal?: AbortSignal,
): Promise<CompleteLedgerData> {
  const body = await callApi(completeLedgerDetails, { marketId }, { signal });
  return body.data;
}

export const getCompleteLedgerDetailsQueryOptions = (marketId: string) =>
  queryOptions({
    queryKey: callKey(completeLedgerDetails, { marketId }),
    queryFn: ({ signal }) => getCompleteLedgerDetails(marketId, signal),
  });

export const useCompleteLedgerDetails = (
  marketId: string,
  config: QueryConfig<typeof getCompleteLedgerDetailsQueryOptions> = {},
) => useQuery({ ...getCompleteLedgerDetailsQueryOptions(marketId), ...config });
