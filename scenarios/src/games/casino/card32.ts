/**
 * 32 Cards rules, shared by card32-a (3055) and card32eu (3034).
 *
 * The deck holds 32 cards: 6, 7, 8, 9, 10, J, Q, K of each suit (no aces, no 2-5).
 * Card values: 6-10 face value, J=11, Q=12, K=13. Players 8, 9, 10 and 11 start with
 * their number as score. One pass deals one card to each player in turn (8, 9, 10, 11)
 * and adds its value. If one player then has the highest score, that player wins;
 * otherwise only the players tied on the highest score take another pass, until one
 * leads alone. deal() returns the cards in that dealing order.
 *
 * Feed: t1.desc (and t1.cards) lists the passes four slots each, slot i of a pass being
 * player 8+i's card: '1' when hidden or when that player sits the pass out. A pass
 * appears once its first card is face up (the first pass always). C1..C4 are the scores
 * of players 8..11 counting the face-up cards only.
 */
import type { Rng } from '../../rng';
import type { Card } from '../types';
import { assertDistinct, DECK_32, HIDDEN_CARD, parseCard } from './cards';

export const CARD32_PLAYERS = [8, 9, 10, 11] as const;

/** J=11, Q=12, K=13, others face value (the deck has no card below 6). */
export const card32Value = (card: Card): number => parseCard(card).value;

export interface Card32Draw {
  card: Card;
  /** 0..3 for players 8..11. */
  player: number;
  pass: number;
}

export interface Card32Play {
  draws: Card32Draw[];
  /** Final scores of players 8..11. */
  totals: number[];
  /** 0..3 for players 8..11; -1 while the cards run out before a single leader. */
  winner: number;
  /** How many of the cards the round used. */
  used: number;
}

/** Plays the cards in order until one player leads alone (or the cards run out). */
export function playCard32(cards: readonly Card[]): Card32Play {
  const totals: number[] = [...CARD32_PLAYERS];
  const draws: Card32Draw[] = [];
  let contenders = [0, 1, 2, 3];
  let next = 0;
  for (let pass = 0; ; pass++) {
    for (const player of contenders) {
      const card = cards[next];
      if (card === undefined) return { draws, totals, winner: -1, used: next };
      next++;
      totals[player] = (totals[player] ?? 0) + card32Value(card);
      draws.push({ card, player, pass });
    }
    const best = Math.max(...contenders.map((player) => totals[player] ?? 0));
    contenders = contenders.filter((player) => totals[player] === best);
    if (contenders.length === 1) return { draws, totals, winner: contenders[0] as number, used: next };
  }
}

/** Throws unless the cards are distinct 32-card-deck cards forming exactly one finished round. */
export function assertCard32Round(cards: readonly Card[]): Card32Play {
  assertDistinct(cards, DECK_32);
  const play = playCard32(cards);
  if (play.winner < 0) throw new RangeError('the cards end before a single player leads');
  if (play.used !== cards.length) throw new RangeError(`the round ends after ${play.used} cards`);
  return play;
}

/** Shuffles and plays a round; a shuffle that runs out of cards while tied is dealt again. */
export function dealCard32(rng: Rng): Card[] {
  for (;;) {
    const deck = rng.shuffle(DECK_32);
    const play = playCard32(deck);
    if (play.winner >= 0) return deck.slice(0, play.used);
  }
}

/** The feed's t1 fields for a view: desc/cards (pass slots) and the scores C1..C4. */
export function card32RoundFields(cards: readonly Card[], shown: number): Record<string, string> {
  const play = playCard32(cards);
  const visible = play.draws.slice(0, shown);
  const passes = Math.max(1, ...visible.map((draw) => draw.pass + 1));
  const slots: string[] = Array(passes * 4).fill(HIDDEN_CARD);
  const scores: number[] = [...CARD32_PLAYERS];
  for (const draw of visible) {
    slots[draw.pass * 4 + draw.player] = draw.card;
    scores[draw.player] = (scores[draw.player] ?? 0) + card32Value(draw.card);
  }
  const desc = slots.join(',');
  return {
    C1: String(scores[0]),
    C2: String(scores[1]),
    C3: String(scores[2]),
    C4: String(scores[3]),
    desc,
    cards: desc,
  };
}

/** The result detail's cards: every pass of four slots, as the feed's desc shows a finished round. */
export const card32ResultCards = (cards: readonly Card[]): string =>
  card32RoundFields(cards, cards.length).desc ?? '';
