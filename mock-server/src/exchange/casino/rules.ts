/**
 * Live casino money rules as pure functions (paise in, paise out): what a bet wins or
 * loses on an outcome, a round's worst case for a user over the round's settlements, the per-sid positions a bet row
 * shows (posArray) and how the rate a client sends is read and checked.
 *
 * Rates are decimal odds (2.00 pays the stake once). A back bet of stake s at rate r wins
 * s·(r−1) when its sid wins, 0 when its sid is void, else loses s. A lay bet (isLay) loses
 * s·(r−1) when its sid wins, 0 when void, else wins s.
 */
import type { CasinoMarket, RoundOutcome, RoundSettlement } from '@esk/scenarios/games/types';
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

/** A round's settlement with its sids as sets, for the worst-case sums over many settlements. */
export interface SettlementSets {
  winners: ReadonlySet<string>;
  voids: ReadonlySet<string>;
}

const prepared = new WeakMap<readonly RoundSettlement[], readonly SettlementSets[]>();

/** A table's settlements (CasinoTable.outcomes()) as sets, made once per list. */
export function settlementSets(settlements: readonly RoundSettlement[]): readonly SettlementSets[] {
  let sets = prepared.get(settlements);
  if (!sets) {
    sets = settlements.map((settlement) => ({
      winners: new Set(settlement.winners),
      voids: new Set(settlement.voids ?? []),
    }));
    prepared.set(settlements, sets);
  }
  return sets;
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

/**
 * The worst loss (zero or negative) a user's bets of one round can make: the minimum, over
 * every settlement the round can end with, of what the bets make on it. Back A and back B
 * on teen20 lose only the margin, whichever wins; a back and a lay on one sid hedge.
 */
export function bookWorstCase(
  books: ReadonlyMap<string, SidBook>,
  settlements: readonly SettlementSets[],
): Paise {
  if (books.size === 0) return 0;
  let worst = 0;
  for (const settlement of settlements) {
    let total = 0;
    for (const [sid, book] of books) {
      total += settlement.winners.has(sid) ? book.wins : settlement.voids.has(sid) ? 0 : book.loses;
    }
    if (total < worst) worst = total;
  }
  return worst;
}

/** bookWorstCase of a list of bets (tests and reports; placement keeps the per-sid books). */
export function roundWorstCase(bets: readonly BetTerms[], settlements: readonly RoundSettlement[]): Paise {
  const books = new Map<string, SidBook>();
  for (const bet of bets) books.set(bet.sid, addToSid(books.get(bet.sid), bet));
  return bookWorstCase(books, settlementSets(settlements));
}

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
