import { MATKA_MESSAGES } from '@esk/contracts/catalog/matka';
import { matkaBetCancel, matkaBetList } from '@esk/contracts/http/matka';
import { userBalance } from '@esk/contracts/http/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { MutationConfig } from '@/lib/query-client';

/** POST matka/matkaBetCancel {betId}: the server's message ('Bet canceled successfully'). */
export async function cancelMatkaBet(betId: string): Promise<string> {
  const body = await callApi(matkaBetCancel, { betId });
  return body.message || MATKA_MESSAGES.cancelSuccess;
}

/**
 * Cancels a bet, then reloads every matka bet list and the balance (the stake's exposure
 * returns); the mutation settles once they are reloaded, so a dialog closing on it finds the
 * table without the cancelled row.
 */
export function useCancelMatkaBet(config: MutationConfig<typeof cancelMatkaBet> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMatkaBet,
    meta: { silent: true },
    ...config,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(matkaBetList) }),
        queryClient.invalidateQueries({ queryKey: callKey(userBalance) }),
      ]),
  });
}
