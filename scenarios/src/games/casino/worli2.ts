/**
 * Instant Worli (worli2, event 3054): three cards from a 52-card deck; the winning single
 * digit is the sum of the card values mod 10, with A=1, 2-9 face value and 10, J, Q, K = 0
 * ('KHH,5SS,7DD' -> 0+5+7 = 12 -> 2). Ten tiles 1-9 and 0 (sid = the digit) pay 9.5.
 *
 * Result code: the digit itself ('0'..'9'). The spec's strip letters (1 E, 0 T, 2 R, else
 * A) read it as they are; the digit is what settles the tiles. Feed rows are
 * {mid, sid, nat, gstatus '1'/'0', rate '9.50'} (the page uses its fixed 9.5).
 * The result desc: 'Pana 570 | Single 2' (the three values in matka order, 0 last).
 */

import type { Card, CasinoMarket, RoundOutcome, RoundView } from '../types';
import { assertCards, DECK_52, faceUp, rankValue } from './cards';
import { tableIdentity } from './identity';
import { memoised, oneWinnerOf } from './outcomes';
import { type CasinoTable, rateRow, roundInfo, statusDigit } from './table';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

const markets: CasinoMarket[] = DIGITS.map((digit) => ({
  sid: digit,
  nat: digit,
  b1: 9.5,
  betFor: 'single',
}));

/** A card's worli value: A=1, 2-9 as is, 10/J/Q/K = 0. */
export function worliValue(card: Card): number {
  const value = rankValue(card);
  return value < 10 ? value : 0;
}

/** The single digit of three cards. */
export const worliDigit = (cards: readonly Card[]): number =>
  cards.reduce((sum, card) => sum + worliValue(card), 0) % 10;

/** The pana as matka writes it: the three values ascending with 0 counted as 10 ('570'). */
export const worliPana = (cards: readonly Card[]): string =>
  cards
    .map(worliValue)
    .map((value) => (value === 0 ? 10 : value))
    .sort((a, b) => a - b)
    .map((value) => String(value % 10))
    .join('');

function evaluate(cards: Card[]): RoundOutcome {
  assertCards(cards, 3);
  const digit = String(worliDigit(cards));
  return {
    result: digit,
    winners: [digit],
    desc: `Pana ${worliPana(cards)} | Single ${digit}`,
    win: digit,
  };
}

function feed(view: RoundView) {
  const shown = faceUp(view.cards, view.shown, 3);
  const gstatus = statusDigit(view);
  return {
    t1: [{ ...roundInfo('worli2', view), C1: shown[0], C2: shown[1], C3: shown[2], cards: shown.join(',') }],
    t2: markets.map((market) => rateRow(market, view, gstatus)),
  };
}

export const worli2: CasinoTable = {
  ...tableIdentity('worli2'),
  gtype: 'worli2',
  results: Object.fromEntries(DIGITS.map((digit) => [digit, `Single ${digit}`])),
  maxCards: 3,
  markets,
  deal: (rng) => rng.shuffle(DECK_52).slice(0, 3),
  evaluate,
  outcomes: memoised(() => oneWinnerOf(markets)),
  feed,
};
