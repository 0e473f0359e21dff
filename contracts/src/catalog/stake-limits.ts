/**
 * The one wording of the min/max stake rule in every area (issue 28: casino said "Min bet amount
 * is 100", matka "Minimum bet amount is 10", aviator "min bet amount 10"). The spec words it once,
 * for the aviator (002 §5, §8: "max bet amount {n}", "min bet amount {n}"); the casino and matka
 * servers refuse with the same text.
 */

/** "min bet amount {n}" */
export const minBetMessage = (min: number) => `min bet amount ${min}`;
/** "max bet amount {n}" */
export const maxBetMessage = (max: number) => `max bet amount ${max}`;
