/**
 * Betting preferences under the spec's keys: betChipsData, rateReffrenec (the chosen
 * rate difference / 100), matchBetPlaceModal and soundOn (restored at start-up by
 * stores/restore.ts).
 */
import { DEFAULT_BET_CHIPS } from '@esk/contracts/catalog/sports';
import type { UserRecord } from '@esk/contracts/http/user';
import { create } from 'zustand';
import { storageKeys, writeJson } from '@/lib/storage';

interface PreferencesState {
  betChips: Record<string, number>;
  /** As stored: the chosen rate difference divided by 100 (0.01 for 1). */
  rateReference: number;
  betModal: boolean;
  soundOn: boolean;
  setBetChips: (chips: Record<string, number>) => void;
  setRateReference: (fraction: number) => void;
  setBetModal: (on: boolean) => void;
  setSoundOn: (on: boolean) => void;
  /** Copies the preferences carried by the login user record. */
  applyLogin: (user: UserRecord) => void;
  reset: () => void;
}

/** The preferences of a reader with nothing stored. */
export const DEFAULT_PREFERENCES = {
  betChips: DEFAULT_BET_CHIPS as Record<string, number>,
  rateReference: 0.01,
  betModal: false,
  soundOn: true,
};

export const usePreferencesStore = create<PreferencesState>()((set, get) => ({
  ...DEFAULT_PREFERENCES,
  setBetChips: (betChips) => {
    writeJson(storageKeys.betChips, betChips);
    set({ betChips });
  },
  setRateReference: (rateReference) => {
    writeJson(storageKeys.rateReference, rateReference);
    set({ rateReference });
  },
  setBetModal: (betModal) => {
    writeJson(storageKeys.betModal, betModal);
    set({ betModal });
  },
  setSoundOn: (soundOn) => {
    writeJson(storageKeys.soundOn, soundOn);
    set({ soundOn });
  },
  applyLogin: (user) => {
    const state = get();
    state.setBetChips(user.betChipsData ?? DEFAULT_BET_CHIPS);
    if (user.rateReffrence !== undefined) state.setRateReference(user.rateReffrence);
    if (user.betChipsModal !== undefined) state.setBetModal(user.betChipsModal);
  },
  reset: () => set(DEFAULT_PREFERENCES),
}));
