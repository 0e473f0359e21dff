/**
 * Exchange (Betfair-style) prices for match odds and tied match: decimal odds on the standard
 * tick ladder (1.01 to 1000; 0.01 steps up to 2, then wider), and what a bet on them wins or
 * loses. Shared by the scenarios (which price the ladder) and the mock (which books bets on it).
 */

/** [up to, step]: prices below `upTo` move in `step`s (the Betfair increments). */
const BANDS: ReadonlyArray<readonly [number, number]> = [
  [2, 0.01],
  [3, 0.02],
  [4, 0.05],
  [6, 0.1],
  [10, 0.2],
  [20, 0.5],
  [30, 1],
  [50, 2],
  [100, 5],
  [1000, 10],
];

export const MIN_PRICE = 1.01;
export const MAX_PRICE = 1000;

const cents = (value: number) => Math.round(value * 100);

/** The step of the band a price is in (moving up from it). */
function stepAbove(price: number): number {
  for (const [upTo, step] of BANDS) if (cents(price) < cents(upTo)) return step;
  return 10;
}

/** The step of the band just below a price (moving down from it). */
function stepBelow(price: number): number {
  for (const [upTo, step] of BANDS) if (cents(price) <= cents(upTo)) return step;
  return 10;
}

/** Whether a price sits exactly on the ladder. */
export function isTickPrice(price: number): boolean {
  if (!(price >= MIN_PRICE && price <= MAX_PRICE)) return false;
  let lower = 1;
  for (const [upTo, step] of BANDS) {
    if (cents(price) <= cents(upTo)) return (cents(price) - cents(lower)) % cents(step) === 0;
    lower = upTo;
  }
  return false;
}

/** The nearest ladder price at or below (`down`) or at or above (`up`) a value, within 1.01..1000. */
export function snapPrice(value: number, direction: 'down' | 'up'): number {
  const clamped = Math.min(MAX_PRICE, Math.max(MIN_PRICE, value));
  let lower = 1;
  for (const [upTo, step] of BANDS) {
    if (clamped <= upTo) {
      const steps = (clamped * 100 - cents(lower)) / cents(step);
      const whole = direction === 'down' ? Math.floor(steps + 1e-9) : Math.ceil(steps - 1e-9);
      return Math.max(MIN_PRICE, (cents(lower) + whole * cents(step)) / 100);
    }
    lower = upTo;
  }
  return MAX_PRICE;
}

/** The price `ticks` steps up (positive) or down (negative) the ladder, kept within 1.01..1000. */
export function moveTicks(price: number, ticks: number): number {
  let current = snapPrice(price, ticks >= 0 ? 'down' : 'up');
  for (let i = 0; i < Math.abs(ticks); i++) {
    const next =
      ticks > 0
        ? (cents(current) + cents(stepAbove(current))) / 100
        : (cents(current) - cents(stepBelow(current))) / 100;
    if (next < MIN_PRICE || next > MAX_PRICE) break;
    current = next;
  }
  return current;
}
