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

/** What a sid does in a settlement. */
const LOSES = 0;
const WINS = 1;
const VOID = 2;

/**
 * A table's settlements as one row per sid: what that sid does (loses, wins, is void) in
 * each settlement, so adding a bet to a user's round costs one pass over the settlements
 * whatever else the user has bet (card32eu has 1,884 of them).
 */
export interface SettlementMatrix {
  count: number;
  bySid: ReadonlyMap<string, Uint8Array>;
}

const matrices = new WeakMap<readonly RoundSettlement[], SettlementMatrix>();

/** The matrix of a table's settlements (CasinoTable.outcomes()), made once per list. */
export function settlementMatrix(settlements: readonly RoundSettlement[]): SettlementMatrix {
  let matrix = matrices.get(settlements);
  if (!matrix) {
    const bySid = new Map<string, Uint8Array>();
    const row = (sid: string) => {
      let states = bySid.get(sid);
      if (!states) {
        states = new Uint8Array(settlements.length);
        bySid.set(sid, states);
      }
      return states;
    };
    settlements.forEach((settlement, index) => {
      for (const sid of settlement.winners) row(sid)[index] = WINS;
      for (const sid of settlement.voids ?? []) row(sid)[index] = VOID;
    });
    matrix = { count: settlements.length, bySid };
    matrices.set(settlements, matrix);
  }
  return matrix;
}

/**
 * What a user's bets of one round make in each settlement of the table (paise), with one more
 * bet: a new array, so the caller commits it only once the wallet can cover it.
 */
export function addToRound(
  totals: Float64Array | undefined,
  matrix: SettlementMatrix,
  bet: BetTerms,
): Float64Array {
  const next = totals ? Float64Array.from(totals) : new Float64Array(matrix.count);
  const win = betProfit(bet, { winners: [bet.sid] });
  const lose = betProfit(bet, { winners: [] });
  const states = matrix.bySid.get(bet.sid);
  for (let index = 0; index < matrix.count; index++) {
    const state = states ? states[index] : LOSES;
    next[index] = (next[index] ?? 0) + (state === WINS ? win : state === VOID ? 0 : lose);
  }
  return next;
}

/**
 * The worst loss (zero or negative) a user's bets of one round can make: the least they make
 * in any settlement the round can end with. Back A and back B on teen20 lose only the margin,
 * whichever wins; a back and a lay on one sid hedge.
 */
export function worstOfRound(totals: Float64Array | undefined): Paise {
  let worst = 0;
  for (const total of totals ?? []) if (total < worst) worst = total;
  return worst;
}

/** The worst case of a list of bets over the table's settlements (tests and reports). */
export function roundWorstCase(bets: readonly BetTerms[], settlements: readonly RoundSettlement[]): Paise {
  const matrix = settlementMatrix(settlements);
  let totals: Float64Array | undefined;
  for (const bet of bets) totals = addToRound(totals, matrix, bet);
  return worstOfRound(totals);
}

/** What the bet puts at risk: the stake of a back bet, the liability of a lay bet. */
export const betLiability = (bet: BetTerms): Paise => (bet.isLay ? winAmount(bet) : bet.stake);

/**
 * The sids a bet's position row covers: the markets sharing its betFor (LOW/HIGH, the
 * thirteen cards, Red/Black, Dragon/Tiger/Tie); a market alone in its betFor (Teenpatti's
 * 'Player A', 32 Cards' 'Player 8') covers the game's other such runners, not its side
 * markets (a lay on Player 9 says nothing of card32eu's 'Single 3').
 */
export function positionGroup(markets: readonly CasinoMarket[], sid: string): CasinoMarket[] {
  const own = markets.find((market) => market.sid === sid);
  if (!own) return [];
  const sharing = (betFor: string) => markets.filter((market) => market.betFor === betFor);
  const group = sharing(own.betFor);
  return group.length > 1 ? group : markets.filter((market) => sharing(market.betFor).length === 1);
}

/** posArray of a bet: for each sid of its group, what the bet makes if that sid wins (paise). */
export function betPositions(markets: readonly CasinoMarket[], bet: BetTerms): Record<string, Paise> {
  const positions: Record<string, Paise> = {};
  for (const market of positionGroup(markets, bet.sid)) {
    positions[market.sid] = betProfit(bet, { winners: [market.sid] });
  }
  return positions;
}

/** How a sent rate is read (one module with the scenarios' scripted bettors). */
export { decimalRate, FRACTION_RATE_TABLES, wireRate } from '@esk/scenarios/games/casino/rates';

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
