/**
 * What the live table video shows at a moment, from the live round the table's room pushes
 * (the same push the client's board reads): the phase (a countdown while betting is open,
 * cards face down once it closes, turned up as they arrive, the winner with the result's
 * words once declared), the hands and their cards. Plain functions over plain data, shared
 * by the page's script (video.ts, bundled for the browser) and the tests.
 *
 * The page reads pushes without zod (it would triple the page's script): a push that is not
 * a live round is ignored and the video keeps what it shows.
 */
import { cardName, readCard } from '@esk/contracts/catalog/cards';
import type { LiveTableFamily } from '@esk/contracts/catalog/casino-games';
import {
  type LiveRoundData,
  type RoundOutcomeName,
  roundOutcomeName,
  tableHands,
} from '@esk/contracts/catalog/table-hands';
import type { RoundInfo } from '@esk/contracts/http/casino-schemas';

/** idle: no round yet; betting: the countdown runs; dealing: closed, cards coming; result: declared. */
export type VideoPhase = 'idle' | 'betting' | 'dealing' | 'result';

/** A slot on the table: empty (waiting for the deal), a card face down, or a card face up. */
export type VideoCard =
  | { face: 'empty' }
  | { face: 'down' }
  | { face: 'up'; code: string; name: string; red: boolean; rank: string; suit: string };

export interface VideoHand {
  key: string;
  name?: string;
  cards: VideoCard[];
  score?: string;
  leading: boolean;
  winner: boolean;
}

export interface VideoScene {
  roundId: string;
  phase: VideoPhase;
  /** Seconds left to bet (the feed's autotime), 0 once closed. */
  seconds: number;
  hands: VideoHand[];
  /** The declared result: its words and the winning hands. */
  outcome?: RoundOutcomeName;
}

/** A live round as the page needs it: t1 (the round) and result (the last results, newest first). */
export interface VideoRound {
  data: LiveRoundData;
  result: { mid: string; result: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The round fields the video reads: its id, the seconds, and where the cards are. */
const CARD_FIELDS = ['gtype', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'cards', 'desc'] as const;

/** A t1 row as the contract reads it (the feed mixes '12' and 12). */
function roundRow(row: Record<string, unknown>): RoundInfo {
  const info: RoundInfo = { mid: String(row.mid ?? ''), autotime: Number(row.autotime) || 0 };
  for (const field of CARD_FIELDS) {
    const value = row[field];
    if (typeof value === 'string' || typeof value === 'number') info[field] = String(value);
  }
  return info;
}

/**
 * A room push read as a live round: {data: {t1, t2}, result}, sent as an object or a JSON
 * string (the contract accepts both). Anything else is undefined.
 */
export function readRound(raw: unknown): VideoRound | undefined {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(value) || !isRecord(value.data) || !Array.isArray(value.data.t1)) return undefined;
  const t1 = value.data.t1.filter(isRecord).map(roundRow);
  const result = (Array.isArray(value.result) ? value.result : [])
    .filter(isRecord)
    .map((row) => ({ mid: String(row.mid ?? ''), result: String(row.result ?? '') }));
  return { data: { t1, t2: [] }, result };
}

function upCard(code: string): VideoCard | undefined {
  const card = readCard(code);
  if (!card) return undefined;
  return {
    face: 'up',
    code: card.card,
    name: cardName(card),
    red: card.colour === 'Red',
    rank: card.rank,
    suit: card.suit,
  };
}

/**
 * A hand's slots: while betting every slot waits empty; once closed a slot holds its card face
 * down until the feed names it. A hand that has no card yet (Andar Bahar's sides, 32 cards'
 * players before the first one turns) shows one face-down card while the round is dealt.
 */
function slots(cards: readonly string[], count: number, phase: VideoPhase): VideoCard[] {
  const length = Math.max(count, cards.length, phase === 'dealing' || phase === 'betting' ? 1 : 0);
  return Array.from({ length }, (_, index): VideoCard => {
    if (phase === 'betting') return { face: 'empty' };
    return upCard(cards[index] ?? '') ?? { face: 'down' };
  });
}

/** The scene a table of `family` shows for this round (idle without one). */
export function videoScene(family: LiveTableFamily, round: VideoRound | undefined): VideoScene {
  const info = round?.data.t1[0];
  const roundId = info?.mid ?? '';
  if (!round || !roundId) return { roundId: '', phase: 'idle', seconds: 0, hands: [] };
  const latest = round.result[0];
  const declared = latest !== undefined && latest.mid === roundId;
  const outcome = declared ? roundOutcomeName(family, latest.result) : undefined;
  const seconds = Math.max(0, Math.round(Number(info?.autotime) || 0));
  const phase: VideoPhase = declared ? 'result' : seconds > 0 ? 'betting' : 'dealing';
  const hands = tableHands(family, round.data).map((hand) => ({
    key: hand.key,
    ...(hand.name ? { name: hand.name } : {}),
    cards: slots(hand.cards, hand.count, phase),
    ...(hand.score !== undefined && phase !== 'betting' ? { score: hand.score } : {}),
    leading: phase !== 'betting' && (hand.leading ?? false),
    winner: outcome?.hands.includes(hand.key) ?? false,
  }));
  return {
    roundId,
    phase,
    seconds: phase === 'betting' ? seconds : 0,
    hands,
    ...(outcome ? { outcome } : {}),
  };
}

/** What a screen reader hears for the scene (the frame's text alternative). */
export function describeScene(scene: VideoScene, tableName: string): string {
  if (scene.phase === 'idle') return `${tableName}: waiting for the next round.`;
  if (scene.phase === 'betting') return `${tableName}: place your bets, ${scene.seconds} seconds left.`;
  const hands = scene.hands
    .map((hand) => {
      const up = hand.cards.flatMap((card) => (card.face === 'up' ? [card.name] : []));
      const down = hand.cards.filter((card) => card.face === 'down').length;
      const cards = [...up, ...(down ? [`${down} face down`] : [])].join(', ') || 'no cards';
      return hand.name ? `${hand.name}: ${cards}` : cards;
    })
    .join('; ');
  const result = scene.outcome ? ` Result: ${scene.outcome.text}.` : '';
  return `${tableName}: ${scene.phase === 'result' ? 'round over' : 'no more bets'}. ${hands}.${result}`;
}

/**
 * The socket path of the page's mock, from the page's own address: the mock may serve the
 * video under a prefix (/sb/<id>/casino-video/dt20), with its socket under the same one.
 */
export function socketPath(pathname: string): string {
  const at = pathname.lastIndexOf('/casino-video/');
  return `${at > 0 ? pathname.slice(0, at) : ''}/socket.io`;
}
