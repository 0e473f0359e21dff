/**
 * The daily loss limit (designed: the real API has no such call; the client keeps it per user on
 * the device). Days are +05:30 calendar days, as everywhere in the exchange. A lower limit (or a
 * first one) takes effect at once; a higher one, or removing it, only from the next day, so a
 * reader on a losing day cannot lift the stop in the moment. Pure functions: `now` is passed in.
 */
import { addIstDays, istDay } from '@esk/contracts/dates';

/** A limit in coins; null: no limit. */
export type LossLimit = number | null;

export interface LossLimitSetting {
  /** The limit in force (until `pending` takes over). */
  amount: LossLimit;
  /** A raise or a removal asked for, in force from the start of `from` (an IST day 'YYYY-MM-DD'). */
  pending?: { amount: LossLimit; from: string };
}

export const NO_LOSS_LIMIT: LossLimitSetting = { amount: null };

/** Whether `a` stops losses sooner than `b` (any limit is stricter than none). */
export const stricter = (a: LossLimit, b: LossLimit): boolean => a !== null && (b === null || a < b);

/** The limit in force at `now`, a pending change folded in once its day has come. */
export function effectiveSetting(setting: LossLimitSetting, now: number): LossLimitSetting {
  const { pending } = setting;
  if (pending && istDay(now) >= pending.from) return { amount: pending.amount };
  return setting;
}

export const effectiveLossLimit = (setting: LossLimitSetting, now: number): LossLimit =>
  effectiveSetting(setting, now).amount;

export interface LimitChange {
  setting: LossLimitSetting;
  /** 'now', or the IST day the change takes effect. */
  takesEffect: 'now' | string;
}

/**
 * Asks for a new limit: stricter (or equal) applies at once and drops a pending raise; looser
 * (a higher amount or none) waits for the next IST day, the limit in force staying until then.
 */
export function requestLossLimit(setting: LossLimitSetting, requested: LossLimit, now: number): LimitChange {
  const current = effectiveSetting(setting, now).amount;
  if (requested === current || stricter(requested, current)) {
    return { setting: { amount: requested }, takesEffect: 'now' };
  }
  const from = addIstDays(istDay(now), 1);
  return { setting: { amount: current, pending: { amount: requested, from } }, takesEffect: from };
}

/** Today's net loss (a positive number of coins) from the day's net result; 0 on a winning day. */
export const lossOf = (dayNet: number): number => Math.max(0, -dayNet);

/** Whether the day's losses have reached the limit: every slip closes. */
export const limitReached = (limit: LossLimit, dayNet: number): boolean =>
  limit !== null && lossOf(dayNet) >= limit;

/** What a reader typed as a limit: a whole number of coins from 1 up, or why not. */
export function parseLimitInput(text: string): { ok: true; amount: number } | { ok: false } {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return { ok: false };
  const amount = Number(trimmed);
  return amount >= 1 ? { ok: true, amount } : { ok: false };
}
