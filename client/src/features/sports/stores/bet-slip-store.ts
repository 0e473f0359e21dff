/**
 * The match page's bet slip: the pure slipReducer behind a zustand store, so the rows, the
 * slip and the popups each subscribe to the one slice they show (a countdown tick re-renders
 * the slip, not the tables).
 */
import { create } from 'zustand';
import {
  initialSlip,
  type SlipAction,
  type SlipSelection,
  type SlipState,
  slipReducer,
} from '../rules/bet-slip';

interface BetSlipStore extends SlipState {
  dispatch: (action: SlipAction) => void;
  /** Opens the slip on a clicked rate, with a fresh submission key. */
  open: (selection: SlipSelection) => void;
  reset: () => void;
}

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const useBetSlipStore = create<BetSlipStore>()((set, get) => ({
  ...initialSlip,
  dispatch: (action) => set((state) => slipReducer(state, action)),
  open: (selection) => get().dispatch({ type: 'open', selection, submissionKey: newKey() }),
  reset: () => set(initialSlip),
}));

/** Stable, for memoised rows: opens the slip without subscribing to it. */
export const openSlip = (selection: SlipSelection): void => useBetSlipStore.getState().open(selection);

/** The row the slip belongs to ('bookmaker:1', 'fancy:2147'), or null. */
export const slipRowKey = (selection: Pick<SlipSelection, 'market' | 'selectionId'> | null): string | null =>
  selection ? `${selection.market}:${selection.selectionId}` : null;
