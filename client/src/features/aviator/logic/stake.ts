/**
 * The panel's inputs (spec 002 §5): the stake accepts only numeric text (default 10, ±10, the
 * presets set it); the auto cash-out target accepts only numeric values. Stop limits are
 * numeric too. Texts stay as typed; they become numbers when a bet is made.
 */
import { AVIATOR_STAKE_STEP } from '@esk/contracts/catalog/aviator';

/** Keeps digits and one decimal point, at most 2 decimals and 10 integer digits; anything else is dropped. */
export function numericText(text: string, decimals = 2): string {
  let seenDot = false;
  let out = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') out += char;
    else if ((char === '.' || char === ',') && !seenDot && decimals > 0) {
      seenDot = true;
      out += '.';
    }
  }
  const [whole = '', fraction] = out.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '').slice(0, 10);
  return fraction === undefined ? trimmedWhole : `${trimmedWhole}.${fraction.slice(0, decimals)}`;
}

/** The number a text stands for (0 for empty or '.'). */
export const amountOf = (text: string): number => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
};

/**
 * ±10 (spec 002 §9). designed: minus never goes below one step (10), so the stake never reaches 0;
 * a stake below the table minimum is then refused with "min bet amount {n}".
 */
export function stepStake(text: string, direction: 1 | -1): string {
  const next = Math.round((amountOf(text) + direction * AVIATOR_STAKE_STEP) * 100) / 100;
  return String(Math.max(AVIATOR_STAKE_STEP, next));
}

/** The lowest auto cash-out target that makes sense (designed: a target of 1.00 would cash out at take-off). */
export const MIN_CASHOUT_TARGET = 1.01;

/** The auto cash-out target, or undefined when the text is not a usable target. */
export function targetOf(text: string): number | undefined {
  const value = amountOf(text);
  return value >= MIN_CASHOUT_TARGET ? Math.round(value * 100) / 100 : undefined;
}

/** A stop limit: a positive number, or undefined (off) when empty or 0. */
export function limitOf(text: string): number | undefined {
  const value = amountOf(text);
  return value > 0 ? value : undefined;
}
