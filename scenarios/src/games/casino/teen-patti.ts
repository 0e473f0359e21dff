/**
 * Teen patti (three-card) hand ranking for teen20, teen and teen9.
 *
 * Categories, best first: trail (three of a kind) > pure sequence (straight flush) >
 * sequence (straight) > colour (flush) > pair > high card. Ace is high (14), except in
 * the A-2-3 sequence. Sequences rank A-K-Q highest, then A-2-3, then K-Q-J down to
 * 2-3-4 (the common Indian rule). Inside a category: trail by rank; pair by the pair's
 * rank, then the odd card; colour and high card by the three ranks from the top.
 *
 * Hands equal on ranks (e.g. K-Q-9 against K-Q-9) are split by suit, card by card from
 * the highest: spades > hearts > clubs > diamonds. Two hands from one deck never share
 * a card, so every comparison has a winner: there is no tied round.
 */
import type { Card } from '../types';
import { parseCard, SUITS, type Suit } from './cards';

export enum HandCategory {
  HighCard = 1,
  Pair = 2,
  Colour = 3,
  Sequence = 4,
  PureSequence = 5,
  Trail = 6,
}

export const CATEGORY_NAMES: Record<HandCategory, string> = {
  [HandCategory.HighCard]: 'High Card',
  [HandCategory.Pair]: 'Pair',
  [HandCategory.Colour]: 'Colour',
  [HandCategory.Sequence]: 'Sequence',
  [HandCategory.PureSequence]: 'Pure Sequence',
  [HandCategory.Trail]: 'Trail',
};

export interface TeenPattiHand {
  cards: Card[];
  category: HandCategory;
  /** Rank keys compared after the category, most significant first. */
  key: number[];
  /** Suit ranks (spades 4 .. diamonds 1) of the cards in key order, for exact rank ties. */
  suitKey: number[];
}

const SUIT_RANK = (suit: Suit) => SUITS.length - SUITS.indexOf(suit);

/** Ace high: A=14, K=13 .. 2=2. */
const highValue = (value: number) => (value === 1 ? 14 : value);

export function evaluateHand(cards: readonly Card[]): TeenPattiHand {
  if (cards.length !== 3) throw new RangeError(`a teen patti hand has 3 cards, got ${cards.length}`);
  const parsed = cards
    .map(parseCard)
    .map((card) => ({ ...card, high: highValue(card.value), suitRank: SUIT_RANK(card.suit) }))
    .sort((a, b) => b.high - a.high || b.suitRank - a.suitRank);
  const [a, b, c] = parsed as [(typeof parsed)[0], (typeof parsed)[0], (typeof parsed)[0]];
  const flush = a.suit === b.suit && b.suit === c.suit;
  const isAkq = a.high === 14 && b.high === 13 && c.high === 12;
  const isA23 = a.high === 14 && b.high === 3 && c.high === 2;
  const consecutive = a.high - 1 === b.high && b.high - 1 === c.high;
  const sequence = consecutive || isA23;
  // A-K-Q on top (15), A-2-3 next (14), then by the top card: K-Q-J 13 .. 2-3-4 4.
  const sequenceKey = isAkq ? 15 : isA23 ? 14 : a.high;
  let category: HandCategory;
  let key: number[];
  let ordered = parsed;
  if (a.high === b.high && b.high === c.high) {
    category = HandCategory.Trail;
    key = [a.high];
  } else if (sequence) {
    category = flush ? HandCategory.PureSequence : HandCategory.Sequence;
    key = [sequenceKey];
  } else if (flush) {
    category = HandCategory.Colour;
    key = [a.high, b.high, c.high];
  } else if (a.high === b.high || b.high === c.high) {
    category = HandCategory.Pair;
    const pair = b.high;
    const kicker = a.high === b.high ? c : a;
    key = [pair, kicker.high];
    ordered = [...parsed.filter((card) => card.high === pair), kicker];
  } else {
    category = HandCategory.HighCard;
    key = [a.high, b.high, c.high];
  }
  return { cards: [...cards], category, key, suitKey: ordered.map((card) => card.suitRank) };
}

const compareLists = (left: readonly number[], right: readonly number[]): number => {
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
};

/** > 0 when `left` beats `right`, < 0 when it loses; 0 only for the same cards' ranks and suits. */
export function compareHands(left: TeenPattiHand, right: TeenPattiHand): number {
  return (
    left.category - right.category ||
    compareLists(left.key, right.key) ||
    compareLists(left.suitKey, right.suitKey)
  );
}

/** Index of the best hand (teen9 plays three). */
export function bestHand(hands: readonly TeenPattiHand[]): number {
  let best = 0;
  hands.forEach((hand, index) => {
    const current = hands[best];
    if (current && compareHands(hand, current) > 0) best = index;
  });
  return best;
}

export const handName = (hand: TeenPattiHand): string => CATEGORY_NAMES[hand.category];
