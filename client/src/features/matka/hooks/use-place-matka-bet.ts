/**
 * Placing a matka bet from the slip or the Odd-Even form (spec 002 §4, §8): the payload with
 * the submission's Idempotency-Key, then the toast ('Bet Successful' or the server's message,
 * 'An error occurred while placing the bet.' when no answer came), and after every attempt the
 * bet lists reload and the balance refreshes.
 */
import { matkaBetList } from '@esk/contracts/http/matka';
import { userBalance } from '@esk/contracts/http/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callKey } from '@/lib/api/query-key';
import { stakeAmount } from '@/lib/bet-slip/slip-reducer';
import { placeFailureMessage, placeMatkaBet } from '../api/place-matka-bet';
import type { MatkaPick } from '../logic/slip';
import { useMatkaSlipStore } from '../stores/matka-slip-store';
import { matkaToast } from '../stores/matka-toast';

export function usePlaceMatkaBet() {
  const queryClient = useQueryClient();

  /** Sends one bet; resolves true when it was placed. Never rejects. */
  const place = useCallback(
    async (pick: MatkaPick, amount: number, idempotencyKey: string): Promise<boolean> => {
      try {
        matkaToast.success(await placeMatkaBet({ ...pick, amount }, idempotencyKey));
        return true;
      } catch (error) {
        console.error('[matka] bet not placed', error);
        matkaToast.error(placeFailureMessage(error));
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: callKey(matkaBetList) });
        void queryClient.invalidateQueries({ queryKey: callKey(userBalance) });
      }
    },
    [queryClient],
  );

  /** The slip's Done: an amount above 0 places the pick once; '0' only closes the slip. */
  const submitSlip = useCallback(() => {
    const store = useMatkaSlipStore.getState();
    const wasProcessing = store.phase === 'processing';
    store.dispatch({ type: 'done', confirm: false });
    const state = useMatkaSlipStore.getState();
    if (wasProcessing || state.phase !== 'processing' || !state.selection) return;
    void place(state.selection, stakeAmount(state.amount), state.submissionKey).then((placed) => {
      const slip = useMatkaSlipStore.getState();
      // The toast tells the outcome: the slip closes and goes back to idle either way.
      slip.dispatch(placed ? { type: 'placed', message: '' } : { type: 'failed', message: '' });
      slip.dispatch({ type: 'acknowledge' });
    });
  }, [place]);

  return { place, submitSlip };
}
