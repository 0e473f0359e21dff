/**
 * Cricket Match 20-20 (gtype cmatch20): the last ball is one card. A, 2, 3, 4 and 6 score their
 * runs; 5, 7, 8, 9 and 10 are a dot ball; J, Q, K a wicket. Boxes: Boundary (4 or 6) 6.2,
 * Runs 1-3 4.15, Dot Ball 2.45, Wicket 4.15.
 * Results: the runs ('1'..'6', '0' dot) or 'W'. desc (|): Run ('Run 4', 'Dot Ball', 'Wicket').
 */
import { parseCard } from '@esk/contracts/catalog/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const markets: ProviderMarket[] = [
  { sid: '1', nat: 'Boundary (4 or 6)', rate: 6.2 },
  { sid: '2', nat: 'Runs 1-3', rate: 4.15 },
  { sid: '3', nat: 'Dot Ball', rate: 2.45 },
  { sid: '4', nat: 'Wicket', rate: 4.15 },
];

/** What one card scores: runs, 0 for a dot ball, 'W' for a wicket. */
export function ballOf(card: string): { code: string; text: string; sid: string } {
  const { value } = parseCard(card);
  if (value >= 11) return { code: 'W', text: 'Wicket', sid: '4' };
  if (value === 4 || value === 6) return { code: String(value), text: `Run ${value}`, sid: '1' };
  if (value <= 3) return { code: String(value), text: `Run ${value}`, sid: '2' };
  return { code: '0', text: 'Dot Ball', sid: '3' };
}

export const cmatch20: ProviderRules = {
  gtype: 'cmatch20',
  markets,
  dealsCards: true,
  deal: (rng) => drawCards(rng, 1),
  evaluate(draw) {
    assertDrawLength(draw, 1, 'cmatch20');
    const ball = ballOf(draw[0] as string);
    return outcome({ result: ball.code, winners: [ball.sid], desc: ball.text, win: ball.code });
  },
};
