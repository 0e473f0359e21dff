/**
 * How a table's rate travels: most tables send decimal odds (1.98), the Teenpatti pages
 * send lagai/khai as profit per 1 (0.98 for 1.98), as their feed shows it. One module for
 * both sides: the mock reads a sent rate with `decimalRate`, the history's player (and any
 * scripted bettor) sends `wireRate` of the market's odds.
 */

/** Tables whose feed carries lagai/khai as raw profit per 100 (b1 98 shows as 0.98). */
export const FRACTION_RATE_TABLES: ReadonlySet<string> = new Set(['teen20', 'teen']);

/** The decimal odds a sent rate means on a table (0.98 on teen20 is 1.98). */
export function decimalRate(shortName: string, sent: number): number {
  return FRACTION_RATE_TABLES.has(shortName) ? Math.round((sent + 1) * 100) / 100 : sent;
}

/** The rate as the table's pages show and send it (1.98 on teen20 is 0.98). */
export function wireRate(shortName: string, decimal: number): number {
  return FRACTION_RATE_TABLES.has(shortName) ? Math.round((decimal - 1) * 100) / 100 : decimal;
}
