/**
 * Amar Akbar Anthony (aaa, event 3056): one card from a 52-card deck.
 *
 * A. Amar wins on A-6, B. Akbar on 7-10, C. Anthony on J-K; each can be backed (Yes) or
 * laid (No). Back-only boxes: Even/Odd by rank value (A=1 .. K=13), Red/Black by suit,
 * 'Card X' on the exact rank. Rows go out in the order the page reads them (t2[0] Amar
 * .. t2[19] Card K), with gstatus 'ACTIVE'/'SUSPENDED'.
 * Result codes: '1' A, '2' B, '3' C.
 */

import type { Card, CasinoMarket } from '../types';
import { rankValue } from './cards';
import { singleCardTable } from './single-card';
import { backLayRow, type CasinoTable, cardMarkets, statusWord } from './table';

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

/** '1' Amar, '2' Akbar (7-10), '3' Anthony (J-K). */
export function aaaResult(card: Card): '1' | '2' | '3' {
  const value = rankValue(card);
  return value <= 6 ? '1' : value <= 10 ? '2' : '3';
}

export const aaa: CasinoTable = singleCardTable({
  shortName: 'aaa',
  results: { '1': 'Amar', '2': 'Akbar', '3': 'Anthony' },
  markets,
  resultOf: aaaResult,
  winnersOf: (result) => [result],
  row: (market, view) => backLayRow(market, view, statusWord(view)),
});
