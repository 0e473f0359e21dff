/**
 * A game family's rules (001 §2.6-§2.13): which cards lie on the table and how the live
 * round's rows become the betting board. Tables of one family (dt20 and dt202, teen20 and
 * teen) share one module; index.ts maps the catalogue's family names to them.
 */
import type { CasinoRound } from '@esk/contracts/http/casino-schemas';
import type { BoardSection, Hand, SideWords } from '../logic/board-model';
import type { RoundContext } from '../logic/cells';

export type LiveRoundData = CasinoRound['data'];

export interface TableFamily {
  /** The words of the two sides (Back/Lay, LAGAI/KHAI, Yes/No). */
  sideWords: SideWords;
  /** The cards on the table now, hand by hand. */
  hands(round: LiveRoundData): Hand[];
  /** The betting board. */
  board(round: LiveRoundData, ctx: RoundContext): BoardSection[];
}

/** Card codes C1..Cn of the round ('' for a missing one). */
export function roundCards(round: LiveRoundData, from: number, to: number): string[] {
  const info = round.t1[0] as Record<string, unknown> | undefined;
  return Array.from({ length: to - from + 1 }, (_, index) => String(info?.[`C${from + index}`] ?? ''));
}

export const BACK_LAY: SideWords = { back: 'casino.side.back', lay: 'casino.side.lay' };
