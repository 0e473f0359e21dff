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
import type { Card, CasinoMarket, RoundOutcome, RoundSettlement, RoundView } from '../types';
import { CARD32_PLAYERS, card32ResultCards, card32RoundFields, card32Value, dealCard32 } from './card32';
import { card32PlayerMarkets, card32Results, card32Winner } from './card32-a';
import { isRed, makeCard } from './cards';
import { tableIdentity } from './identity';
import { memoised } from './outcomes';
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

/** The side markets' results, read from the first pass (the four cards every round has). */
function sideResults(first: readonly Card[]) {
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
    ...parities.map(({ player, parity }) => sidOf(markets, `Player ${player} ${parity}`)),
    sidOf(markets, colourNat),
    sidOf(markets, `Single ${single}`),
    ...(total ? [sidOf(markets, total === '8-9' ? '8 & 9 Total' : '10 & 11 Total')] : []),
  ];
  return { winners, colour, total, single, parities };
}

function evaluate(cards: Card[]): RoundOutcome {
  const { result, desc } = card32Winner(cards);
  const side = sideResults(cards.slice(0, 4));
  return {
    result,
    winners: [result, ...side.winners],
    desc: [
      ...desc,
      side.colour,
      side.total || 'Total Tie',
      side.single,
      ...side.parities.map(({ player, parity }) => `${player} : ${parity}`),
    ].join(' | '),
    win: result,
  };
}

const VALUES = [6, 7, 8, 9, 10, 11, 12, 13] as const;
const RANK_OF: Record<number, '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K'> = {
  6: '6',
  7: '7',
  8: '8',
  9: '9',
  10: '10',
  11: 'J',
  12: 'Q',
  13: 'K',
};

/**
 * Every settlement: each first pass the 32-card deck can deal (a value and a colour per
 * player, two cards of each kind), with the side markets it settles, won by any player it
 * leaves among the leaders (tied leaders draw again, and any of them can win that).
 * Passes that settle the same way are evaluated once.
 */
function settlements(): RoundSettlement[] {
  // A kind is a value and a colour: kind = valueIndex * 2 + (red ? 1 : 0); two cards of each.
  const kinds = VALUES.length * 2;
  const valueOfKind = (kind: number) => VALUES[kind >> 1] ?? 6;
  const [base8, base9, base10, base11] = CARD32_PLAYERS;
  /** Side results by what decides them (parities, colours, single digit, totals): evaluated once each. */
  const sides = new Map<number, string[]>();
  const seen = new Set<number>();
  const out: RoundSettlement[] = [];
  for (let a = 0; a < kinds; a++)
    for (let b = 0; b < kinds; b++)
      for (let c = 0; c < kinds; c++)
        for (let d = 0; d < kinds; d++) {
          // Three of one kind cannot be dealt (two cards each).
          if ((a === b && (b === c || b === d)) || (c === d && (a === c || b === c))) continue;
          const v8 = valueOfKind(a);
          const v9 = valueOfKind(b);
          const v10 = valueOfKind(c);
          const v11 = valueOfKind(d);
          const totals = [base8 + v8, base9 + v9, base10 + v10, base11 + v11] as const;
          const best = Math.max(totals[0], totals[1], totals[2], totals[3]);
          const parities = (v8 % 2) | ((v9 % 2) << 1) | ((v10 % 2) << 2) | ((v11 % 2) << 3);
          const reds = (a % 2) + (b % 2) + (c % 2) + (d % 2);
          const colour = reds <= 1 ? 0 : reds === 2 ? 1 : 2;
          const split = Math.sign(v8 + v9 - v10 - v11) + 1;
          const sideKey = ((parities * 3 + colour) * 10 + ((v8 + v9 + v10 + v11) % 10)) * 3 + split;
          let side = sides.get(sideKey);
          if (!side) {
            const cards = [a, b, c, d].map((kind) =>
              makeCard(RANK_OF[valueOfKind(kind)] ?? '6', kind % 2 === 1 ? 'H' : 'S'),
            );
            side = sideResults(cards).winners;
            sides.set(sideKey, side);
          }
          for (let i = 0; i < 4; i++) {
            const key = sideKey * 4 + i;
            if (totals[i] !== best || seen.has(key)) continue;
            seen.add(key);
            out.push({ winners: [String(i + 1), ...side] });
          }
        }
  return out;
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
  resultCards: card32ResultCards,
  outcomes: memoised(settlements),
  feed,
};
