/**
 * How a round result's `cards` list is laid out, per game type without a live table of ours
 * (spec 001 §2.14, §3: cards is a comma list, desc split by '|', '*' or '##', win the winner
 * code). One reading for both sides: the provider's rules deal in this order and the client's
 * result layouts draw from it. Face-down '1's are left out where a hand can be short.
 */
import { HIDDEN_CARD, readCard, type Suit } from './cards';
import { splitCards } from './casino';

const shown = (card: string | undefined): card is string =>
  card !== undefined && card !== '' && card !== HIDDEN_CARD;

/** A card's points A=1 .. K=13 (0 for anything unreadable). */
export const cardPoints = (card: string): number => readCard(card)?.value ?? 0;

/** Baccarat and worli points: A=1, 2-9 face value, 10/J/Q/K 0. */
export const baccaratValue = (card: string): number => {
  const value = cardPoints(card);
  return value >= 10 ? 0 : value;
};

/** The winners a result names: win may list several ('1,4,6' in Open Teenpatti and War). */
export const resultWinners = (win: string | undefined): string[] =>
  (win ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Cards dealt round-robin to `players` hands (hand i gets cards i, i + players, ...). */
export function roundRobin(cards: readonly string[], players: number): string[][] {
  const hands = Array.from({ length: players }, (): string[] => []);
  cards.forEach((card, index) => {
    if (shown(card)) hands[index % players]?.push(card);
  });
  return hands;
}

/** Casino Queen: four hands 'Total 0'..'Total 3', dealt round-robin; each scores its base plus its cards. */
export function queenHands(cards: string | undefined): { base: number; cards: string[]; total: number }[] {
  return roundRobin(splitCards(cards), 4).map((hand, base) => ({
    base,
    cards: hand,
    total: hand.reduce((sum, card) => sum + cardPoints(card), base),
  }));
}

/** Race 20: the drawn cards by suit, in the race's order (Spade, Heart, Club, Diamond = win 1..4). */
export const RACE20_SUITS: readonly Suit[] = ['S', 'H', 'C', 'D'];

export function race20Suits(cards: string | undefined): Record<Suit, string[]> {
  const lanes: Record<Suit, string[]> = { S: [], H: [], C: [], D: [] };
  for (const card of splitCards(cards)) {
    const parsed = readCard(card);
    if (parsed) lanes[parsed.suit].push(card);
  }
  return lanes;
}

/** Casino Meter's two marker cards: the 9 of spades counts for Low, the 10 of spades for High. */
export const CMETER_LOW_MARKER = '9SS';
export const CMETER_HIGH_MARKER = '10SS';

/** Casino Meter: low cards, high cards (10-K) and each side's score (its marker included). */
export function cmeterSides(cards: string | undefined) {
  const low: string[] = [];
  const high: string[] = [];
  let lowScore = 0;
  let highScore = 0;
  for (const card of splitCards(cards)) {
    const value = cardPoints(card);
    if (value === 0) continue;
    if (value <= 9) lowScore += value;
    else highScore += value;
    if (card === CMETER_LOW_MARKER || card === CMETER_HIGH_MARKER) continue;
    (value <= 9 ? low : high).push(card);
  }
  return { low, high, lowScore, highScore };
}

/** Baccarat: Player gets cards 1, 3 (and 5), Banker 2, 4 (and 6); a third card of '1' was not drawn. */
export function baccaratHands(cards: string | undefined) {
  const list = splitCards(cards);
  const hand = (indexes: number[]) => indexes.map((index) => list[index]).filter(shown);
  const player = hand([0, 2, 4]);
  const banker = hand([1, 3, 5]);
  return { player, banker, playerScore: baccaratScore(player), bankerScore: baccaratScore(banker) };
}

export const baccaratScore = (hand: readonly string[]): number =>
  hand.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Open Teenpatti: eight players and the dealer, three cards each, dealt round by round (9 a round). */
export function teen8Hands(cards: string | undefined): { players: string[][]; dealer: string[] } {
  const hands = roundRobin(splitCards(cards), 9);
  return { players: hands.slice(0, 8), dealer: hands[8] ?? [] };
}

/** Casino War: one card each to players 1-6, then the dealer's. */
export function warHands(cards: string | undefined): { players: (string | undefined)[]; dealer?: string } {
  const list = splitCards(cards);
  const dealer = list[6];
  return {
    players: list.slice(0, 6).map((card) => (shown(card) ? card : undefined)),
    ...(shown(dealer) ? { dealer } : {}),
  };
}

/** Poker: Player A's two cards, Player B's two, then the five board cards. */
export function pokerHands(cards: string | undefined) {
  const list = splitCards(cards);
  return {
    playerA: list.slice(0, 2).filter(shown),
    playerB: list.slice(2, 4).filter(shown),
    board: list.slice(4, 9).filter(shown),
  };
}

/** Andar Bahar 20-20: cards go to Bahar and Andar in turn, Bahar first; the joker travels in desc. */
export function ab20Sides(cards: string | undefined): { andar: string[]; bahar: string[] } {
  const [bahar = [], andar = []] = roundRobin(splitCards(cards), 2);
  return { andar, bahar };
}

/** Worli: the three cards' digits (A=1, 2-9, 10/J/Q/K 0) as a pana ('149', zeros last) and its single digit (ocada). */
export function worliPana(cards: string | undefined): { pana: string; ocada: string } {
  const digits = splitCards(cards)
    .filter(shown)
    .map(baccaratValue)
    .sort((a, b) => (a === 0 ? 10 : a) - (b === 0 ? 10 : b));
  const sum = digits.reduce((total, digit) => total + digit, 0);
  return { pana: digits.join(''), ocada: digits.length > 0 ? String(sum % 10) : '' };
}
