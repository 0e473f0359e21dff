/**
 * Aviator (crash game) constants shared by the mock server and the client: ids, stake
 * presets and limits, auto cash-out defaults, history and colour rules, round states
 * and the exact UI messages (spec 002 §2, §4, §5, §8, §9). Pure data and tiny helpers.
 */

import { maxBetMessage, minBetMessage } from './stake-limits';

/** The main-menu tile points to /main/aviator/30303. */
export const AVIATOR_TILE_EVENT_ID = 30303;
/** The game's own event id: casino details, bet place and cash-out carry it (a number on the wire). */
export const AVIATOR_EVENT_ID = 303031;
export const AVIATOR_CASINO_TYPE = 'aviator';
/** `joinGame` payload's gameName. */
export const AVIATOR_GAME_NAME = 'aviator';
/** game/getRoundIdDetails `gameType` as the real client sends it (misspelled so). */
export const AVIATOR_HISTORY_GAME_TYPE = 'avaitor';

/** Round states of the live feed, in the order a round goes through them (spec 002 §4). */
export const AVIATOR_GAME_STATUSES = ['open', 'running', 'waiting', 'close'] as const;
export type AviatorGameStatus = (typeof AVIATOR_GAME_STATUSES)[number];

/** Two independent bet panels. */
export const AVIATOR_PANEL_COUNT = 2;
export const AVIATOR_STAKE_PRESETS = [10, 50, 100, 1000] as const;
export const AVIATOR_DEFAULT_STAKE = 10;
export const AVIATOR_STAKE_STEP = 10;
/** Auto cash-out target per panel: 5.5 on panel one, 5.2 on panel two. */
export const AVIATOR_AUTO_CASHOUT_DEFAULTS = [5.5, 5.2] as const;
/** Auto cash-out fires once per round when |multiplier − target| ≤ this. */
export const AVIATOR_AUTO_CASHOUT_TOLERANCE = 0.1;
export const AVIATOR_HISTORY_CAP = 30;
/** Multiplier colour bands: below 2 blue, 2 to below 10 purple, 10 and above magenta. */
export const AVIATOR_COLOUR_THRESHOLDS = { purple: 2, magenta: 10 } as const;
/** The fake live-bettor figure climbs randomly up to this cap. */
export const AVIATOR_LIVE_BETTOR_CAP = 400;

/** Socket options of the aviator connection (spec 002 §7). */
export const AVIATOR_SOCKET_OPTIONS = {
  transports: ['websocket', 'polling'],
  withCredentials: true,
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
} as const;

export const AVIATOR_MESSAGES = {
  betPlaced: 'Aviator Bet Place Succesfull',
  advanceQueued: 'Your bet will be placed in the next round.',
  advanceCanceled: 'Advance bet canceled.',
  flewAway: 'FLEW AWAY!',
} as const;

/** Bet button labels (spec 002 §4). */
export const AVIATOR_BUTTON_LABELS = { bet: 'BET', cancel: 'CANCEL', cashout: 'Cashout' } as const;

/** The spec's words for a stake out of limits (002 §5), shared by every area (stake-limits.ts). */
export { maxBetMessage, minBetMessage };

/** The stake check before placing: the message to show, or null when the stake is fine. */
export function aviatorStakeError(
  amount: number,
  limits: { minStake: number; maxStake: number },
): string | null {
  if (amount > limits.maxStake) return maxBetMessage(limits.maxStake);
  if (amount < limits.minStake) return minBetMessage(limits.minStake);
  return null;
}

export type AviatorColour = 'blue' | 'purple' | 'magenta';

/** The colour band of a multiplier. */
export function multiplierColour(multiplier: number): AviatorColour {
  if (multiplier >= AVIATOR_COLOUR_THRESHOLDS.magenta) return 'magenta';
  if (multiplier >= AVIATOR_COLOUR_THRESHOLDS.purple) return 'purple';
  return 'blue';
}

/**
 * Whether auto cash-out fires at this multiplier (002 §4: "when the multiplier is within 0.1 of
 * the target"): from 0.1 below the target on, so a 5.5 target cashes at 5.40. designed: above the
 * window it still fires (a hidden tab or a late push jumped over it) rather than riding to the crash.
 */
export function reachesAutoCashout(multiplier: number, target: number): boolean {
  return multiplier > 0 && multiplier + 1e-9 >= target - AVIATOR_AUTO_CASHOUT_TOLERANCE;
}

/** Prepends a crash value to the history, keeping at most AVIATOR_HISTORY_CAP entries. */
export function pushCrashHistory(history: readonly number[], crashValue: number): number[] {
  return [crashValue, ...history].slice(0, AVIATOR_HISTORY_CAP);
}
