/**
 * The aviator multiplier curve, shared so the scenario engine (which schedules the crash),
 * the mock server (which pushes curentMultiplier and settles cash-outs) and the client
 * (which animates the plane) agree to the millisecond. designed: the spec does not give
 * the curve; this is bustabit's: multiplier = e^(k t), floored to 2 decimals, k = 0.00006
 * per ms (2x after 11.6 s, 10x after 38.4 s, 100x after 76.8 s).
 */

/** Growth rate k of the curve e^(k t), per millisecond since take-off. */
export const AVIATOR_GROWTH_PER_MS = 0.00006;

/** Guards the 2-decimal floor against float noise (e^(k t) landing on 2.3699999999). */
const EPSILON = 1e-9;

/** The multiplier shown `elapsedMs` after take-off: e^(k t) floored to 2 decimals (1.00 at take-off). */
export function multiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 1;
  return Math.floor(100 * Math.exp(AVIATOR_GROWTH_PER_MS * elapsedMs) + EPSILON) / 100;
}

/**
 * The first whole millisecond after take-off at which multiplierAt reaches `multiplier`
 * (0 for 1.00 or less). A round that crashes at c crashes at take-off + msToReach(c).
 */
export function msToReach(multiplier: number): number {
  const target = Math.round(multiplier * 100) / 100;
  if (target <= 1) return 0;
  let ms = Math.max(0, Math.floor(Math.log(target) / AVIATOR_GROWTH_PER_MS) - 1);
  while (multiplierAt(ms) < target) ms++;
  return ms;
}
