/**
 * Worli Matka (gtype worli): three cards make a pana of digits (A=1, 2-9, 10/J/Q/K 0) and its
 * single digit, the ocada (the digits' sum mod 10). Boxes 1-9 pay 9.5 on the ocada; 0, the likeliest
 * ocada (10.8%: four ranks count 0), pays 8.9 so it too stays a house bet.
 * Results: the ocada digit. desc (|): Pana ('149') | Ocada ('4').
 */
import { worliPana } from '@esk/contracts/catalog/result-cards';
import { assertDistinct } from '../casino/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

const markets: ProviderMarket[] = DIGITS.map((digit) => ({
  sid: digit,
  nat: `Single ${digit}`,
  rate: digit === '0' ? 8.9 : 9.5,
}));

export const worli: ProviderRules = {
  gtype: 'worli',
  markets,
  dealsCards: true,
  deal: (rng) => drawCards(rng, 3),
  evaluate(draw) {
    assertDrawLength(draw, 3, 'worli');
    assertDistinct(draw);
    const { pana, ocada } = worliPana(draw.join(','));
    return outcome({ winners: [ocada], desc: [pana, ocada].join('|') });
  },
};
