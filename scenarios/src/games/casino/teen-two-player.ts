/**
 * Two-player Teen Patti, shared by teen20 (20-20, 3030) and teen (1 Day, 3031).
 *
 * Six cards from a 52-card deck dealt A, B, A, B, A, B (deal() and the result detail's
 * cards keep that order: even positions are A's, odd ones B's). The better teen patti
 * hand wins (teen-patti.ts); suits split equal ranks, so there is never a tie.
 * Player A is sid '1', Player B sid '3' (the real feed's sids; the 20-20 table's
 * 'Pair plus' side bets, sids 2 and 4, are not offered). Back (lagai) 1.98, lay (khai)
 * 2.00.
 *
 * The feed serves two kinds of page at once:
 *  - t1[0] carries C1..C6 (A's cards in C1-C3, B's in C4-C6) like every diamond table,
 *    and t1[0].cards lists them in that order;
 *  - the lagai/khai page reads t1[0] as Player A and t1[1] as Player B, each with its own
 *    C1..C3, nation, sid/sectionId, b1/l1 as raw numbers (98 shows as 0.98) and gstatus
 *    'ACTIVE'/'SUSPENDED', so t1[0] also carries A's row and t1[1] is B's row;
 *  - t2 has the two player rows ({mid, nation, sid, sectionId, rate '1.98', b1 98, l1 100,
 *    bs1, ls1, gstatus}).
 */
import type { Card, CasinoMarket, RoundOutcome, RoundView } from '../types';
import { assertCards, DECK_52, faceUp } from './cards';
import { memoised, oneWinnerOf } from './outcomes';
import { type CasinoTable, ROW_SIZE, rateText, roundInfo, statusDigit, statusWord } from './table';
import { compareHands, evaluateHand, handName } from './teen-patti';

/** The lagai/khai raw value of a decimal rate: 1.98 -> 98 (profit per 100). */
export const rawRate = (rate: number): number => Math.round((rate - 1) * 100);

export const playerCards = (cards: readonly string[]): { a: string[]; b: string[] } => ({
  a: cards.filter((_, index) => index % 2 === 0),
  b: cards.filter((_, index) => index % 2 === 1),
});

export function createTwoPlayerTeen(table: {
  shortName: string;
  eventId: string;
  name: string;
  gtype: string;
  /** The result code of a Player B win: '2' on teen20, '3' on teen. */
  resultB: '2' | '3';
  /** gstatus of the t2 rows: '1'/'0' (teen20) or 'ACTIVE'/'SUSPENDED' (teen). */
  rowStatus: 'digit' | 'word';
}): CasinoTable {
  const markets: CasinoMarket[] = [
    { sid: '1', nat: 'Player A', b1: 1.98, l1: 2, betFor: 'Player A' },
    { sid: '3', nat: 'Player B', b1: 1.98, l1: 2, betFor: 'Player B' },
  ];

  function evaluate(cards: Card[]): RoundOutcome {
    assertCards(cards, 6);
    const { a, b } = playerCards(cards);
    const handA = evaluateHand(a);
    const handB = evaluateHand(b);
    const aWins = compareHands(handA, handB) > 0;
    return {
      result: aWins ? '1' : table.resultB,
      winners: [aWins ? '1' : '3'],
      desc: [aWins ? 'Player A' : 'Player B', `A : ${handName(handA)}`, `B : ${handName(handB)}`].join(' | '),
      win: aWins ? '1' : '3',
    };
  }

  function feed(view: RoundView) {
    const { a, b } = playerCards(faceUp(view.cards, view.shown, 6));
    const row = (market: CasinoMarket, gstatus: string) => ({
      mid: view.roundId,
      nation: market.nat,
      sid: market.sid,
      sectionId: market.sid,
      rate: rateText(market.b1),
      b1: rawRate(market.b1),
      bs1: Number(ROW_SIZE),
      l1: rawRate(market.l1 ?? market.b1),
      ls1: Number(ROW_SIZE),
      gstatus,
    });
    const [marketA, marketB] = markets as [CasinoMarket, CasinoMarket];
    const word = statusWord(view);
    const rowStatus = table.rowStatus === 'word' ? word : statusDigit(view);
    const cardsOf = (list: string[]) => ({ C1: list[0], C2: list[1], C3: list[2] });
    const info = roundInfo(table.gtype, view);
    return {
      t1: [
        {
          ...info,
          ...cardsOf(a),
          C4: b[0],
          C5: b[1],
          C6: b[2],
          cards: [...a, ...b].join(','),
          ...row(marketA, word),
        },
        { ...info, ...cardsOf(b), ...row(marketB, word) },
      ],
      t2: [row(marketA, rowStatus), row(marketB, rowStatus)],
    };
  }

  return {
    shortName: table.shortName,
    eventId: table.eventId,
    name: table.name,
    gtype: table.gtype,
    results: { '1': 'Player A', [table.resultB]: 'Player B' },
    maxCards: 6,
    markets,
    deal: (rng) => rng.shuffle(DECK_52).slice(0, 6),
    evaluate,
    outcomes: memoised(() => oneWinnerOf(markets)),
    feed,
  };
}
