/**
 * 'You Won X/- Coins' / 'You Lost X/- Coins' of the ledger details and casino reports
 * (spec 000 §2, 001 §2.15). Zero counts as won ('You Won 0/- Coins'); X is the absolute
 * value with two decimals, trailing zeros trimmed, as the real pages print it.
 */
import { trimmedAmount } from './money';

export interface PlusMinus {
  won: boolean;
  amount: string;
}

export function plusMinus(value: number): PlusMinus {
  const safe = Number.isFinite(value) ? value : 0;
  return { won: safe >= 0, amount: trimmedAmount(Math.abs(safe)) };
}

/** Fills '{amount}' of the won or lost template (templates come from the i18n module). */
export function plusMinusText(value: number, templates: { won: string; lost: string }): string {
  const result = plusMinus(value);
  return (result.won ? templates.won : templates.lost).replace('{amount}', result.amount);
}
