/**
 * The match page's slip store: the shared slip store (lib/bet-slip) with the sports rules.
 */
import { createSlipStore } from '@/lib/bet-slip/create-slip-store';
import { type SlipSelection, SPORTS_SLIP_RULES } from '../logic/bet-slip';

export const useBetSlipStore = createSlipStore<SlipSelection>(SPORTS_SLIP_RULES);

/** Stable, for memoised rows: opens the slip without subscribing to it. */
export const openSlip = (selection: SlipSelection): void => useBetSlipStore.getState().open(selection);

/** The row the slip belongs to ('bookmaker:1', 'fancy:2147'), or null. */
export const slipRowKey = (selection: Pick<SlipSelection, 'market' | 'selectionId'> | null): string | null =>
  selection ? `${selection.market}:${selection.selectionId}` : null;
