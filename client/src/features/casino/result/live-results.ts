/**
 * How the round result popup reads a live table's result detail (001 §2.14): the cards by
 * hand in dealing order, which hand or outcome won (driven by `win`) and the desc's extra
 * lines. Pure functions, one per game family, shared by the gtype layouts.
 */
import {
  andarBaharCards,
  card32PlayerCards,
  splitCards,
  splitResultDesc,
} from '@esk/contracts/catalog/casino';
import { AAA_OUTCOMES, CARD32_PLAYER_NUMBERS, LUCKY7_OUTCOMES } from '@esk/contracts/catalog/table-hands';
import type { CasinoResult } from '@esk/contracts/http/casino-schemas';
import type { MessageKey } from '@/i18n/i18n';

export interface ResultHand {
  key: string;
  labelKey?: MessageKey;
  name?: string;
  cards: string[];
  winner: boolean;
  /** What the hand made ('Pair', a score). */
  note?: string;
}

/** A named outcome of a one-card game (LOW Card, Tie, HIGH Card), ticked when it won. */
export interface ResultOutcome {
  key: string;
  label: string;
  winner: boolean;
}

export interface ResultView {
  hands: ResultHand[];
  outcomes: ResultOutcome[];
  /** Further results written in the desc ('Odd', 'Red', 'Single 2'). */
  lines: string[];
}

const win = (result: CasinoResult) => String(result.win ?? '').trim();
const parts = (result: CasinoResult) =>
  splitResultDesc(result.gtype, result.desc)
    .map((part) => part.trim())
    .filter(Boolean);
const cards = (result: CasinoResult) => splitCards(result.cards).filter((card) => card !== '');

/** 'A : Pair' -> ['A', 'Pair']. */
function labelled(part: string): [string, string] | undefined {
  const match = /^(.+?)\s*:\s*(.+)$/.exec(part);
  return match ? [match[1] as string, match[2] as string] : undefined;
}

/** The note after 'X : ' for each X of the desc. */
const notesOf = (result: CasinoResult) =>
  new Map(parts(result).flatMap((part) => (labelled(part) ? [labelled(part) as [string, string]] : [])));

/** Teen Patti, two players (teen20, Teen): dealt A, B, A, B, A, B; win '1' is A, '2' or '3' B. */
export function teenTwoPlayerResult(result: CasinoResult): ResultView {
  const dealt = cards(result);
  const notes = notesOf(result);
  const code = win(result);
  const hand = (key: 'A' | 'B', offset: number, winner: boolean): ResultHand => ({
    key,
    name: `Player ${key}`,
    cards: dealt.filter((_, index) => index % 2 === offset),
    winner,
    ...(notes.get(key) ? { note: notes.get(key) } : {}),
  });
  return {
    hands: [hand('A', 0, code === '1'), hand('B', 1, code === '2' || code === '3')],
    outcomes: [],
    lines: [],
  };
}

const THREE_WAY: { key: string; labelKey: MessageKey; code: string }[] = [
  { key: 'T', labelKey: 'casino.hand.tiger', code: '11' },
  { key: 'L', labelKey: 'casino.hand.lion', code: '21' },
  { key: 'D', labelKey: 'casino.hand.dragon', code: '31' },
];

/** Test Teenpatti (teen9): dealt Tiger, Lion, Dragon in turn; win '11' Tiger, '21' Lion, '31' Dragon. */
export function teenThreeWayResult(result: CasinoResult): ResultView {
  const dealt = cards(result);
  const notes = notesOf(result);
  const hands = THREE_WAY.map((player, index) => ({
    key: player.key,
    labelKey: player.labelKey,
    cards: dealt.filter((_, position) => position % 3 === index),
    winner: win(result) === player.code,
    ...(notes.get(player.key) ? { note: notes.get(player.key) } : {}),
  }));
  return { hands, outcomes: [], lines: [] };
}

/** A one-card game: the card, the outcomes with the winner ticked and the rest of the desc. */
function oneCardResult(
  result: CasinoResult,
  outcomes: readonly { code: string; label: string }[],
): ResultView {
  const code = win(result);
  return {
    hands: [{ key: 'card', cards: cards(result).slice(0, 1), winner: false }],
    outcomes: outcomes.map((outcome) => ({
      key: outcome.code,
      label: outcome.label,
      winner: outcome.code === code,
    })),
    lines: parts(result).slice(1),
  };
}

/** Lucky 7: win '1' LOW Card, '0' Tie (a 7), '2' HIGH Card (the names the table video shows too). */
export const lucky7Result = (result: CasinoResult) => oneCardResult(result, LUCKY7_OUTCOMES);

/** Amar Akbar Anthony: win '1' A, '2' B, '3' C. */
export const aaaResult = (result: CasinoResult) => oneCardResult(result, AAA_OUTCOMES);

/** Dragon Tiger: Dragon's card first, Tiger's second; win '1' Dragon, '2' Tiger, '3' a tie. */
export function dragonTigerResult(result: CasinoResult): ResultView {
  const [dragon, tiger] = cards(result);
  const code = win(result);
  return {
    hands: [
      { key: 'dragon', labelKey: 'casino.hand.dragon', cards: dragon ? [dragon] : [], winner: code === '1' },
      { key: 'tiger', labelKey: 'casino.hand.tiger', cards: tiger ? [tiger] : [], winner: code === '2' },
    ],
    outcomes: code === '3' ? [{ key: 'tie', label: 'Tie', winner: true }] : [],
    lines: [],
  };
}

/** The number game: three cards; the desc says the pana and the single digit. */
export function worliResult(result: CasinoResult): ResultView {
  return {
    hands: [{ key: 'cards', cards: cards(result), winner: false }],
    outcomes: [],
    lines: parts(result),
  };
}

/** Andar Bahar (abj): the joker, then Bahar's cards (odd positions) and Andar's (even); win '1' Andar, '2' Bahar. */
export function andarBaharResult(result: CasinoResult): ResultView {
  const { joker, andar, bahar } = andarBaharCards(result.cards);
  const code = win(result);
  return {
    hands: [
      { key: 'joker', labelKey: 'casino.hand.joker', cards: joker ? [joker] : [], winner: false },
      { key: 'andar', labelKey: 'casino.hand.andar', cards: andar, winner: code === '1' },
      { key: 'bahar', labelKey: 'casino.hand.bahar', cards: bahar, winner: code === '2' },
    ],
    outcomes: [],
    lines: parts(result).slice(1),
  };
}

/**
 * The 32-card tables (card32, card32eu): the cards as passes of four slots, one per player;
 * the desc's '8 : 28' are the final scores, after them card32eu's side results; win '1'..'4'.
 */
export function card32Result(result: CasinoResult): ResultView {
  const byPlayer = card32PlayerCards(result.cards);
  const desc = parts(result);
  const scores = new Map(
    desc.slice(1, 5).flatMap((part) => (labelled(part) ? [labelled(part) as [string, string]] : [])),
  );
  const hands = CARD32_PLAYER_NUMBERS.map((player, index) => ({
    key: player,
    name: `Player ${player}`,
    cards: byPlayer[index] ?? [],
    winner: win(result) === String(index + 1),
    ...(scores.get(player) ? { note: scores.get(player) } : {}),
  }));
  return { hands, outcomes: [], lines: desc.slice(5).map(sideMarketName) };
}

const SIDE_NAMES: Record<string, string> = {
  Black: 'Any Three Card Black',
  Red: 'Any Three Card Red',
  '2-2': 'Two Black Two Red',
  '8-9': '8 & 9 Total',
  '10-11': '10 & 11 Total',
};

/** A card32eu side result in the words of its market ('8-9' -> '8 & 9 Total', '3' -> 'Single 3'). */
export function sideMarketName(token: string): string {
  if (SIDE_NAMES[token]) return SIDE_NAMES[token] as string;
  if (/^\d$/.test(token)) return `Single ${token}`;
  const parity = /^(\d+)\s*:\s*(Odd|Even)$/.exec(token);
  return parity ? `Player ${parity[1]} ${parity[2]}` : token;
}
