/**
 * Lucky 7 - A (lucky7, event 3032): one card from a 52-card deck.
 *
 * LOW Card wins on A-6, HIGH Card on 8-K; a 7 makes both LOW and HIGH lose (the real
 * table's rule: the house takes them, no void). Even/Odd by rank value (A=1, J=11, Q=12,
 * K=13; 7 is odd), Red/Black by suit, 'Card X' on the exact rank.
 * Result codes: '0' tie (the 7), '1' low, '2' high (the strip shows T, L, H).
 */

import type { Card, CasinoMarket } from '../types';
import { rankValue } from './cards';
import { singleCardTable } from './single-card';
import { type CasinoTable, cardMarkets, rateRow, sidOf, statusDigit } from './table';

const markets: CasinoMarket[] = [
  { sid: '1', nat: 'LOW Card', b1: 2, betFor: 'lowHigh' },
  { sid: '2', nat: 'HIGH Card', b1: 2, betFor: 'lowHigh' },
  { sid: '3', nat: 'Even', b1: 2.1, betFor: 'oddEven' },
  { sid: '4', nat: 'Odd', b1: 1.79, betFor: 'oddEven' },
  { sid: '5', nat: 'Red', b1: 1.95, betFor: 'color' },
  { sid: '6', nat: 'Black', b1: 1.95, betFor: 'color' },
  ...cardMarkets(7, 12),
];

/** '0' the tie (a 7: LOW and HIGH both lose), '1' low, '2' high (8-K). */
const lucky7Result = (card: Card) => {
  const value = rankValue(card);
  return value === 7 ? '0' : value < 7 ? '1' : '2';
};

export const lucky7: CasinoTable = singleCardTable({
  shortName: 'lucky7',
  results: { '0': 'Tie', '1': 'Low Card', '2': 'High Card' },
  markets,
  resultOf: lucky7Result,
  winnersOf: (result) => (result === '0' ? [] : [sidOf(markets, result === '1' ? 'LOW Card' : 'HIGH Card')]),
  row: (market, view) => rateRow(market, view, statusDigit(view)),
});
