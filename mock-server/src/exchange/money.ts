/**
 * Money is held in integer paise (1 coin = 100 paise) so sums never drift; the API
 * shows coins. Convert at the edges only.
 */
export type Paise = number;

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
