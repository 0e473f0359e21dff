/**
 * Casino Meter (gtype cmeter): the 9 of spades (Low's marker) and the 10 of spades (High's) are
 * always in play, then 8 cards from the other 50. Low scores its A-9 cards, High its 10-K cards
 * (10, J=11, Q=12, K=13), each with its marker. The higher score wins: Low 1.97, High 1.90; equal
 * scores return both. Results: '1' Low, '2' High, '0' equal. desc (|): Winner | 'Low 23 - High 41'.
 */
import { CMETER_HIGH_MARKER, CMETER_LOW_MARKER, cmeterSides } from '@esk/contracts/catalog/result-cards';
import { assertDistinct, DECK_52 } from '../casino/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const REST = DECK_52.filter((card) => card !== CMETER_LOW_MARKER && card !== CMETER_HIGH_MARKER);

const markets: ProviderMarket[] = [
  { sid: '1', nat: 'Low', rate: 1.97 },
  { sid: '2', nat: 'High', rate: 1.9 },
];

export const cmeter: ProviderRules = {
  gtype: 'cmeter',
  markets,
  dealsCards: true,
  deal: (rng) => [CMETER_LOW_MARKER, CMETER_HIGH_MARKER, ...drawCards(rng, 8, REST)],
  evaluate(draw) {
    assertDrawLength(draw, 10, 'cmeter');
    assertDistinct(draw);
    if (draw[0] !== CMETER_LOW_MARKER || draw[1] !== CMETER_HIGH_MARKER) {
      throw new RangeError('cmeter: the markers 9SS and 10SS come first');
    }
    const { lowScore, highScore } = cmeterSides(draw.join(','));
    const result = lowScore > highScore ? '1' : highScore > lowScore ? '2' : '0';
    return outcome({
      result,
      winners: result === '0' ? [] : [result],
      voids: result === '0' ? ['1', '2'] : [],
      desc: [{ '1': 'Low', '2': 'High', '0': 'Equal' }[result], `Low ${lowScore} - High ${highScore}`].join(
        '|',
      ),
      win: result,
    });
  },
};
