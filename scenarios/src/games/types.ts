/**
 * The shape of a live casino game's rules. One module per game under games/casino/,
 * registered in games/casino/index.ts by shortName. The scenario engine deals rounds
 * with `deal`; the mock server builds the live feed with `feed` and settles bets with
 * `evaluate` + `settle`. Pure functions, no clock, no I/O: randomness only from the Rng passed in.
 */
import type { Rng } from '../rng';

/** A card in the feed's notation: rank (A, 2-10, J, Q, K) + doubled suit letter: 'KHH', '10SS', 'ACC', '7DD'. */
export type Card = string;

/** A bettable market of the game: one row of the feed's t2 (or one column for three-way games). */
export interface CasinoMarket {
  /** Section id as the feed sends it ('1', '2', ...). */
  sid: string;
  /** Display name as the feed sends it (nat/nation), e.g. 'LOW Card', 'Player A', 'Dragon'. */
  nat: string;
  /**
   * The name a bet on it carries (bet lists, reports, statements) when `nat` alone is ambiguous:
   * Andar Bahar's two '1st Bet' boxes are 'Andar 1st Bet' and 'Bahar 1st Bet'. Default nat.
   */
  title?: string;
  /** Back rate (decimal odds, e.g. 1.98 for even money minus margin; 12 for a single card). */
  b1: number;
  /** Lay rate when the market can be laid (teen20 khai, aaa No); undefined when back-only. */
  l1?: number;
  /** betFor as real clients send it (Lucky 7: lowHigh, cards, color, oddEven). */
  betFor: string;
}

/** What a finished round means. */
export interface RoundOutcome {
  /** The code the feed's result[] carries for the round (Lucky 7: '0' tie, '1' low, '2' high). */
  result: string;
  /** sids that win (back bets on them pay b1; lay bets on them lose). */
  winners: string[];
  /** sids whose back and lay bets are void (stakes returned), e.g. Lucky 7 low/high when the card is a 7. */
  voids?: string[];
  /** The result detail text as the result service sends it (desc), e.g. 'High Card | Even | Red | Card 9'. */
  desc: string;
  /** The result detail's `win` field (winning sid or code) as the result popup reads it. */
  win: string;
}

/** What settles a round's bets: the sids that win and the sids that are void. */
export type RoundSettlement = Pick<RoundOutcome, 'winners' | 'voids'>;

/** What the feed shows of a round at a moment. */
export interface RoundView {
  roundId: string;
  cards: Card[];
  /** How many cards are face up (the rest are sent hidden, as '1'). */
  shown: number;
  /** Seconds of betting left (the feed's autotime). */
  secondsLeft: number;
  /** Whether betting is open (markets' gstatus open) and whether the table is suspended. */
  bettingOpen: boolean;
  suspended: boolean;
  /** Recent results, newest first, for the feed's result[] (max 10). */
  lastResults: { mid: string; result: string }[];
}

export interface CasinoGame {
  shortName: string;
  eventId: string;
  name: string;
  /** Card count of a full round (Andar Bahar varies: this is the maximum dealt). */
  maxCards: number;
  markets: CasinoMarket[];
  /** Deals one round's cards in dealing order. */
  deal(rng: Rng): Card[];
  /** The outcome the cards mean under the game's rules. */
  evaluate(cards: Card[]): RoundOutcome;
  /** The live feed's t1 and t2 arrays for this view (objects matching contracts' casino round schema). */
  feed(view: RoundView): { t1: Record<string, unknown>[]; t2: Record<string, unknown>[] };
}
