/**
 * 32 Cards B (card32eu, event 3034): the card32-a round (card32.ts) with more markets.
 * Sids follow the real feed: Players 8-11 1-4 (back/lay, as card32-a); Player N Odd/Even
 * 5-12; Any Three Card Black 13, Any Three Card Red 14; Single 1-9, 0 15-24; 8 & 9 Total
 * 25; 10 & 11 Total 26; Two Black Two Red 27.
 *
 * Rules decided here (the spec names the rows, not their rules). All side markets read
 * the first pass only, the four cards every round has, so tie passes never change them:
 *  - Player N Odd/Even: the player's first card (7, 9, J=11, K=13 odd; 6, 8, 10, Q=12 even).
 *  - Any Three Card Black / Red: three or four of the four first cards are black / red.
 *    Two Black Two Red: two of each. Exactly one of the three wins.
 *  - 8 & 9 Total / 10 & 11 Total: the card values (not the scores) of players 8 and 9
 *    summed against those of 10 and 11; the higher sum wins; equal sums (8%) lose both.
 *  - Single N: the last digit of the four first cards' values summed (near uniform).
 * Result codes and desc as card32-a; the desc adds the side results in the tokens real
 * settlement code reads: 'Black'/'Red'/'2-2', '8-9'/'10-11', the single digit, 'N : Odd'.
 */

import type { Card, CasinoMarket, RoundOutcome, RoundView } from '../types';
import { CARD32_PLAYERS, card32RoundFields, card32Value, dealCard32 } from './card32';
import { card32PlayerMarkets, card32Results, card32Winner } from './card32-a';
import { isRed } from './cards';
import { tableIdentity } from './identity';
import { backLayRow, type CasinoTable, roundInfo, sidOf, statusDigit } from './table';

const SINGLES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

const markets: CasinoMarket[] = [
  ...card32PlayerMarkets,
  ...CARD32_PLAYERS.flatMap((player, index) => [
    { sid: String(5 + index * 2), nat: `Player ${player} Odd`, b1: 1.97, betFor: 'oddEven' },
    { sid: String(6 + index * 2), nat: `Player ${player} Even`, b1: 1.97, betFor: 'oddEven' },
  ]),
  { sid: '13', nat: 'Any Three Card Black', b1: 3.15, l1: 3.5, betFor: 'color' },
  { sid: '14', nat: 'Any Three Card Red', b1: 3.15, l1: 3.5, betFor: 'color' },
  ...SINGLES.map((digit, index) => ({
    sid: String(15 + index),
    nat: `Single ${digit}`,
    b1: 9.5,
    betFor: 'single',
  })),
  { sid: '25', nat: '8 & 9 Total', b1: 2.08, betFor: 'total' },
  { sid: '26', nat: '10 & 11 Total', b1: 2.08, betFor: 'total' },
  { sid: '27', nat: 'Two Black Two Red', b1: 2.38, l1: 2.62, betFor: 'color' },
];

function evaluate(cards: Card[]): RoundOutcome {
  const { result, desc } = card32Winner(cards);
  const first = cards.slice(0, 4);
  const values = first.map(card32Value);
  const reds = first.filter(isRed).length;
  const colour = reds >= 3 ? 'Red' : reds <= 1 ? 'Black' : '2-2';
  const colourNat =
    reds >= 3 ? 'Any Three Card Red' : reds <= 1 ? 'Any Three Card Black' : 'Two Black Two Red';
  const [v8 = 0, v9 = 0, v10 = 0, v11 = 0] = values;
  const total = v8 + v9 > v10 + v11 ? '8-9' : v8 + v9 < v10 + v11 ? '10-11' : '';
  const single = String((v8 + v9 + v10 + v11) % 10);
  const parities = CARD32_PLAYERS.map((player, index) => ({
    player,
    parity: (values[index] ?? 0) % 2 === 1 ? 'Odd' : 'Even',
  }));
  const winners = [
    result,
    ...parities.map(({ player, parity }) => sidOf(markets, `Player ${player} ${parity}`)),
    sidOf(markets, colourNat),
    sidOf(markets, `Single ${single}`),
    ...(total ? [sidOf(markets, total === '8-9' ? '8 & 9 Total' : '10 & 11 Total')] : []),
  ];
  return {
    result,
    winners,
    desc: [
      ...desc,
      colour,
      total || 'Total Tie',
      single,
      ...parities.map(({ player, parity }) => `${player} : ${parity}`),
    ].join(' | '),
    win: result,
  };
}

function feed(view: RoundView) {
  const gstatus = statusDigit(view);
  return {
    t1: [{ ...roundInfo('card32eu', view), ...card32RoundFields(view.cards, view.shown) }],
    t2: markets.map((market) => ({ ...backLayRow(market, view, gstatus, 'nation'), gtype: 'card32eu' })),
  };
}

export const card32eu: CasinoTable = {
  ...tableIdentity('card32eu'),
  gtype: 'card32eu',
  results: card32Results,
  maxCards: 32,
  markets,
  deal: dealCard32,
  evaluate,
  feed,
};
