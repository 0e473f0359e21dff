/**
 * Test Teenpatti (teen9, event 3048): three players Tiger, Lion and Dragon, three cards
 * each from a 52-card deck, dealt T, L, D, T, L, D, T, L, D (deal() and the result
 * detail keep that order; live, C1-C3 are Tiger's, C4-C6 Lion's, C7-C9 Dragon's).
 *
 * Rows × columns: Winner (the best teen patti hand of the three, teen-patti.ts; suits
 * split equal ranks, so one player always wins) and one row per hand category of that
 * player's own three cards: Pair, Flush (colour), Straight (sequence), Trio (trail),
 * StraightFlush (pure sequence). The categories are exclusive: a trio is not a pair, a
 * straight flush is neither a straight nor a flush.
 * Section ids: Tiger 11-16, Lion 21-26, Dragon 31-36 (Winner, Pair, Flush, Straight,
 * Trio, StraightFlush). Result codes: '11' Tiger, '21' Lion, '31' Dragon.
 * Feed rows: {nation, trate/lrate/drate, tsection/lsection/dsection (and dsectionid, the
 * feed's other spelling), tstatus/lstatus/dstatus 'True'/'False'}.
 */
import type { Card, CasinoMarket, RoundOutcome, RoundSettlement, RoundView } from '../types';
import { assertCards, DECK_52, faceUp } from './cards';
import { tableIdentity } from './identity';
import { memoised } from './outcomes';
import { type CasinoTable, rateText, roundInfo, statusFlag } from './table';
import { bestHand, evaluateHand, HandCategory, handName } from './teen-patti';

const PLAYERS = [
  { name: 'Tiger', key: 't', base: 10 },
  { name: 'Lion', key: 'l', base: 20 },
  { name: 'Dragon', key: 'd', base: 30 },
] as const;

/** Rows in feed order with their section offset and back rate (same rate for each player). */
const ROWS = [
  { nation: 'Winner', offset: 1, rate: 2.94, category: undefined },
  { nation: 'Pair', offset: 2, rate: 5.5, category: HandCategory.Pair },
  { nation: 'Flush', offset: 3, rate: 19, category: HandCategory.Colour },
  { nation: 'Straight', offset: 4, rate: 29, category: HandCategory.Sequence },
  { nation: 'Trio', offset: 5, rate: 400, category: HandCategory.Trail },
  { nation: 'StraightFlush', offset: 6, rate: 440, category: HandCategory.PureSequence },
] as const;

const section = (player: (typeof PLAYERS)[number], row: (typeof ROWS)[number]) =>
  String(player.base + row.offset);

const markets: CasinoMarket[] = ROWS.flatMap((row) =>
  PLAYERS.map((player) => ({
    sid: section(player, row),
    nat: `${player.name} ${row.nation}`,
    b1: row.rate,
    betFor: row.nation,
  })),
);

/** The three hands (Tiger, Lion, Dragon) of a deal in dealing order. */
export const teen9Hands = (cards: readonly string[]): [string[], string[], string[]] => [
  cards.filter((_, index) => index % 3 === 0),
  cards.filter((_, index) => index % 3 === 1),
  cards.filter((_, index) => index % 3 === 2),
];

function evaluate(cards: Card[]): RoundOutcome {
  assertCards(cards, 9);
  const hands = teen9Hands(cards).map(evaluateHand);
  const winnerIndex = bestHand(hands);
  const winner = PLAYERS[winnerIndex] as (typeof PLAYERS)[number];
  const result = String(winner.base + 1);
  const categoryWins = PLAYERS.flatMap((player, index) => {
    const row = ROWS.find((entry) => entry.category === hands[index]?.category);
    return row ? [section(player, row)] : [];
  });
  return {
    result,
    winners: [result, ...categoryWins],
    desc: [winner.name, ...hands.map((hand, index) => `${PLAYERS[index]?.name[0]} : ${handName(hand)}`)].join(
      ' | ',
    ),
    win: result,
  };
}

const CATEGORIES = [
  HandCategory.HighCard,
  HandCategory.Pair,
  HandCategory.Colour,
  HandCategory.Sequence,
  HandCategory.PureSequence,
  HandCategory.Trail,
];

/**
 * Every settlement: any mix of the three players' hand categories (each mix can be dealt),
 * won by any player holding the best category of the three (suits split the rest).
 */
function settlements(): RoundSettlement[] {
  return CATEGORIES.flatMap((tiger) =>
    CATEGORIES.flatMap((lion) =>
      CATEGORIES.flatMap((dragon) => {
        const categories = [tiger, lion, dragon];
        const best = Math.max(...categories);
        const categoryWins = PLAYERS.flatMap((player, index) => {
          const row = ROWS.find((entry) => entry.category === categories[index]);
          return row ? [section(player, row)] : [];
        });
        return PLAYERS.filter((_, index) => categories[index] === best).map((winner) => ({
          winners: [String(winner.base + 1), ...categoryWins],
        }));
      }),
    ),
  );
}

function feed(view: RoundView) {
  const [tiger, lion, dragon] = teen9Hands(faceUp(view.cards, view.shown, 9));
  const display = [...tiger, ...lion, ...dragon];
  const flag = statusFlag(view);
  const cardFields = Object.fromEntries(display.map((card, index) => [`C${index + 1}`, card]));
  return {
    t1: [{ ...roundInfo('teen9', view), ...cardFields, cards: display.join(',') }],
    t2: ROWS.map((row) => {
      const [t, l, d] = PLAYERS.map((player) => section(player, row));
      return {
        mid: view.roundId,
        nation: row.nation,
        trate: rateText(row.rate),
        lrate: rateText(row.rate),
        drate: rateText(row.rate),
        tsection: t,
        lsection: l,
        dsection: d,
        dsectionid: d,
        tstatus: flag,
        lstatus: flag,
        dstatus: flag,
      };
    }),
  };
}

export const teen9: CasinoTable = {
  ...tableIdentity('teen9'),
  gtype: 'teen9',
  results: { '11': 'Tiger', '21': 'Lion', '31': 'Dragon' },
  maxCards: 9,
  markets,
  deal: (rng) => rng.shuffle(DECK_52).slice(0, 9),
  evaluate,
  outcomes: memoised(settlements),
  feed,
};
