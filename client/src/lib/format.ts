/**
 * Money as the portal shows it: two decimals, truncated (never rounded up), so a
 * balance of 100.999 shows 100.99 (spec 000 §2, §9).
 */
export function truncate2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // toPrecision first so 1.15 * 100 = 114.99999999999999 still truncates to 1.15.
  const cents = Math.trunc(Number((value * 100).toPrecision(12)));
  return cents / 100 || 0;
}

export function formatMoney(value: number): string {
  return truncate2(value).toFixed(2);
}

/** Exposure is shown as an absolute value; the sign only picks the colour. */
export type Tone = 'positive' | 'negative';
export const exposureTone = (exposure: number): Tone => (exposure > 0 ? 'positive' : 'negative');
