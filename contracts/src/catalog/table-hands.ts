/**
 * The cards on a live table, hand by hand, read from the live round ({t1, t2}), and what a
 * round's result code names (spec 001 §2.6-§2.13). The one reading of both: the client's
 * table (its hands over the video) and the mock's table video draw from it, so the video, the
 * board and the result popup always agree. Plain functions over plain data: no zod here (the
 * video page bundles this file).
 */
import type { CasinoRound } from '../http/casino-schemas';
import { andarBaharCards, card32PlayerCards } from './casino';
import type { LiveTableFamily } from './casino-games';

export type LiveRoundData = CasinoRound['data'];

export interface TableHand {
  /** Stable per family: 'a'/'b', 't'/'l'/'d', 'dragon'/'tiger', 'joker'/'andar'/'bahar', '8'..'11', 'card', 'cards'. */
  key: string;
  /** The hand's English name ('Player A', 'Dragon'); none on a table with one hand. */
  name?: string;
  /** Card codes in slot order: '1' face down, '' a card not dealt yet. */
  cards: string[];
  /** Slots the hand keeps for its cards. */
  count: number;
  /** Score beside the hand (32-card tables). */
  score?: string;
  /** The leading hand (the highest 32-card score). */
  leading?: boolean;
}

/** Card codes C1..Cn of the round ('' for a missing one). */
export function roundCards(round: LiveRoundData, from: number, to: number): string[] {
  const info = round.t1[0] as Record<string, unknown> | undefined;
  return Array.from({ length: to - from + 1 }, (_, index) => String(info?.[`C${from + index}`] ?? ''));
}

/** Teen Patti's three-way game (teen9): Tiger C1-C3, Lion C4-C6, Dragon C7-C9. */
export const THREE_WAY_HANDS = [
  { key: 't', name: 'Tiger', result: '11' },
  { key: 'l', name: 'Lion', result: '21' },
  { key: 'd', name: 'Dragon', result: '31' },
] as const;

export const CARD32_PLAYER_NUMBERS = ['8', '9', '10', '11'] as const;

/** The 32-card tables' scores (C1..C4) as numbers; NaN where the feed sends none. */
export function card32Scores(round: LiveRoundData): number[] {
  const info = round.t1[0];
  return [info?.C1, info?.C2, info?.C3, info?.C4].map((score) =>
    score === undefined || score === '' ? Number.NaN : Number(score),
  );
}

/** Indexes of the players holding the highest score (none while no score is known). */
export function leadingPlayers(scores: readonly number[]): number[] {
  const known = scores.filter((score) => Number.isFinite(score));
  if (known.length === 0) return [];
  const best = Math.max(...known);
  return scores.flatMap((score, index) => (score === best ? [index] : []));
}

function teenTwoPlayerHands(round: LiveRoundData): TableHand[] {
  const [a1, a2, a3, b1, b2, b3] = roundCards(round, 1, 6);
  // The one-day feed puts Player B's cards in its own t1 row.
  const second = round.t1[1];
  const b = b1 || !second ? [b1, b2, b3] : [second.C1, second.C2, second.C3];
  return [
    { key: 'a', name: 'Player A', cards: [a1 ?? '', a2 ?? '', a3 ?? ''], count: 3 },
    { key: 'b', name: 'Player B', cards: b.map((card) => card ?? ''), count: 3 },
  ];
}

function threeWayHands(round: LiveRoundData): TableHand[] {
  const cards = roundCards(round, 1, 9);
  return THREE_WAY_HANDS.map((hand, index) => ({
    key: hand.key,
    name: hand.name,
    cards: cards.slice(index * 3, index * 3 + 3),
    count: 3,
  }));
}

function andarBaharHands(round: LiveRoundData): TableHand[] {
  const { joker, andar, bahar } = andarBaharCards(round.t1[0]?.cards);
  const fallbackJoker = round.t1[0]?.C1 ?? '';
  return [
    { key: 'joker', name: 'Joker', cards: [joker ?? fallbackJoker], count: 1 },
    { key: 'andar', name: 'Andar', cards: andar, count: andar.length },
    { key: 'bahar', name: 'Bahar', cards: bahar, count: bahar.length },
  ];
}

/** Players 8-11: the desc dealt round-robin (face-down '1's left out), C1..C4 their scores. */
function card32Hands(round: LiveRoundData): TableHand[] {
  const info = round.t1[0];
  const cards = card32PlayerCards(info?.desc ?? info?.cards);
  const scores = card32Scores(round);
  const leading = new Set(leadingPlayers(scores));
  return CARD32_PLAYER_NUMBERS.map((player, index) => {
    const score = scores[index];
    return {
      key: player,
      name: `Player ${player}`,
      cards: cards[index] ?? [],
      count: (cards[index] ?? []).length,
      ...(score !== undefined && Number.isFinite(score) ? { score: String(score) } : {}),
      leading: leading.has(index),
    };
  });
}

const HANDS: Record<LiveTableFamily, (round: LiveRoundData) => TableHand[]> = {
  teenTwoPlayer: teenTwoPlayerHands,
  teenThreeWay: threeWayHands,
  lucky7: (round) => [{ key: 'card', cards: roundCards(round, 1, 1), count: 1 }],
  dragonTiger: (round) => {
    const [dragon = '', tiger = ''] = roundCards(round, 1, 2);
    return [
      { key: 'dragon', name: 'Dragon', cards: [dragon], count: 1 },
      { key: 'tiger', name: 'Tiger', cards: [tiger], count: 1 },
    ];
  },
  aaa: (round) => [{ key: 'card', cards: roundCards(round, 1, 1), count: 1 }],
  andarBahar: andarBaharHands,
  worli: (round) => [{ key: 'cards', cards: roundCards(round, 1, 3), count: 3 }],
  card32a: card32Hands,
  card32eu: card32Hands,
};

/** The cards on a table of `family` now, hand by hand. */
export const tableHands = (family: LiveTableFamily, round: LiveRoundData): TableHand[] =>
  HANDS[family](round);

/** What a round's result code names: the winning hands (keys of tableHands) and the outcome's words. */
export interface RoundOutcomeName {
  hands: string[];
  /** 'Dragon', 'Tie', 'LOW Card', 'A. Amar', 'Single 4', 'Player 10'. */
  text: string;
}

/** Lucky 7's outcomes by result code, in the board's order (LOW, Tie, HIGH). */
export const LUCKY7_OUTCOMES = [
  { code: '1', label: 'LOW Card' },
  { code: '0', label: 'Tie' },
  { code: '2', label: 'HIGH Card' },
] as const;

/** Amar Akbar Anthony's outcomes by result code. */
export const AAA_OUTCOMES = [
  { code: '1', label: 'A. Amar' },
  { code: '2', label: 'B. Akbar' },
  { code: '3', label: 'C. Anthony' },
] as const;

const outcome = (list: readonly { code: string; label: string }[], code: string) => {
  const found = list.find((entry) => entry.code === code);
  return found ? { hands: [], text: found.label } : undefined;
};

const OUTCOMES: Record<LiveTableFamily, (code: string) => RoundOutcomeName | undefined> = {
  // teen20 reads B as 2, the one-day table as 3.
  teenTwoPlayer: (code) =>
    code === '1'
      ? { hands: ['a'], text: 'Player A' }
      : code === '2' || code === '3'
        ? { hands: ['b'], text: 'Player B' }
        : undefined,
  teenThreeWay: (code) => {
    const hand = THREE_WAY_HANDS.find((entry) => entry.result === code);
    return hand ? { hands: [hand.key], text: hand.name } : undefined;
  },
  lucky7: (code) => outcome(LUCKY7_OUTCOMES, code),
  dragonTiger: (code) =>
    ({
      '1': { hands: ['dragon'], text: 'Dragon' },
      '2': { hands: ['tiger'], text: 'Tiger' },
      '3': { hands: [], text: 'Tie' },
    })[code],
  aaa: (code) => outcome(AAA_OUTCOMES, code),
  andarBahar: (code) =>
    code === '1'
      ? { hands: ['andar'], text: 'Andar' }
      : code === '2'
        ? { hands: ['bahar'], text: 'Bahar' }
        : undefined,
  worli: (code) => (/^\d$/.test(code) ? { hands: [], text: `Single ${code}` } : undefined),
  card32a: (code) => card32Outcome(code),
  card32eu: (code) => card32Outcome(code),
};

function card32Outcome(code: string): RoundOutcomeName | undefined {
  const player = CARD32_PLAYER_NUMBERS[Number(code) - 1];
  return player && /^[1-4]$/.test(code) ? { hands: [player], text: `Player ${player}` } : undefined;
}

/** The outcome a result code of a `family` table names; undefined for a code the table does not have. */
export const roundOutcomeName = (family: LiveTableFamily, code: string): RoundOutcomeName | undefined =>
  OUTCOMES[family](code.trim());
