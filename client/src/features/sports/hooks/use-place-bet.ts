/**
 * Submits the open slip: builds the contract payload, sends it with the slip's Idempotency-Key,
 * then feeds the outcome back to the slip (result popup) and refreshes the wallet, the bet
 * lists and the positions (spec 000 §4, §7).
 */
import { BET_NOT_PLACED_MESSAGE, BET_PLACED_MESSAGE } from '@esk/contracts/catalog/sports';
import { userBalance } from '@esk/contracts/http/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { callKey } from '@/lib/api/query-key';
import { stakeAmount } from '@/lib/bet-slip/slip-reducer';
import { usePreferencesStore } from '@/stores/preferences-store';
import { getCompletedFancyQueryOptions } from '../api/get-completed-fancy';
import { getMatchBetsQueryOptions } from '../api/get-match-bets';
import { getPendingBetsQueryOptions } from '../api/get-pending-bets';
import { getUserPositionQueryOptions } from '../api/get-user-position';
import { placeOddBet } from '../api/place-odd-bet';
import { placeSessionBet } from '../api/place-session-bet';
import type { SlipState } from '../logic/bet-slip';
import { buildPlacement, type MarketIds } from '../logic/placement';
import { useBetSlipStore } from '../stores/bet-slip-store';

/** The popup text of a failure: the server's message, else 'Bet not Placed !'. */
export const failureMessage = (error: unknown): string =>
  isApiError(error) && (error.kind === 'server' || error.kind === 'http') && error.message
    ? error.message
    : BET_NOT_PLACED_MESSAGE;

async function send(state: SlipState, ids: MarketIds): Promise<string> {
  if (!state.selection) throw new Error('no selection');
  const placement = buildPlacement(state.selection, stakeAmount(state.amount), ids);
  const body =
    placement.call === 'oddBetPlaced'
      ? await placeOddBet(placement.body, state.submissionKey)
      : await placeSessionBet(placement.body, state.submissionKey);
  return body.message || BET_PLACED_MESSAGE;
}

/** Returns the slip's Done and Confirm handlers for one market. */
export function usePlaceBet(ids: MarketIds) {
  const queryClient = useQueryClient();
  const { marketId, eventId } = ids;

  const refresh = useCallback(() => {
    for (const queryKey of [
      callKey(userBalance),
      getMatchBetsQueryOptions(marketId).queryKey,
      getUserPositionQueryOptions(marketId).queryKey,
      getCompletedFancyQueryOptions(marketId).queryKey,
      getPendingBetsQueryOptions().queryKey,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient, marketId]);

  const run = useCallback(
    (before: SlipState) => {
      const store = useBetSlipStore.getState();
      if (before.phase === 'processing' || store.phase !== 'processing') return;
      send(store, { marketId, eventId }).then(
        (message) => {
          useBetSlipStore.getState().dispatch({ type: 'placed', message });
          refresh();
        },
        (error: unknown) => {
          console.error('[sports] bet not placed', error);
          useBetSlipStore.getState().dispatch({ type: 'failed', message: failureMessage(error) });
          refresh();
        },
      );
    },
    [marketId, eventId, refresh],
  );

  const done = useCallback(() => {
    const before = useBetSlipStore.getState();
    before.dispatch({ type: 'done', confirm: usePreferencesStore.getState().betModal });
    run(before);
  }, [run]);

  const confirm = useCallback(() => {
    const before = useBetSlipStore.getState();
    before.dispatch({ type: 'confirm' });
    run(before);
  }, [run]);

  return { done, confirm };
}
