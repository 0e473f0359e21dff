/**
 * Live casino money rules as pure functions (paise in, paise out): what a bet wins or
 * loses on an outcome, a round's worst case for a user, the per-sid positions a bet row
 * shows (posArray) and how the rate a client sends is read and checked.
 *
 * Rates are decimal odds (2.00 pays the stake once). A back bet of stake s at rate r wins
 * s·(r−1) when its sid wins, 0 when its sid is void, else loses s. A lay bet (isLay) loses
 * s·(r−1) when its sid wins, 0 when void, else wins s.
 */
import type { CasinoMarket, RoundOutcome } from '@esk/scenarios/games/types';
import type { Paise } from '../money';

export interface BetTerms {
  sid: string;
  isLay: boolean;
  /** Stake in paise. */
  stake: Paise;
  /** Decimal odds (1.98, 12). */
  rate: number;
}

/** Whole cents of a rate (1.98 -> 198), so money never meets float noise. */
export const rateCents = (rate: number): number => Math.round(rate * 100);

/** What the bet's sid winning pays a back bet (and costs a lay bet): stake·(rate−1), in whole paise. */
export function winAmount(bet: Pick<BetTerms, 'stake' | 'rate'>): Paise {
  return Math.round((bet.stake * (rateCents(bet.rate) - 100)) / 100);
}

/** Profit (positive) or loss (negative) of one bet on a finished round. */
export function betProfit(bet: BetTerms, outcome: Pick<RoundOutcome, 'winners' | 'voids'>): Paise {
  if (outcome.voids?.includes(bet.sid)) return 0;
  const wins = outcome.winners.includes(bet.sid);
  if (bet.isLay) return wins ? -winAmount(bet) : bet.stake;
  return wins ? winAmount(bet) : -bet.stake;
}

/**
 * The worst loss (zero or negative) a user's bets of one round can make. Each sid is taken
 * on its own: its bets either win, lose or are void, and the worst of the three counts.
 * Summing the sids' worst cases never understates the loss (it assumes any mix of sids can
 * win), is exact for a single market, and lets a back and a lay on the same sid hedge.
 */
export function roundWorstCase(bets: readonly BetTerms[]): Paise {
  const bySid = new Map<string, SidBook>();
  for (const bet of bets) bySid.set(bet.sid, addToSid(bySid.get(bet.sid), bet));
  let worst = 0;
  for (const book of bySid.values()) worst += sidWorst(book);
  return worst;
}

/** A user's bets of one round on one sid: the total if the sid wins and if it loses. */
export interface SidBook {
  wins: Paise;
  loses: Paise;
}

/** The sid's book with one more bet. */
export function addToSid(book: SidBook | undefined, bet: BetTerms): SidBook {
  return {
    wins: (book?.wins ?? 0) + betProfit(bet, { winners: [bet.sid] }),
    loses: (book?.loses ?? 0) + betProfit(bet, { winners: [] }),
  };
}

/** The worst of the sid winning, losing or being void. */
export const sidWorst = (book: SidBook): Paise => Math.min(0, book.wins, book.loses);

/** What the bet puts at risk: the stake of a back bet, the liability of a lay bet. */
export const betLiability = (bet: BetTerms): Paise => (bet.isLay ? winAmount(bet) : bet.stake);

/**
 * The sids a bet's position row covers: the markets sharing its betFor (LOW/HIGH, the
 * thirteen cards, Red/Black, Dragon/Tiger/Tie); a market alone in its betFor (Teenpatti's
 * 'Player A') covers every market of the game.
 */
export function positionGroup(markets: readonly CasinoMarket[], sid: string): CasinoMarket[] {
  const own = markets.find((market) => market.sid === sid);
  if (!own) return [];
  const group = markets.filter((market) => market.betFor === own.betFor);
  return group.length > 1 ? group : [...markets];
}

/** posArray of a bet: for each sid of its group, what the bet makes if that sid wins (paise). */
export function betPositions(markets: readonly CasinoMarket[], bet: BetTerms): Record<string, Paise> {
  const positions: Record<string, Paise> = {};
  for (const market of positionGroup(markets, bet.sid)) {
    positions[market.sid] = betProfit(bet, { winners: [market.sid] });
  }
  return positions;
}

/**
 * Tables whose feed carries lagai/khai as raw profit per 100 (b1 98 shows as 0.98): the
 * Teenpatti pages send that fraction as the rate (teen20Odds), not decimal odds.
 */
export const FRACTION_RATE_TABLES: ReadonlySet<string> = new Set(['teen20', 'teen']);

/** The decimal odds a sent rate means on a table (0.98 on teen20 is 1.98). */
export function decimalRate(shortName: string, sent: number): number {
  return FRACTION_RATE_TABLES.has(shortName) ? Math.round((sent + 1) * 100) / 100 : sent;
}

/** The rate as the table's pages show and send it (1.98 on teen20 is 0.98). */
export function wireRate(shortName: string, decimal: number): number {
  return FRACTION_RATE_TABLES.has(shortName) ? Math.round((decimal - 1) * 100) / 100 : decimal;
}

/**
 * Why a rate cannot be taken (null when it can): a back rate may be at most the feed's
 * back rate (a lower one is the user's choice, e.g. minus oddsDifference), a lay rate at
 * least the feed's lay rate; a lay needs a market that offers one.
 */
export function rateProblem(market: CasinoMarket, isLay: boolean, decimal: number): string | null {
  if (!(rateCents(decimal) > 100)) return `Rate ${decimal} is not a valid rate`;
  if (isLay) {
    if (market.l1 === undefined) return `${market.nat} cannot be laid`;
    if (rateCents(decimal) < rateCents(market.l1))
      return `Rate changed: ${market.nat} lays at ${market.l1.toFixed(2)}`;
    return null;
  }
  if (rateCents(decimal) > rateCents(market.b1))
    return `Rate changed: ${market.nat} backs at ${market.b1.toFixed(2)}`;
  return null;
}
