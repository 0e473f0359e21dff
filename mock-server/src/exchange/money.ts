/**
 * Money is held in integer paise (1 coin = 100 paise) so sums never drift; the API
 * shows coins. Convert at the edges only.
 */
import { MAX_COINS } from '@esk/contracts/wire';

export type Paise = number;

/** The most paise any amount or balance may be (contracts' MAX_COINS). */
export const MAX_PAISE = MAX_COINS * 100;

export function toPaise(coins: number): Paise {
  return Math.round(coins * 100);
}

export function toCoins(paise: Paise): number {
  return paise / 100;
}

/** Rounds a computed amount of paise (stake x rate) to whole paise, half away from zero. */
export function roundPaise(value: number): Paise {
  return Math.sign(value) * Math.round(Math.abs(value));
}
