/**
 * The international casino's point rate (spec 000 §9): a point is worth intCasinoMultiply rupees
 * (login user record; default 2), shown as '1 Point = ₹{PRICE}' with a sample amount (default 10
 * points). Designed where the spec is silent: PRICE is the multiplier itself and the sample is
 * the default amount converted at that rate ('10 Points = ₹20').
 */

export const CASINO_POINT_DEFAULTS = { multiplier: 2, sampleAmount: 10 } as const;

export interface CasinoPointRate {
  /** Rupees per point: PRICE of '1 Point = ₹{PRICE}'. */
  price: number;
  /** The sample amount in points and what it is worth. */
  sample: { points: number; rupees: number };
}

/** The point rate from the user's intCasinoMultiply (missing, 0, negative or not finite: the default 2). */
export function casinoPointRate(
  multiplier: number | null | undefined,
  sampleAmount: number = CASINO_POINT_DEFAULTS.sampleAmount,
): CasinoPointRate {
  const price =
    typeof multiplier === 'number' && Number.isFinite(multiplier) && multiplier > 0
      ? multiplier
      : CASINO_POINT_DEFAULTS.multiplier;
  return { price, sample: { points: sampleAmount, rupees: Math.round(sampleAmount * price * 100) / 100 } };
}
