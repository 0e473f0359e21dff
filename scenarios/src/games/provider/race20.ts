/**
 * Race 20 (gtype race20): the four kings are the horses. Cards are drawn from the other 48 and
 * each moves its suit's king one step; the first suit to draw 5 cards wins (3.85).
 * Results: '1' Spade, '2' Heart, '3' Club, '4' Diamond. desc (|): Winner ('K Heart') | Points
 * (all drawn cards, A=1 .. Q=12) | Cards (how many were drawn).
 */
import { SUIT_NAMES } from '@esk/contracts/catalog/cards';
import { cardPoints, RACE20_SUITS, race20Suits } from '@esk/contracts/catalog/result-cards';
import { assertDistinct, DECK_52, rankOf, suitOf } from '../casino/cards';
import { outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

export const RACE20_FINISH = 5;

const DECK_48 = DECK_52.filter((card) => rankOf(card) !== 'K');

const markets: ProviderMarket[] = RACE20_SUITS.map((suit, index) => ({
  sid: String(index + 1),
  nat: `K ${SUIT_NAMES[suit]}`,
  rate: 3.85,
}));

export const race20: ProviderRules = {
  gtype: 'race20',
  markets,
  dealsCards: true,
  deal(rng) {
    const drawn: string[] = [];
    const counts = new Map<string, number>();
    for (const card of rng.shuffle(DECK_48)) {
      drawn.push(card);
      const count = (counts.get(suitOf(card)) ?? 0) + 1;
      counts.set(suitOf(card), count);
      if (count === RACE20_FINISH) break;
    }
    return drawn;
  },
  evaluate(draw) {
    assertDistinct(draw, DECK_48);
    const lanes = race20Suits(draw.join(','));
    const last = draw.at(-1);
    const winner = last === undefined ? undefined : suitOf(last);
    if (
      !winner ||
      lanes[winner].length !== RACE20_FINISH ||
      RACE20_SUITS.some((suit) => lanes[suit].length > RACE20_FINISH)
    ) {
      throw new RangeError(`race20: the race must end on a suit's ${RACE20_FINISH}th card`);
    }
    const sid = String(RACE20_SUITS.indexOf(winner) + 1);
    const points = draw.reduce((sum, card) => sum + cardPoints(card), 0);
    return outcome({
      winners: [sid],
      desc: [`K ${SUIT_NAMES[winner]}`, String(points), String(draw.length)].join('|'),
    });
  },
};
