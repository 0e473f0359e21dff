/**
 * The calls that place a bet (not the cancels and cash-outs, which only lower what is at stake):
 * refused before they are sent while betting is closed on this device (stores/betting-lock-store,
 * the daily loss limit), whatever asked for them, an aviator auto-bet included.
 */
export const BET_PLACEMENT_PATHS: ReadonlySet<string> = new Set([
  '/v1/sports/oddBetPlaced',
  '/v1/sports/sessionBetPlaced',
  '/v1/casino/casinoBetPlace',
  '/v1/matka/matkaPlaceBet',
  '/v1/casino/avaitorGamePlace',
]);
