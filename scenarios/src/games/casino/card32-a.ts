/**
 * 32 Cards A (card32-a, event 3055): Players 8, 9, 10, 11 (sids 1-4) with back and lay;
 * the rules are in card32.ts. Rates sit about 4% off the simulated chances (8: 7.9%,
 * 9: 16.4%, 10: 29.3%, 11: 46.5%).
 * Result codes: '1'..'4' for Players 8..11 (the strip shows 8, 9, 10, 11).
 */

import type { Card, CasinoMarket, RoundOutcome, RoundView } from '../types';
import {
  assertCard32Round,
  CARD32_PLAYERS,
  card32ResultCards,
  card32RoundFields,
  dealCard32,
} from './card32';
import { tableIdentity } from './identity';
import { memoised, oneWinnerOf } from './outcomes';
import { backLayRow, type CasinoTable, roundInfo, statusDigit } from './table';

export const card32PlayerMarkets: CasinoMarket[] = [
  { sid: '1', nat: 'Player 8', b1: 12.2, l1: 13.2, betFor: 'Player 8' },
  { sid: '2', nat: 'Player 9', b1: 5.85, l1: 6.35, betFor: 'Player 9' },
  { sid: '3', nat: 'Player 10', b1: 3.3, l1: 3.55, betFor: 'Player 10' },
  { sid: '4', nat: 'Player 11', b1: 2.08, l1: 2.22, betFor: 'Player 11' },
];

export const card32Results = { '1': 'Player 8', '2': 'Player 9', '3': 'Player 10', '4': 'Player 11' };

/** The winner's part of the outcome: result code, and desc 'Player 11 | 8 : 14 | 9 : 18 | ...'. */
export function card32Winner(cards: Card[]): { result: string; totals: number[]; desc: string[] } {
  const play = assertCard32Round(cards);
  const result = String(play.winner + 1);
  const totals = play.totals;
  return {
    result,
    totals,
    desc: [
      `Player ${CARD32_PLAYERS[play.winner]}`,
      ...CARD32_PLAYERS.map((player, index) => `${player} : ${totals[index]}`),
    ],
  };
}

function evaluate(cards: Card[]): RoundOutcome {
  const { result, desc } = card32Winner(cards);
  return { result, winners: [result], desc: desc.join(' | '), win: result };
}

function feed(view: RoundView) {
  const gstatus = statusDigit(view);
  return {
    t1: [{ ...roundInfo('card32', view), ...card32RoundFields(view.cards, view.shown) }],
    t2: card32PlayerMarkets.map((market) => ({
      ...backLayRow(market, view, gstatus, 'nation'),
      gtype: 'card32',
    })),
  };
}

export const card32A: CasinoTable = {
  ...tableIdentity('card32-a'),
  gtype: 'card32',
  results: card32Results,
  maxCards: 32,
  markets: card32PlayerMarkets,
  deal: dealCard32,
  evaluate,
  resultCards: card32ResultCards,
  outcomes: memoised(() => oneWinnerOf(card32PlayerMarkets)),
  feed,
};
