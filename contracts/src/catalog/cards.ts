/**
 * Playing cards in the diamond feed's notation (001 §3): rank (A, 2-10, J, Q, K) followed by
 * the suit letter twice ('KHH', '10SS', 'ACC', '7DD'); '1' is a face-down card. The one reading
 * of the notation: the scenarios deal with it, the client draws card faces with it.
 */

/** A face-down card in the feed. */
export const HIDDEN_CARD = '1';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

/** Suit letters; the order is also the tie-break order (spades highest, diamonds lowest). */
export const SUITS = ['S', 'H', 'C', 'D'] as const;
export type Suit = (typeof SUITS)[number];

export const SUIT_NAMES: Record<Suit, string> = { S: 'Spade', H: 'Heart', C: 'Club', D: 'Diamond' };

export const SUIT_SYMBOLS: Record<Suit, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };

const RANK_NAMES: Record<Rank, string> = {
  A: 'Ace',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  '10': 'Ten',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
};

export interface ParsedCard {
  card: string;
  rank: Rank;
  /** A=1 .. K=13. */
  value: number;
  suit: Suit;
  colour: 'Red' | 'Black';
}

const CARD_PATTERN = /^(A|[2-9]|10|J|Q|K)(SS|HH|CC|DD)$/;

export const isCard = (card: string): boolean => CARD_PATTERN.test(card);

/** The card a code names, or undefined for '1' (face down), '' or anything unreadable. */
export function readCard(code: string | undefined): ParsedCard | undefined {
  const match = CARD_PATTERN.exec((code ?? '').trim().toUpperCase());
  if (!match) return undefined;
  const rank = match[1] as Rank;
  const suit = (match[2] as string)[0] as Suit;
  return {
    card: match[0],
    rank,
    value: RANKS.indexOf(rank) + 1,
    suit,
    colour: suit === 'H' || suit === 'D' ? 'Red' : 'Black',
  };
}

/** Like readCard, but a code that is not a card is an error (dealing code must never make one). */
export function parseCard(card: string): ParsedCard {
  const parsed = readCard(card);
  if (!parsed || parsed.card !== card) throw new RangeError(`not a card: '${card}'`);
  return parsed;
}

export const makeCard = (rank: Rank, suit: Suit): string => `${rank}${suit}${suit}`;

/** 'King of Hearts' (what a screen reader hears for a card face). */
export function cardName(card: ParsedCard): string {
  return `${RANK_NAMES[card.rank]} of ${SUIT_NAMES[card.suit]}s`;
}
