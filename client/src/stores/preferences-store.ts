/**
 * Betting preferences under the spec's keys: betChipsData, rateReffrenec (the chosen
 * rate difference / 100), matchBetPlaceModal and soundOn.
 */
import { num } from '@esk/contracts';
import { DEFAULT_BET_CHIPS } from '@esk/contracts/catalog/sports';
import { betChipsSchema, type UserRecord } from '@esk/contracts/http/user';
import { z } from 'zod';
import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

const boolSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

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

const initial = () => ({
  betChips: readJson(storageKeys.betChips, betChipsSchema) ?? DEFAULT_BET_CHIPS,
  rateReference: readJson(storageKeys.rateReference, num()) ?? 0.01,
  betModal: readJson(storageKeys.betModal, boolSchema) ?? false,
  soundOn: readJson(storageKeys.soundOn, boolSchema) ?? true,
});

export const usePreferencesStore = create<PreferencesState>()((set, get) => ({
  ...initial(),
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
  reset: () => set(initial()),
}));
