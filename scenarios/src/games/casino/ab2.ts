/**
 * Andar Bahar 2 (ab2, event 3043; result layout 'abj'). A 52-card deck: the first card is
 * the joker, then cards go to Bahar and Andar in turn, Bahar first, until a card of the
 * joker's rank appears; its side wins. deal() and the result detail keep that order:
 * position 0 the joker, odd positions (1, 3, .. 11 ..) Bahar, even ones (2, 4, .. 12 ..)
 * Andar. A round has 2 to 50 cards (maxCards 50).
 *
 * Rows in the order the page reads them: SA, 1st Bet, 2nd Bet (Andar, sids 1-3), SB,
 * 1st Bet, 2nd Bet (Bahar, sids 4-6), all at 1.95; Joker A..K (sids 7-19) at 12; Joker
 * Spade/Club/Heart/Diamond (sids 20-23) are sent but are not markets (the spec's suit
 * boxes refuse bets); Joker Odd (24) 1.79 and Joker Even (25) 2.10, odd meaning A, 3, 5,
 * 7, 9, J, K. The joker side bets read the joker card.
 *
 * Rules decided here: the three boxes of a side win together when that side wins; the
 * 2nd Bet boxes (both sides) are void when the match comes with the first or second card
 * after the joker, as the live table takes the 2nd bet only after those two cards.
 * Result codes: '1' Andar, '2' Bahar (the strip: A for 1, else B).
 *
 * Feed: t1.C1 is the joker; t1.cards is the whole round, joker first, padded with '1' to
 * 50 entries so its length gives nothing away.
 */

import type { Rng } from '../../rng';
import type { Card, CasinoMarket, RoundOutcome, RoundView } from '../types';
import {
  assertDistinct,
  DECK_52,
  faceUp,
  makeCard,
  parityOf,
  parseCard,
  RANKS,
  rankOf,
  SUIT_NAMES,
} from './cards';
import { tableIdentity } from './identity';
import { memoised } from './outcomes';
import { type CasinoTable, cardMarkets, rateRow, roundInfo, sidOf, statusDigit } from './table';

const MAX_CARDS = 50;

const markets: CasinoMarket[] = [
  { sid: '1', nat: 'SA', title: 'Andar SA', b1: 1.95, betFor: 'andarBahar' },
  { sid: '2', nat: '1st Bet', title: 'Andar 1st Bet', b1: 1.95, betFor: 'andarBahar' },
  { sid: '3', nat: '2nd Bet', title: 'Andar 2nd Bet', b1: 1.95, betFor: 'andarBahar' },
  { sid: '4', nat: 'SB', title: 'Bahar SB', b1: 1.95, betFor: 'andarBahar' },
  { sid: '5', nat: '1st Bet', title: 'Bahar 1st Bet', b1: 1.95, betFor: 'andarBahar' },
  { sid: '6', nat: '2nd Bet', title: 'Bahar 2nd Bet', b1: 1.95, betFor: 'andarBahar' },
  ...cardMarkets(7, 12, 'Joker'),
  { sid: '24', nat: 'Joker Odd', b1: 1.79, betFor: 'oddEven' },
  { sid: '25', nat: 'Joker Even', b1: 2.1, betFor: 'oddEven' },
];

/** Sent in t2 (between Joker K and Joker Odd) but not bettable. */
const SUIT_ROWS: CasinoMarket[] = ['Spade', 'Club', 'Heart', 'Diamond'].map((suit, index) => ({
  sid: String(20 + index),
  nat: `Joker ${suit}`,
  b1: 3.75,
  betFor: 'color',
}));

const SIDES = {
  andar: { code: '1', name: 'Andar', sids: ['1', '2', '3'], second: '3' },
  bahar: { code: '2', name: 'Bahar', sids: ['4', '5', '6'], second: '6' },
} as const;

/** Index of the first card after the joker with the joker's rank (-1 when none). */
export function matchIndex(cards: readonly Card[]): number {
  const joker = cards[0];
  if (joker === undefined) return -1;
  const rank = rankOf(joker);
  return cards.findIndex((card, index) => index > 0 && rankOf(card) === rank);
}

function evaluate(cards: Card[]): RoundOutcome {
  assertDistinct(cards);
  const match = matchIndex(cards);
  if (match < 0 || match !== cards.length - 1)
    throw new RangeError('the round must end with the first match');
  const side = match % 2 === 0 ? SIDES.andar : SIDES.bahar;
  const joker = parseCard(cards[0] as Card);
  const voided = match <= 2;
  const parity = parityOf(joker.card);
  return {
    result: side.code,
    winners: [
      ...side.sids.filter((sid) => !voided || sid !== side.second),
      sidOf(markets, `Joker ${joker.rank}`),
      sidOf(markets, `Joker ${parity}`),
    ],
    ...(voided ? { voids: [SIDES.andar.second, SIDES.bahar.second] } : {}),
    desc: [side.name, `Joker ${joker.rank}`, parity, SUIT_NAMES[joker.suit]].join(' | '),
    win: side.code,
  };
}

/**
 * Every settlement: for each joker rank, either side winning with the match among the
 * first two cards after the joker (2nd Bets void) or later. Evaluated on the shortest
 * round of each kind, so the rules above decide them.
 */
function settlements(): RoundOutcome[] {
  return RANKS.flatMap((rank) => {
    const joker = makeCard(rank, 'H');
    const fillers = DECK_52.filter((card) => rankOf(card) !== rank);
    return [1, 2, 3, 4].map((matchAt) =>
      evaluate([joker, ...fillers.slice(0, matchAt - 1), makeCard(rank, 'S')]),
    );
  });
}

function deal(rng: Rng): Card[] {
  const deck = rng.shuffle(DECK_52);
  return deck.slice(0, matchIndex(deck) + 1);
}

function feed(view: RoundView) {
  const shown = faceUp(view.cards, view.shown, MAX_CARDS);
  const gstatus = statusDigit(view);
  const rows = [...markets.slice(0, 19), ...SUIT_ROWS, ...markets.slice(19)];
  return {
    t1: [{ ...roundInfo('abj', view), C1: shown[0], cards: shown.join(',') }],
    t2: rows.map((market) => ({ ...rateRow(market, view, gstatus), b1: market.b1.toFixed(2) })),
  };
}

export const ab2: CasinoTable = {
  ...tableIdentity('ab2'),
  gtype: 'abj',
  results: { '1': 'Andar', '2': 'Bahar' },
  maxCards: MAX_CARDS,
  markets,
  deal,
  evaluate,
  outcomes: memoised(settlements),
  feed,
};
