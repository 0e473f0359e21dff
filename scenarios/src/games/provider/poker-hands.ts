/**
 * Texas hold'em hand ranking for the provider's poker tables: the best five of seven cards.
 * Ace plays high, and low in A-2-3-4-5. Returns a comparable key (category first) and the
 * category's name; equal keys are a split (suits never break a poker tie).
 */
import { cardPoints } from '@esk/contracts/catalog/result-cards';
import { parseCard } from '../casino/cards';

export const POKER_CATEGORIES = [
  'High Card',
  'Pair',
  'Two Pair',
  'Three of a Kind',
  'Straight',
  'Flush',
  'Full House',
  'Four of a Kind',
  'Straight Flush',
] as const;

export interface PokerHand {
  /** Index into POKER_CATEGORIES. */
  category: number;
  /** Category, then the ranks that decide inside it (A high = 14). */
  key: number[];
  name: (typeof POKER_CATEGORIES)[number];
}

const high = (card: string) => {
  const value = cardPoints(card);
  return value === 1 ? 14 : value;
};

/** The top of a five-rank straight in `values` (distinct, descending), 5 for A-2-3-4-5, or 0. */
function straightTop(values: readonly number[]): number {
  const set = new Set(values);
  for (let top = 14; top >= 6; top--) {
    if ([0, 1, 2, 3, 4].every((step) => set.has(top - step))) return top;
  }
  return [14, 2, 3, 4, 5].every((value) => set.has(value)) ? 5 : 0;
}

function rankFive(cards: readonly string[]): number[] {
  const values = cards.map(high).sort((a, b) => b - a);
  const flush = cards.every((card) => parseCard(card).suit === parseCard(cards[0] as string).suit);
  const top = straightTop([...new Set(values)]);
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  // Groups by size then rank: [[count, rank], ...].
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const ranks = groups.map(([rank]) => rank);
  const shape = groups.map(([, count]) => count).join('');
  if (top > 0 && flush) return [8, top];
  if (shape === '41') return [7, ...ranks];
  if (shape === '32') return [6, ...ranks];
  if (flush) return [5, ...values];
  if (top > 0) return [4, top];
  if (shape === '311') return [3, ...ranks];
  if (shape === '221') return [2, ...ranks];
  if (shape === '2111') return [1, ...ranks];
  return [0, ...values];
}

export const compareKeys = (left: readonly number[], right: readonly number[]): number => {
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? -1) - (right[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
};

/** The best five-card hand in 5 to 7 cards. */
export function bestPokerHand(cards: readonly string[]): PokerHand {
  if (cards.length < 5 || cards.length > 7)
    throw new RangeError(`a poker hand has 5-7 cards, got ${cards.length}`);
  let best: number[] = [];
  const pick = (start: number, chosen: string[]) => {
    if (chosen.length === 5) {
      const key = rankFive(chosen);
      if (compareKeys(key, best) > 0) best = key;
      return;
    }
    for (let index = start; index < cards.length; index++)
      pick(index + 1, [...chosen, cards[index] as string]);
  };
  pick(0, []);
  const category = best[0] ?? 0;
  return { category, key: best, name: POKER_CATEGORIES[category] ?? 'High Card' };
}

/** Two hole cards alone: 'Pair' or 'High Card'. */
export const holeCardsName = (cards: readonly string[]): string =>
  cards.length === 2 && high(cards[0] as string) === high(cards[1] as string) ? 'Pair' : 'High Card';
