/**
 * The bet amount field (spec 000 §5): non-numeric typing is ignored, an empty value is
 * allowed; only an amount above 0 places a bet.
 */

/** The next value of the field: `typed` when it is empty or whole digits, else `previous`. */
export function sanitizeStake(typed: string, previous: string): string {
  const text = typed.trim();
  if (text === '') return '';
  if (!/^\d+$/.test(text)) return previous;
  // No leading zeros ('007' -> '7'), capped at 9 digits so the number stays exact.
  return String(Number(text.slice(0, 9)));
}

/** The amount a field holds (0 when empty). */
export const stakeAmount = (value: string): number => (value === '' ? 0 : Number(value));
