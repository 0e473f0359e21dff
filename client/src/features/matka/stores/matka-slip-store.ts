/**
 * The matka pages' slip store: the shared slip store (lib/bet-slip) with the matka rules. One
 * store for every matka page (one slip is open at a time).
 */
import { createSlipStore } from '@/lib/bet-slip/create-slip-store';
import { MATKA_SLIP_RULES, type MatkaPick } from '../logic/slip';

export const useMatkaSlipStore = createSlipStore<MatkaPick>(MATKA_SLIP_RULES);

/** Stable, for memoised tiles: opens the slip without subscribing to it. */
export const openMatkaSlip = (pick: MatkaPick): void => useMatkaSlipStore.getState().open(pick);
