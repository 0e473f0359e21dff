/**
 * The live table's slip store: the shared slip store (lib/bet-slip) with the casino rules.
 * Cells open it without subscribing to it, so a countdown tick re-renders the slip only.
 */
import { t } from '@/i18n/i18n';
import { createSlipStore } from '@/lib/bet-slip/create-slip-store';
import { notify } from '@/stores/notifications-store';
import { CASINO_TOAST_MS } from '../logic/alerts';
import { CASINO_SLIP_RULES, type CasinoSelection, selectionOf } from '../logic/bet-slip';
import type { MarketCell } from '../logic/board-model';

export const useCasinoSlipStore = createSlipStore<CasinoSelection>(CASINO_SLIP_RULES);

/**
 * A click on a cell: opens the slip at the cell's rate for the round on screen. A box that
 * refuses bets (Andar Bahar's suits) shows its message in the alert and a toast instead.
 */
export function pickCell(cell: MarketCell, roundId: string): void {
  const slip = useCasinoSlipStore.getState();
  if (cell.refusal !== undefined) {
    const message = t(cell.refusal);
    slip.dispatch({ type: 'failed', message });
    notify.error(message, { durationMs: CASINO_TOAST_MS });
    return;
  }
  if (!cell.open || !roundId) return;
  slip.open(selectionOf(cell, roundId), cell.rate);
}

/** The alert's OK. */
export const acknowledgeAlert = () => useCasinoSlipStore.getState().dispatch({ type: 'acknowledge' });
