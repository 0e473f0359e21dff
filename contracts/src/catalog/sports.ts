/**
 * Sports constants both the mock server and the client need (spec 000 §2, §4, §5, §9):
 * sport id, match statuses, market kinds, session states, stake limits and fancy settlement.
 */

/** Cricket, the only sport this portal lists (matchList rows with sportId 4). */
export const CRICKET_SPORT_ID = 4;

/** Match statuses with a meaning: INPLAY opens the match, COMPLETED sends details back to the dashboard. */
export const MATCH_STATUS = { inPlay: 'INPLAY', completed: 'COMPLETED' } as const;

/** oddsType of a bookmaker, match odds, toss or tied-match bet (sports/oddBetPlaced). */
export const ODDS_TYPES = ['bookmaker', 'matchOdds', 'toss', 'tiedMatch'] as const;
export type OddsType = (typeof ODDS_TYPES)[number];

/** The exchange markets (decimal odds, back/lay ladder); the others quote Indian fractional rates. */
export const EXCHANGE_ODDS_TYPES = ['matchOdds', 'tiedMatch'] as const satisfies readonly OddsType[];
export const isExchangeOddsType = (oddsType: string): oddsType is (typeof EXCHANGE_ODDS_TYPES)[number] =>
  (EXCHANGE_ODDS_TYPES as readonly string[]).includes(oddsType);

/**
 * What one coin backed wins at a booked rate: bookmaker and toss rates are that fraction
 * (LAGAI 0.95 wins 0.95), match odds and tied match are decimal odds (1.95 wins 0.95).
 */
export function netRate(oddsType: string, rate: number): number {
  return isExchangeOddsType(oddsType) ? rate - 1 : rate;
}

/** betFor of the same bets; a bookmaker bet is sent with betFor 'odds'. */
export const ODDS_BET_FOR = ['odds', 'matchOdds', 'toss', 'tiedMatch'] as const;
export type OddsBetFor = (typeof ODDS_BET_FOR)[number];

/** oddsType and betFor of a session (fancy) bet (sports/sessionBetPlaced). */
export const FANCY = 'fancy';

/** L = Lagai (back), K = Khai (lay). */
export const ODDS_BET_TYPES = ['L', 'K'] as const;
export type OddsBetType = (typeof ODDS_BET_TYPES)[number];

/** Y = YES, N = NO on a session's run line. */
export const FANCY_BET_TYPES = ['Y', 'N'] as const;
export type FancyBetType = (typeof FANCY_BET_TYPES)[number];

/** com_perm value of the sessions listed in the Session table (others are 'NO'). */
export const SESSION_COMMISSION_YES = 'YES';

/** running_status values that lock a session row (compared case-insensitively; real feeds mix cases). */
export const SESSION_LOCKED_STATUSES = ['SUSPENDED', 'CLOSE', 'BALL RUNNING'] as const;

export function isSessionLocked(runningStatus: string | null | undefined): boolean {
  const status = (runningStatus ?? '').trim().toUpperCase();
  return (SESSION_LOCKED_STATUSES as readonly string[]).includes(status);
}

/** Rates travel as fractions (0.95) and are shown times 100 ("95"). */
export const RATE_DISPLAY_FACTOR = 100;

/** Seconds a bet slip stays open after a rate is clicked. */
export const BET_SLIP_SECONDS = 10;

/** The chip amounts of spec 000 §9, keyed by label as betChipsData stores them: the default stake chips. */
export const DEFAULT_BET_CHIPS: Readonly<Record<string, number>> = Object.fromEntries(
  [1000, 2000, 5000, 10000, 20000, 50000, 100000, 250000].map((amount) => [String(amount), amount]),
);

/** Fallback texts of the bet result popup when the server sends no message. */
export const BET_PLACED_MESSAGE = 'Bet Placed Successfully';
export const BET_NOT_PLACED_MESSAGE = 'Bet not Placed !';

/** The parsed maxMinCoins of a match (see maxMinCoinsSchema). */
export interface MaxMinCoins {
  maximum_match_bet: number;
  minimum_match_bet: number;
  maximum_session_bet: number;
  minimum_session_bet: number;
  maximum_tie_coins?: number | undefined;
  maximum_toss_coins?: number | undefined;
  maximum_matchOdds_coins?: number | undefined;
}

export type StakeMarket = OddsType | typeof FANCY;

/**
 * Min and max stake of a market: sessions use the session limits; tie, toss and match odds
 * use their own maximum when it is above 0, else the match maximum; all odds markets use the match minimum.
 */
export function stakeLimits(coins: MaxMinCoins, market: StakeMarket): { min: number; max: number } {
  if (market === FANCY) return { min: coins.minimum_session_bet, max: coins.maximum_session_bet };
  const specific = {
    bookmaker: undefined,
    matchOdds: coins.maximum_matchOdds_coins,
    toss: coins.maximum_toss_coins,
    tiedMatch: coins.maximum_tie_coins,
  }[market];
  const max = specific !== undefined && specific > 0 ? specific : coins.maximum_match_bet;
  return { min: coins.minimum_match_bet, max };
}

/**
 * Profit (+) or loss (-) of a declared session bet, rounded: a YES bet wins when decisionRun >= run
 * (+amount x odds), else loses the amount; a NO bet loses amount x odds when decisionRun >= run, else wins the amount.
 */
export function fancyProfitLoss(
  bet: { type: FancyBetType; run: number; odds: number; amount: number },
  decisionRun: number,
): number {
  const yesWins = decisionRun >= bet.run;
  const value =
    bet.type === 'Y'
      ? yesWins
        ? bet.amount * bet.odds
        : -bet.amount
      : yesWins
        ? -bet.amount * bet.odds
        : bet.amount;
  return Math.round(value) + 0;
}

/** Session table order (spec 000 §2): by the first keyword a name contains, OVER rows by their number. */
export const SESSION_SORT_KEYWORDS = [
  'ONLY',
  'OVER',
  'FALL OF',
  'RUN',
  'PSHIP',
  'BOUNDARIES',
  'HOW',
  'BALLS',
] as const;

function sessionRank(name: string): number {
  const upper = name.toUpperCase();
  const index = SESSION_SORT_KEYWORDS.findIndex((keyword) => upper.includes(keyword));
  return index === -1 ? SESSION_SORT_KEYWORDS.length : index;
}

const leadingNumber = (name: string) => {
  const match = /\d+(\.\d+)?/.exec(name);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
};

/** Comparator for session rows by session_name (stable for ties: returns 0). */
export function compareSessionNames(a: string, b: string): number {
  const rankA = sessionRank(a);
  const rankB = sessionRank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (SESSION_SORT_KEYWORDS[rankA] === 'OVER') {
    const numberA = leadingNumber(a);
    const numberB = leadingNumber(b);
    if (numberA !== numberB) return numberA < numberB ? -1 : 1;
  }
  return 0;
}
