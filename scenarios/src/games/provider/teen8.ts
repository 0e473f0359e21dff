/**
 * Open Teenpatti (gtype teen8): eight players and the dealer get three cards each, dealt a
 * round at a time (players 1-8, then the dealer). Each player whose hand beats the dealer's
 * (teen patti ranking, ../casino/teen-patti.ts: never a tie) wins 1.96.
 * win lists the winning players ('2,5,7'; '0' when the dealer beats all). desc (|): Winner |
 * Pair Plus (players holding a pair or better) | Hands ('~': players 1-4, players 5-8, dealer).
 */
import { teen8Hands } from '@esk/contracts/catalog/result-cards';
import { assertDistinct } from '../casino/cards';
import { compareHands, evaluateHand, HandCategory, handName } from '../casino/teen-patti';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const PLAYERS = ['1', '2', '3', '4', '5', '6', '7', '8'];

const markets: ProviderMarket[] = PLAYERS.map((sid) => ({ sid, nat: `Player ${sid}`, rate: 1.96 }));

export const teen8: ProviderRules = {
  gtype: 'teen8',
  markets,
  dealsCards: true,
  deal: (rng) => drawCards(rng, 27),
  evaluate(draw) {
    assertDrawLength(draw, 27, 'teen8');
    assertDistinct(draw);
    const { players, dealer } = teen8Hands(draw.join(','));
    const dealerHand = evaluateHand(dealer);
    const hands = players.map((cards) => evaluateHand(cards));
    const winners = PLAYERS.filter(
      (_, index) => compareHands(hands[index] as ReturnType<typeof evaluateHand>, dealerHand) > 0,
    );
    const pairPlus = PLAYERS.filter((_, index) => (hands[index]?.category ?? 0) >= HandCategory.Pair).map(
      (sid) => `${sid} ${handName(hands[Number(sid) - 1] as ReturnType<typeof evaluateHand>)}`,
    );
    const named = (from: number) =>
      PLAYERS.slice(from, from + 4)
        .map((sid) => `${sid} ${handName(hands[Number(sid) - 1] as ReturnType<typeof evaluateHand>)}`)
        .join(', ');
    const win = winners.length > 0 ? winners.join(',') : '0';
    return outcome({
      result: win,
      winners,
      desc: [
        winners.length > 0 ? `Player ${winners.join(',')}` : 'Dealer',
        pairPlus.length > 0 ? pairPlus.join(', ') : 'None',
        [named(0), named(4), `Dealer ${handName(dealerHand)}`].join('~'),
      ].join('|'),
      win,
    });
  },
};
