/**
 * Amar Akbar Anthony (aaa, event 3056): one card from a 52-card deck.
 *
 * A. Amar wins on A-6, B. Akbar on 7-10, C. Anthony on J-K; each can be backed (Yes) or
 * laid (No). Back-only boxes: Even/Odd by rank value (A=1 .. K=13), Red/Black by suit,
 * 'Card X' on the exact rank. Rows go out in the order the page reads them (t2[0] Amar
 * .. t2[19] Card K), with gstatus 'ACTIVE'/'SUSPENDED'.
 * Result codes: '1' A, '2' B, '3' C.
 */

import type { Card, CasinoMarket, RoundOutcome, RoundView } from '../types';
import { assertCards, colourOf, DECK_52, faceUp, parityOf, rankOf, rankValue } from './cards';
import { tableIdentity } from './identity';
import { memoised } from './outcomes';
import { backLayRow, type CasinoTable, cardMarkets, roundInfo, sidOf, statusWord } from './table';

const markets: CasinoMarket[] = [
  { sid: '1', nat: 'Amar', b1: 2.12, l1: 2.28, betFor: 'aaa' },
  { sid: '2', nat: 'Akbar', b1: 3.15, l1: 3.45, betFor: 'aaa' },
  { sid: '3', nat: 'Anthony', b1: 4.15, l1: 4.55, betFor: 'aaa' },
  { sid: '4', nat: 'Even', b1: 2.12, betFor: 'oddEven' },
  { sid: '5', nat: 'Odd', b1: 1.83, betFor: 'oddEven' },
  { sid: '6', nat: 'Red', b1: 1.97, betFor: 'color' },
  { sid: '7', nat: 'Black', b1: 1.97, betFor: 'color' },
  ...cardMarkets(8, 12),
];

const NAMES = ['Amar', 'Akbar', 'Anthony'] as const;

/** '1' Amar, '2' Akbar (7-10), '3' Anthony (J-K). */
export function aaaResult(card: Card): '1' | '2' | '3' {
  const value = rankValue(card);
  return value <= 6 ? '1' : value <= 10 ? '2' : '3';
}

function evaluate(cards: Card[]): RoundOutcome {
  assertCards(cards, 1);
  const card = cards[0] as Card;
  const result = aaaResult(card);
  const name = NAMES[Number(result) - 1] as string;
  const parity = parityOf(card);
  const colour = colourOf(card);
  const cardName = `Card ${rankOf(card)}`;
  return {
    result,
    winners: [result, sidOf(markets, parity), sidOf(markets, colour), sidOf(markets, cardName)],
    desc: [name, parity, colour, cardName].join(' | '),
    win: result,
  };
}

function feed(view: RoundView) {
  const [c1 = '1'] = faceUp(view.cards, view.shown, 1);
  const gstatus = statusWord(view);
  return {
    t1: [{ ...roundInfo('aaa', view), C1: c1, cards: c1 }],
    t2: markets.map((market) => backLayRow(market, view, gstatus)),
  };
}

export const aaa: CasinoTable = {
  ...tableIdentity('aaa'),
  gtype: 'aaa',
  results: { '1': 'Amar', '2': 'Akbar', '3': 'Anthony' },
  maxCards: 1,
  markets,
  deal: (rng) => [rng.pick(DECK_52)],
  evaluate,
  outcomes: memoised(() => DECK_52.map((card) => evaluate([card]))),
  feed,
};
