import { userBalance, type Wallet } from '@esk/contracts/http/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BALANCE_POLL_MS } from '@/config/constants';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';
import { setWallet } from '@/stores/wallet-store';

/** POST user/userBalance: the wallet; also written to the wallet store (header, bet slips). */
export async function getUserBalance(signal?: AbortSignal): Promise<Wallet> {
  const { data } = await callApi(userBalance, {}, { signal });
  setWallet(data);
  return data;
}

export const getUserBalanceQueryOptions = () =>
  queryOptions({
    queryKey: callKey(userBalance),
    queryFn: ({ signal }) => getUserBalance(signal),
    refetchInterval: BALANCE_POLL_MS,
  });

/** Polls the balance every 5 s while mounted (the shell mounts it once). */
export const useUserBalance = (config: QueryConfig<typeof getUserBalanceQueryOptions> = {}) =>
  useQuery({ ...getUserBalanceQueryOptions(), ...config });
