/**
 * Andar Bahar 20-20 (gtype ab20; the lobby's virtual Andar Bahar): a joker card is turned,
 * then cards go to Bahar and Andar in turn, Bahar first, until one matches the joker's rank;
 * that side wins. Bahar, dealt first, wins a little more often: Bahar 1.90, Andar 1.98.
 * The result's cards are the dealt ones (Bahar, Andar, Bahar ...); the joker travels in desc.
 * Results: '1' Andar, '2' Bahar. desc (|): Winner | Joker (its card code) | Cards dealt.
 */
import { ab20Sides } from '@esk/contracts/catalog/result-cards';
import { assertDistinct, DECK_52, isCard, rankOf } from '../casino/cards';
import { outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const markets: ProviderMarket[] = [
  { sid: '1', nat: 'Andar', rate: 1.98 },
  { sid: '2', nat: 'Bahar', rate: 1.9 },
];

export const ab20: ProviderRules = {
  gtype: 'ab20',
  markets,
  dealsCards: true,
  /** The joker first, then the dealt cards. */
  deal(rng) {
    const [joker, ...rest] = rng.shuffle(DECK_52);
    const dealt: string[] = [];
    for (const card of rest) {
      dealt.push(card);
      if (rankOf(card) === rankOf(joker as string)) break;
    }
    return [joker as string, ...dealt];
  },
  /** The detail's cards leave the joker out (it is in desc). */
  cardsOf: (draw) => draw.slice(1),
  evaluate(draw) {
    assertDistinct(draw);
    const [joker, ...dealt] = draw;
    const last = dealt.at(-1);
    if (!joker || !isCard(joker) || !last || rankOf(last) !== rankOf(joker)) {
      throw new RangeError('ab20: the deal must end on the joker rank');
    }
    if (dealt.slice(0, -1).some((card) => rankOf(card) === rankOf(joker))) {
      throw new RangeError('ab20: the deal stops at the first match');
    }
    const { andar } = ab20Sides(dealt.join(','));
    const andarWins = andar.at(-1) === last && dealt.length % 2 === 0;
    const result = andarWins ? '1' : '2';
    return outcome({
      winners: [result],
      desc: [andarWins ? 'Andar' : 'Bahar', joker, String(dealt.length)].join('|'),
    });
  },
};
