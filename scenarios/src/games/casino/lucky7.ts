/**
 * Lucky 7 - A (lucky7, event 3032): one card from a 52-card deck.
 *
 * LOW Card wins on A-6, HIGH Card on 8-K; a 7 makes both LOW and HIGH lose (the real
 * table's rule: the house takes them, no void). Even/Odd by rank value (A=1, J=11, Q=12,
 * K=13; 7 is odd), Red/Black by suit, 'Card X' on the exact rank.
 * Result codes: '0' tie (the 7), '1' low, '2' high (the strip shows T, L, H).
 */

import type { Card, CasinoMarket, RoundOutcome, RoundView } from '../types';
import { assertCards, colourOf, DECK_52, faceUp, parityOf, rankOf, rankValue } from './cards';
import { tableIdentity } from './identity';
import { memoised } from './outcomes';
import { type CasinoTable, cardMarkets, rateRow, roundInfo, sidOf, statusDigit } from './table';

const markets: CasinoMarket[] = [
  { sid: '1', nat: 'LOW Card', b1: 2, betFor: 'lowHigh' },
  { sid: '2', nat: 'HIGH Card', b1: 2, betFor: 'lowHigh' },
  { sid: '3', nat: 'Even', b1: 2.1, betFor: 'oddEven' },
  { sid: '4', nat: 'Odd', b1: 1.79, betFor: 'oddEven' },
  { sid: '5', nat: 'Red', b1: 1.95, betFor: 'color' },
  { sid: '6', nat: 'Black', b1: 1.95, betFor: 'color' },
  ...cardMarkets(7, 12),
];

function evaluate(cards: Card[]): RoundOutcome {
  assertCards(cards, 1);
  const card = cards[0] as Card;
  const value = rankValue(card);
  const result = value === 7 ? '0' : value < 7 ? '1' : '2';
  const side = result === '0' ? [] : [sidOf(markets, result === '1' ? 'LOW Card' : 'HIGH Card')];
  const parity = parityOf(card);
  const colour = colourOf(card);
  const cardName = `Card ${rankOf(card)}`;
  return {
    result,
    winners: [...side, sidOf(markets, parity), sidOf(markets, colour), sidOf(markets, cardName)],
    desc: [result === '0' ? 'Tie' : result === '1' ? 'Low Card' : 'High Card', parity, colour, cardName].join(
      ' | ',
    ),
    win: result,
  };
}

function feed(view: RoundView) {
  const [c1 = '1'] = faceUp(view.cards, view.shown, 1);
  const gstatus = statusDigit(view);
  return {
    t1: [{ ...roundInfo('lucky7', view), C1: c1, cards: c1 }],
    t2: markets.map((market) => rateRow(market, view, gstatus)),
  };
}

export const lucky7: CasinoTable = {
  ...tableIdentity('lucky7'),
  gtype: 'lucky7',
  results: { '0': 'Tie', '1': 'Low Card', '2': 'High Card' },
  maxCards: 1,
  markets,
  deal: (rng) => [rng.pick(DECK_52)],
  evaluate,
  outcomes: memoised(() => DECK_52.map((card) => evaluate([card]))),
  feed,
};
