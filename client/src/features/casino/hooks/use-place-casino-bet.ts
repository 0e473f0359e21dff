/**
 * Submits the open slip (001 §4, §7): casinoBetPlace with the slip's Idempotency-Key, then
 * the alert (server message or the spec's texts) and a 3-second toast; on success the wallet
 * takes totalCoins/exposure from the answer and the open bets are refetched.
 */
import { diamondBetsList } from '@esk/contracts/http/casino';
import { userBalance } from '@esk/contracts/http/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { t } from '@/i18n/i18n';
import { callKey } from '@/lib/api/query-key';
import { stakeAmount } from '@/lib/bet-slip/slip-reducer';
import { notify } from '@/stores/notifications-store';
import { setWallet } from '@/stores/wallet-store';
import { placeCasinoBet } from '../api/place-casino-bet';
import { CASINO_TOAST_MS, casinoFailureMessage, casinoSuccessMessage } from '../logic/alerts';
import { casinoBetBody } from '../logic/bet-slip';
import { useCasinoSlipStore } from '../stores/casino-slip-store';

export function usePlaceCasinoBet(table: { shortName: string; eventId: string }) {
  const queryClient = useQueryClient();
  const { shortName, eventId } = table;

  return useCallback(() => {
    const before = useCasinoSlipStore.getState();
    before.dispatch({ type: 'done', confirm: false });
    const slip = useCasinoSlipStore.getState();
    if (before.phase === 'processing' || slip.phase !== 'processing') return;
    if (!slip.selection || slip.rate === null) return;
    const body = casinoBetBody(slip.selection, slip.rate, stakeAmount(slip.amount), { shortName, eventId });
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: callKey(diamondBetsList) });
      void queryClient.invalidateQueries({ queryKey: callKey(userBalance) });
    };
    placeCasinoBet(body, slip.submissionKey).then(
      (answer) => {
        const { totalCoins, exposure } = answer.data ?? {};
        setWallet({
          ...(totalCoins === undefined ? {} : { coins: totalCoins }),
          ...(exposure === undefined ? {} : { exposure }),
        });
        useCasinoSlipStore.getState().dispatch({ type: 'placed', message: casinoSuccessMessage(answer) });
        notify.success(t('casino.bet.successToast'), { durationMs: CASINO_TOAST_MS });
        refresh();
      },
      (error: unknown) => {
        console.error('[casino] bet not placed', error);
        const message = casinoFailureMessage(error);
        useCasinoSlipStore.getState().dispatch({ type: 'failed', message });
        notify.error(message, { durationMs: CASINO_TOAST_MS });
        refresh();
      },
    );
  }, [queryClient, shortName, eventId]);
}
