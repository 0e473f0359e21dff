/** Amount texts of the account screens. */

/** Rounds to cents, dropping float noise (0.1 + 0.2) and negative zero. */
export const roundCents = (value: number): number => Math.round(value * 100) / 100 + 0;

/** Two decimals with trailing zeros trimmed, as the ledger texts show them: 1960, 12.5, 0.25. */
export function trimmedAmount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  return roundCents(value)
    .toFixed(2)
    .replace(/\.?0+$/, '');
}

/** Two decimals, always (table cells). */
export function amount2(value: number): string {
  return Number.isFinite(value) ? roundCents(value).toFixed(2) : '0.00';
}
