/**
 * Lucky 7 - B (gtype lucky7eu): one card, as Lucky 7 (a 7 makes LOW and HIGH lose), plus four
 * lines: Line 1 A-3, Line 2 4-6, Line 3 8-10, Line 4 J-K (a 7 is on none). Even/Odd by rank
 * value (A=1 .. K=13), Red/Black by suit, Card A..K on the exact rank.
 * Results: '0' tie (the 7), '1' low, '2' high. desc (|): Winner | Odd/Even | Color | Card | Line.
 */
import { parseCard, RANKS } from '@esk/contracts/catalog/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const LINES = [
  { nat: 'Line 1', from: 1, to: 3 },
  { nat: 'Line 2', from: 4, to: 6 },
  { nat: 'Line 3', from: 8, to: 10 },
  { nat: 'Line 4', from: 11, to: 13 },
];

const markets: ProviderMarket[] = [
  { sid: '1', nat: 'LOW Card', rate: 2 },
  { sid: '2', nat: 'HIGH Card', rate: 2 },
  { sid: '3', nat: 'Even', rate: 2.1 },
  { sid: '4', nat: 'Odd', rate: 1.79 },
  { sid: '5', nat: 'Red', rate: 1.95 },
  { sid: '6', nat: 'Black', rate: 1.95 },
  ...LINES.map((line, index) => ({ sid: String(7 + index), nat: line.nat, rate: 4.1 })),
  ...RANKS.map((rank, index) => ({ sid: String(11 + index), nat: `Card ${rank}`, rate: 12 })),
];

const sidOf = (nat: string) => markets.find((market) => market.nat === nat)?.sid as string;

export const lucky7eu: ProviderRules = {
  gtype: 'lucky7eu',
  markets,
  dealsCards: true,
  deal: (rng) => drawCards(rng, 1),
  evaluate(draw) {
    assertDrawLength(draw, 1, 'lucky7eu');
    const card = parseCard(draw[0] as string);
    const result = card.value === 7 ? '0' : card.value < 7 ? '1' : '2';
    const parity = card.value % 2 === 1 ? 'Odd' : 'Even';
    const line = LINES.find((entry) => card.value >= entry.from && card.value <= entry.to);
    return outcome({
      result,
      winners: [
        ...(result === '0' ? [] : [result]),
        sidOf(parity),
        sidOf(card.colour),
        ...(line ? [sidOf(line.nat)] : []),
        sidOf(`Card ${card.rank}`),
      ],
      desc: [
        { '0': 'Tie', '1': 'Low Card', '2': 'High Card' }[result],
        parity,
        card.colour,
        `Card ${card.rank}`,
        line?.nat ?? 'No Line',
      ].join('|'),
      win: result,
    });
  },
};
