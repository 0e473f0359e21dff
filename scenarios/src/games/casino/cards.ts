/**
 * Playing cards in the diamond feed's notation: rank (A, 2-10, J, Q, K) followed by the
 * suit letter twice ('KHH', '10SS', 'ACC', '7DD'); '1' is a face-down card. Rank values
 * run A=1 .. K=13 (teen patti ranks A high on its own, see teen-patti.ts). Hearts and
 * diamonds are red, clubs and spades black.
 */
import type { Card } from '../types';

export const HIDDEN_CARD = '1';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

/** Suit letters; the order is also the tie-break order (spades highest, diamonds lowest). */
export const SUITS = ['S', 'H', 'C', 'D'] as const;
export type Suit = (typeof SUITS)[number];

export const SUIT_NAMES: Record<Suit, string> = { S: 'Spade', H: 'Heart', C: 'Club', D: 'Diamond' };

export interface ParsedCard {
  card: Card;
  rank: Rank;
  /** A=1 .. K=13. */
  value: number;
  suit: Suit;
}

const CARD_PATTERN = /^(A|[2-9]|10|J|Q|K)(SS|HH|CC|DD)$/;

export function parseCard(card: Card): ParsedCard {
  const match = CARD_PATTERN.exec(card);
  if (!match) throw new RangeError(`not a card: '${card}'`);
  const rank = match[1] as Rank;
  return { card, rank, value: RANKS.indexOf(rank) + 1, suit: (match[2] as string)[0] as Suit };
}

export const isCard = (card: string): boolean => CARD_PATTERN.test(card);

export const makeCard = (rank: Rank, suit: Suit): Card => `${rank}${suit}${suit}`;

/** A=1 .. K=13. */
export const rankValue = (card: Card): number => parseCard(card).value;

export const rankOf = (card: Card): Rank => parseCard(card).rank;

export const suitOf = (card: Card): Suit => parseCard(card).suit;

export const isRed = (card: Card): boolean => {
  const suit = suitOf(card);
  return suit === 'H' || suit === 'D';
};

export const colourOf = (card: Card): 'Red' | 'Black' => (isRed(card) ? 'Red' : 'Black');

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
