/**
 * Dealing helpers over the feed's card notation, which `@esk/contracts/catalog/cards` defines
 * ('KHH', '10SS'; '1' face down). Rank values run A=1 .. K=13 (teen patti ranks A high on its
 * own, see teen-patti.ts). Hearts and diamonds are red, clubs and spades black.
 */
import {
  HIDDEN_CARD,
  makeCard,
  parseCard,
  RANKS,
  type Rank,
  SUITS,
  type Suit,
} from '@esk/contracts/catalog/cards';
import type { Card } from '../types';

export {
  HIDDEN_CARD,
  isCard,
  makeCard,
  type ParsedCard,
  parseCard,
  RANKS,
  type Rank,
  SUIT_NAMES,
  SUITS,
  type Suit,
} from '@esk/contracts/catalog/cards';

/** A=1 .. K=13. */
export const rankValue = (card: Card): number => parseCard(card).value;

export const rankOf = (card: Card): Rank => parseCard(card).rank;

export const suitOf = (card: Card): Suit => parseCard(card).suit;

export const colourOf = (card: Card): 'Red' | 'Black' => parseCard(card).colour;

export const isRed = (card: Card): boolean => colourOf(card) === 'Red';

/** Odd/even of the rank value (A=1 odd, J=11 odd, Q=12 even, K=13 odd). */
export const parityOf = (card: Card): 'Odd' | 'Even' => (rankValue(card) % 2 === 1 ? 'Odd' : 'Even');

/** The full 52-card deck, suit by suit. */
export const DECK_52: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => makeCard(rank, suit)));

/** The 32-card deck of the 32 Cards tables: 6, 7, 8, 9, 10, J, Q, K of each suit. */
export const DECK_32: readonly Card[] = SUITS.flatMap((suit) =>
  RANKS.filter((rank) => RANKS.indexOf(rank) >= 5).map((rank) => makeCard(rank, suit)),
);

/**
 * The feed's view of dealt cards: the first `shown` face up, the rest '1', padded with '1'
 * to `length` entries (a view may come before the cards are dealt).
 */
export function faceUp(cards: readonly Card[], shown: number, length = cards.length): string[] {
  return Array.from({ length: Math.max(length, cards.length) }, (_, index) => {
    const card = cards[index];
    return card !== undefined && index < shown ? card : HIDDEN_CARD;
  });
}

/** Throws unless the cards are `count` distinct valid cards (from `deck` when given). */
export function assertCards(cards: readonly Card[], count: number, deck: readonly Card[] = DECK_52): void {
  if (cards.length !== count) throw new RangeError(`expected ${count} cards, got ${cards.length}`);
  assertDistinct(cards, deck);
}

export function assertDistinct(cards: readonly Card[], deck: readonly Card[] = DECK_52): void {
  const seen = new Set<Card>();
  for (const card of cards) {
    if (!deck.includes(card)) throw new RangeError(`not a card of this deck: '${card}'`);
    if (seen.has(card)) throw new RangeError(`card dealt twice: '${card}'`);
    seen.add(card);
  }
}
