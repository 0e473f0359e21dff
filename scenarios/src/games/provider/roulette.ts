/**
 * Roulette (gtype roulette; the lobby's virtual 'roultee'): a European wheel, 0-36. Even-money
 * boxes pay 2, dozens 3, Zero 36; on 0 every box but Zero loses.
 * The draw is the pocket ('17'). Results: the pocket. desc (|): Number | Color | Odd/Even |
 * 1-18/19-36 | Dozen ('Zero' in each on 0).
 */
import { outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

const markets: ProviderMarket[] = [
  { sid: '1', nat: 'Red', rate: 2 },
  { sid: '2', nat: 'Black', rate: 2 },
  { sid: '3', nat: 'Odd', rate: 2 },
  { sid: '4', nat: 'Even', rate: 2 },
  { sid: '5', nat: '1-18', rate: 2 },
  { sid: '6', nat: '19-36', rate: 2 },
  { sid: '7', nat: '1st 12', rate: 3 },
  { sid: '8', nat: '2nd 12', rate: 3 },
  { sid: '9', nat: '3rd 12', rate: 3 },
  { sid: '10', nat: 'Zero', rate: 36 },
];

const sidOf = (nat: string) => markets.find((market) => market.nat === nat)?.sid as string;

/** What a pocket reads as: its colour, parity, half and dozen (all 'Zero' on 0). */
export function pocketFacts(pocket: number): [string, string, string, string] {
  if (pocket === 0) return ['Zero', 'Zero', 'Zero', 'Zero'];
  return [
    RED_NUMBERS.has(pocket) ? 'Red' : 'Black',
    pocket % 2 === 1 ? 'Odd' : 'Even',
    pocket <= 18 ? '1-18' : '19-36',
    ['1st 12', '2nd 12', '3rd 12'][Math.floor((pocket - 1) / 12)] as string,
  ];
}

export const roulette: ProviderRules = {
  gtype: 'roulette',
  markets,
  dealsCards: false,
  deal: (rng) => [String(rng.int(0, 36))],
  evaluate(draw) {
    const pocket = Number(draw[0]);
    if (draw.length !== 1 || !Number.isInteger(pocket) || pocket < 0 || pocket > 36) {
      throw new RangeError(`roulette: not a pocket: ${draw.join(',')}`);
    }
    const facts = pocketFacts(pocket);
    return outcome({
      winners: pocket === 0 ? [sidOf('Zero')] : facts.map(sidOf),
      desc: [String(pocket), ...facts].join('|'),
      result: String(pocket),
      win: String(pocket),
    });
  },
};
