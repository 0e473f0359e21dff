/**
 * Casino Queen (gtype queen): four hands 'Total 0' to 'Total 3' start at 0, 1, 2 and 3 points
 * and get two cards each, dealt round-robin (A=1 .. K=13). The highest total wins; a shared
 * top total returns every bet. Rates follow each hand's odds (a higher start wins more often):
 * 6.00, 4.55, 3.50, 2.75. Results: '1'..'4' (Total 0..3), '0' shared. desc (|): Winner | the
 * four totals.
 */
import { queenHands } from '@esk/contracts/catalog/result-cards';
import { assertDistinct } from '../casino/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const RATES = [6, 4.55, 3.5, 2.75];

const markets: ProviderMarket[] = RATES.map((rate, base) => ({
  sid: String(base + 1),
  nat: `Total ${base}`,
  rate,
}));

export const queen: ProviderRules = {
  gtype: 'queen',
  markets,
  dealsCards: true,
  deal: (rng) => drawCards(rng, 8),
  evaluate(draw) {
    assertDrawLength(draw, 8, 'queen');
    assertDistinct(draw);
    const hands = queenHands(draw.join(','));
    const top = Math.max(...hands.map((hand) => hand.total));
    const leaders = hands.filter((hand) => hand.total === top);
    const shared = leaders.length > 1;
    const winner = leaders[0] as (typeof hands)[number];
    const result = shared ? '0' : String(winner.base + 1);
    return outcome({
      result,
      winners: shared ? [] : [result],
      voids: shared ? markets.map((market) => market.sid) : [],
      desc: [
        shared ? 'Shared' : `Total ${winner.base}`,
        hands.map((hand) => `Total ${hand.base}: ${hand.total}`).join(', '),
      ].join('|'),
      win: result,
    });
  },
};
