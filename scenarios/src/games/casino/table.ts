/**
 * What every table module here adds to the CasinoGame interface, and the feed helpers they
 * share. The diamond feed is string-typed: ids, rates, gstatus and autotime are strings;
 * only min/max are numbers (and the one-day teen rows' b1/l1, see teen-two-player.ts).
 */
import type { Card, CasinoGame, CasinoMarket, RoundSettlement, RoundView } from '../types';

export interface CasinoTable extends CasinoGame {
  /** The gtype of t1 and of the round result detail (the result popup's layout key). */
  gtype: string;
  /** Every result code the round can end with, and what it means ('0': 'Tie'). */
  results: Readonly<Record<string, string>>;
  /**
   * Every settlement a round can end with, each once (outcomes.ts): a user's exposure on a
   * round is the worst case over these. Computed on first use.
   */
  outcomes(): readonly RoundSettlement[];
  /**
   * The result detail's `cards` for a round (default: the cards in dealing order, joined by
   * commas). The 32-card tables write them as the feed's passes of four ('1' where a player
   * sits a pass out), so the popup reads both with one rule.
   */
  resultCards?(cards: readonly Card[]): string;
}

export const TABLE_MIN = 100;
export const TABLE_MAX = 10000;

/** Whether the table takes bets in this view (markets open). */
export const isOpen = (view: RoundView): boolean => view.bettingOpen && !view.suspended;

/** gstatus in the '1'/'0' form (most tables, the number game). */
export const statusDigit = (view: RoundView): string => (isOpen(view) ? '1' : '0');

/** gstatus in the 'ACTIVE'/'SUSPENDED' form (AAA, the one-day teen rows). */
export const statusWord = (view: RoundView): string => (isOpen(view) ? 'ACTIVE' : 'SUSPENDED');

/** tstatus/lstatus/dstatus of the three-way game. */
export const statusFlag = (view: RoundView): string => (isOpen(view) ? 'True' : 'False');

/** Whole seconds of betting left, as the feed's autotime string ('0' once closed). */
export const autotime = (view: RoundView): string =>
  String(view.bettingOpen ? Math.max(0, Math.ceil(view.secondsLeft)) : 0);

/** A rate as the feed writes it: '2.00', '1.79', '12.00'. */
export const rateText = (rate: number): string => rate.toFixed(2);

/** The t1[0] fields every table sends. */
export function roundInfo(gtype: string, view: RoundView): Record<string, unknown> {
  return {
    mid: view.roundId,
    autotime: autotime(view),
    gtype,
    remark: '',
    min: TABLE_MIN,
    max: TABLE_MAX,
  };
}

/** A back-only market row in the lucky7/dt20 shape: {mid, sid, nat, rate, gstatus, min, max}. */
export function rateRow(market: CasinoMarket, view: RoundView, gstatus: string): Record<string, unknown> {
  return {
    mid: view.roundId,
    sid: market.sid,
    nat: market.nat,
    rate: rateText(market.b1),
    gstatus,
    min: TABLE_MIN,
    max: TABLE_MAX,
  };
}

/** Default back/lay size the rows carry (bs1/ls1). */
export const ROW_SIZE = '500000';

/** A market row in the back/lay shape (card32, AAA): b1/bs1 (+ l1/ls1 when layable) as strings. */
export function backLayRow(
  market: CasinoMarket,
  view: RoundView,
  gstatus: string,
  nameKey: 'nat' | 'nation' = 'nat',
): Record<string, unknown> {
  return {
    mid: view.roundId,
    sid: market.sid,
    [nameKey]: market.nat,
    b1: rateText(market.b1),
    bs1: ROW_SIZE,
    ...(market.l1 === undefined ? {} : { l1: rateText(market.l1), ls1: ROW_SIZE }),
    rate: rateText(market.b1),
    gstatus,
    min: TABLE_MIN,
    max: TABLE_MAX,
  };
}

/** The 13 single-card markets 'Card A' .. 'Card K' (Lucky 7, AAA) from a first sid. */
export function cardMarkets(firstSid: number, rate: number, prefix = 'Card'): CasinoMarket[] {
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  return ranks.map((rank, index) => ({
    sid: String(firstSid + index),
    nat: `${prefix} ${rank}`,
    b1: rate,
    betFor: 'cards',
  }));
}

/** The market whose nat is `nat` (throws when the table has none: a bug in the table module). */
export function sidOf(markets: readonly CasinoMarket[], nat: string): string {
  const market = markets.find((entry) => entry.nat === nat);
  if (!market) throw new RangeError(`no market '${nat}'`);
  return market.sid;
}
