import type { ResponseOf } from '@esk/contracts';
import { userLedger } from '@esk/contracts/http/user-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';

export type UserLedger = ResponseOf<typeof userLedger>['data'];

/** POST user/userLedger {downlineUserId}: the client's own ledger (its userId). */
export async function getUserLedger(userId: string, signal?: AbortSignal): Promise<UserLedger> {
  const body = await callApi(userLedger, { downlineUserId: userId }, { signal });
  return body.data;
}

export const getUserLedgerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: callKey(userLedger, { downlineUserId: userId }),
    queryFn: ({ signal }) => getUserLedger(userId, signal),
  });

export const useUserLedger = (userId: string, config: QueryConfig<typeof getUserLedgerQueryOptions> = {}) =>
  useQuery({ ...getUserLedgerQueryOptions(userId), ...config });
