/**
 * Dus Ka Dum (gtype duskadum; the lobby's virtual 'dus-ka-dam'): three cards are added up, A=1,
 * 2-9 face value, 10/J/Q/K 10 (3 to 30). Dus: the total is a multiple of ten (8.8). Under 20
 * (1.90) and Over 20 (1.95): a total of exactly 20 returns them. Odd/Even of the total (1.95).
 * Results: the total. desc (|): Total | Dus or No Dus | Under/Over | Odd/Even.
 */
import { assertDistinct, rankValue } from '../casino/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

export const DUS_KA_DUM_LINE = 20;

const markets: ProviderMarket[] = [
  { sid: '1', nat: 'Dus', rate: 8.8 },
  { sid: '2', nat: 'Under 20', rate: 1.9 },
  { sid: '3', nat: 'Over 20', rate: 1.95 },
  { sid: '4', nat: 'Odd', rate: 1.95 },
  { sid: '5', nat: 'Even', rate: 1.95 },
];

export const dusKaDumValue = (card: string): number => Math.min(rankValue(card), 10);

export const dusKaDum: ProviderRules = {
  gtype: 'duskadum',
  markets,
  dealsCards: true,
  deal: (rng) => drawCards(rng, 3),
  evaluate(draw) {
    assertDrawLength(draw, 3, 'duskadum');
    assertDistinct(draw);
    const total = draw.reduce((sum, card) => sum + dusKaDumValue(card), 0);
    const dus = total % 10 === 0;
    const side = total < DUS_KA_DUM_LINE ? '2' : total > DUS_KA_DUM_LINE ? '3' : undefined;
    const parity = total % 2 === 1 ? '4' : '5';
    return outcome({
      result: String(total),
      winners: [...(dus ? ['1'] : []), ...(side ? [side] : []), parity],
      voids: side ? [] : ['2', '3'],
      desc: [
        String(total),
        dus ? 'Dus' : 'No Dus',
        side === '2' ? 'Under 20' : side === '3' ? 'Over 20' : 'Exactly 20',
        parity === '4' ? 'Odd' : 'Even',
      ].join('|'),
      win: String(total),
    });
  },
};
