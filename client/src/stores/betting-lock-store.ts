/**
 * Whether betting is closed on this device, and why: every bet slip (sports, casino, matka,
 * aviator) reads it and shows the reason instead of placing, and callApi refuses a placement
 * (lib/api/bet-placement.ts). Set by the player protection watch (features/protection) once
 * the day's net loss reaches the reader's daily loss limit.
 */
import { create } from 'zustand';

export interface BettingLock {
  reason: 'lossLimit';
  /** The daily loss limit in force, coins. */
  limit: number;
  /** Today's net loss (+05:30 day), coins. */
  loss: number;
}

interface BettingLockState {
  lock: BettingLock | null;
  setLock: (lock: BettingLock | null) => void;
}

export const useBettingLockStore = create<BettingLockState>()((set) => ({
  lock: null,
  setLock: (lock) => set({ lock }),
}));

export const getBettingLock = (): BettingLock | null => useBettingLockStore.getState().lock;
