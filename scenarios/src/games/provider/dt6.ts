/**
 * 1 Day Dragon Tiger (gtype dt6): Dragon's card, then Tiger's. The higher rank wins 1.93 (A=1
 * lowest, suits do not count); equal ranks are a Tie (11), which returns Dragon and Tiger bets.
 * Results: '1' Dragon, '2' Tiger, '3' Tie. desc ('*'): Winner * Pair * Odd/Even * Color * Suit.
 */
import { parseCard, SUIT_NAMES } from '@esk/contracts/catalog/cards';
import { assertDistinct } from '../casino/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const markets: ProviderMarket[] = [
  { sid: '1', nat: 'Dragon', rate: 1.93 },
  { sid: '2', nat: 'Tiger', rate: 1.93 },
  { sid: '3', nat: 'Tie', rate: 11 },
];

export const dt6: ProviderRules = {
  gtype: 'dt6',
  markets,
  dealsCards: true,
  deal: (rng) => drawCards(rng, 2),
  evaluate(draw) {
    assertDrawLength(draw, 2, 'dt6');
    assertDistinct(draw);
    const [dragon, tiger] = draw.map((card) => parseCard(card)) as [
      ReturnType<typeof parseCard>,
      ReturnType<typeof parseCard>,
    ];
    const result = dragon.value > tiger.value ? '1' : tiger.value > dragon.value ? '2' : '3';
    const both = (read: (card: typeof dragon) => string) => `Dragon ${read(dragon)} - Tiger ${read(tiger)}`;
    return outcome({
      result,
      winners: [result],
      voids: result === '3' ? ['1', '2'] : [],
      desc: [
        { '1': 'Dragon', '2': 'Tiger', '3': 'Tie' }[result],
        result === '3' ? 'Pair' : 'No Pair',
        both((card) => (card.value % 2 === 1 ? 'Odd' : 'Even')),
        both((card) => card.colour),
        both((card) => SUIT_NAMES[card.suit]),
      ].join('*'),
      win: result,
    });
  },
};
