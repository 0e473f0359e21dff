/**
 * How often matka screens ask again (designed: the spec names no matka push; the mock and the
 * real API change flags and declare results on their own clock). A game page's market every
 * 5 s (its gates close at the minute), its bets every 10 s (results), the list every 15 s.
 */
export const MATKA_MARKET_REFRESH_MS = 5_000;
export const MATKA_BETS_REFRESH_MS = 10_000;
export const MATKA_LIST_REFRESH_MS = 15_000;
