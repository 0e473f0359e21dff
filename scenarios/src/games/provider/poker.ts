/**
 * 1 Day Poker and 20-20 Poker (gtypes poker, poker20): hold'em heads-up from one deck. Cards:
 * Player A's two, Player B's two, the five board cards. Each side plays its best five of seven;
 * the better hand wins (1.94); equal hands split and both bets are returned.
 * Results: '1' Player A, '2' Player B, '0' split. desc ('##'): poker Winner ## 2 Card (the
 * winner's hole cards) ## 7 Card (the winner's best five); poker20 Winner ## Other (both hands).
 */
import { pokerHands } from '@esk/contracts/catalog/result-cards';
import { assertDistinct } from '../casino/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import { bestPokerHand, compareKeys, holeCardsName } from './poker-hands';
import type { ProviderMarket, ProviderRules } from './types';

const markets: ProviderMarket[] = [
  { sid: '1', nat: 'Player A', rate: 1.94 },
  { sid: '2', nat: 'Player B', rate: 1.94 },
];

function createPoker(gtype: 'poker' | 'poker20'): ProviderRules {
  return {
    gtype,
    markets,
    dealsCards: true,
    deal: (rng) => drawCards(rng, 9),
    evaluate(draw) {
      assertDrawLength(draw, 9, gtype);
      assertDistinct(draw);
      const { playerA, playerB, board } = pokerHands(draw.join(','));
      const handA = bestPokerHand([...playerA, ...board]);
      const handB = bestPokerHand([...playerB, ...board]);
      const diff = compareKeys(handA.key, handB.key);
      const result = diff > 0 ? '1' : diff < 0 ? '2' : '0';
      const winner = result === '1' ? 'Player A' : result === '2' ? 'Player B' : 'Split';
      const winning = result === '2' ? { hole: playerB, hand: handB } : { hole: playerA, hand: handA };
      const lines =
        gtype === 'poker'
          ? [winner, holeCardsName(winning.hole), winning.hand.name]
          : [winner, `Player A ${handA.name} / Player B ${handB.name}`];
      return outcome({
        result,
        winners: result === '0' ? [] : [result],
        voids: result === '0' ? ['1', '2'] : [],
        desc: lines.join('##'),
        win: result,
      });
    },
  };
}

export const poker = createPoker('poker');
export const poker20 = createPoker('poker20');
