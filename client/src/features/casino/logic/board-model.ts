/**
 * What a live table shows, as plain data: the cards on the table (hands) and the betting
 * board (sections of market cells). Each game family turns the live round into this model
 * (board-layouts/*); the components only draw it. Cells hold primitives only, so a
 * memoised cell re-renders only when its own numbers or state change.
 */
import type { MessageKey } from '@/i18n/i18n';

export type MarketSide = 'back' | 'lay';

/** One clickable price: a market (sid) on one side. */
export interface MarketCell {
  /** Unique on the board: `${sid}:${side}`. */
  key: string;
  sid: string;
  /** The market name as the feed sends it (nat/nation); sent as nat. */
  nat: string;
  /** What the cell and the slip call it ('LOW Card', 'Player A', 'A'). */
  label: string;
  side: MarketSide;
  /** The rate shown and sent (oddsDifference already taken off a back rate); 0 when the feed has none. */
  rate: number;
  /** Open for bets (the family's open rule and a rate above 0). */
  open: boolean;
  betFor: string;
  /** Stake available at this price (bs1/ls1), when the feed says. */
  size?: number;
  /** What the box shows without a rate (default CASINO_FALLBACK_ODDS.none, '0.00'). */
  noRateText?: string;
  /** A box that is shown but refuses bets with this message (Andar Bahar suits). */
  refusal?: MessageKey;
}

/** A row of a runners table: a name (with its position) and one cell per column. */
export interface RunnerRow {
  key: string;
  name: string;
  /** The sid whose position shows under the name (back and lay of one market share it). */
  positionSid?: string;
  /** null: the column has no price for this row (a back-only row in a back/lay table). */
  cells: (MarketCell | null)[];
  /** Marked (e.g. the leading score on a 32-card table). */
  highlight?: boolean;
}

export interface RunnersSection {
  kind: 'runners';
  key: string;
  title?: MessageKey;
  /** Column headers: words, never only colour (LAGAI/KHAI, Yes/No, Back/Lay, Tiger/Lion/Dragon). */
  columns: { label: MessageKey; side: MarketSide }[];
  rows: RunnerRow[];
  /** Each cell shows its own position under the rate (three-way columns have their own sids). */
  cellPositions?: boolean;
}

/** A box of a tiles grid: a cell, optionally drawn as a card rank, with its position underneath. */
export interface Tile {
  cell: MarketCell;
  /** What the box shows when shorter than the cell's label ('1st Bet' of 'Andar 1st Bet', '♠'). */
  short?: string;
  /** Draw the label as a card rank (the thirteen card boxes). */
  rank?: string;
  /** A suit or colour hint of the box ('red', 'black'). */
  tone?: 'red' | 'black';
}

export interface TilesSection {
  kind: 'tiles';
  key: string;
  title?: MessageKey;
  tiles: Tile[];
  /** Boxes per row on phones and on wide screens. */
  perRow: { narrow: number; wide: number };
  /** One rate for every box, shown once above them (AAA's card boxes, the number games). */
  sharedRate?: string;
  /** Boxes draw no rate of their own (sharedRate says it). */
  hideRates?: boolean;
  /** The whole grid is covered by a lock (worli's game status, card32eu's single digits). */
  locked?: boolean;
}

export type BoardSection = RunnersSection | TilesSection;

/** Cards of one hand on the table; `count` keeps slots for cards still to come. */
export interface Hand {
  key: string;
  /** A side the table names itself (Dragon, Andar...): translated. */
  labelKey?: MessageKey;
  /** A player named by the feed ('Player 8'); neither: a table with one hand. */
  name?: string;
  cards: string[];
  count: number;
  /** Score beside the hand (32-card tables). */
  score?: string;
  /** The leading hand (the highest 32-card score). */
  leading?: boolean;
}

/** The words of the two sides on this table (slip, columns, accessible names). */
export interface SideWords {
  back: MessageKey;
  lay: MessageKey;
}

export const cellKey = (sid: string, side: MarketSide) => `${sid}:${side}`;

/** Whether two cells draw the same (memoised cells skip a push that changed nothing of theirs). */
export function sameCell(a: MarketCell | null, b: MarketCell | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.key === b.key &&
    a.nat === b.nat &&
    a.label === b.label &&
    a.rate === b.rate &&
    a.open === b.open &&
    a.betFor === b.betFor &&
    a.size === b.size &&
    a.refusal === b.refusal
  );
}

/** The board with every market locked (the feed answered nothing: keep the last prices, take no bets). */
export function lockBoard(sections: readonly BoardSection[]): BoardSection[] {
  const lock = (cell: MarketCell): MarketCell => ({ ...cell, open: false });
  return sections.map((section) =>
    section.kind === 'runners'
      ? {
          ...section,
          rows: section.rows.map((row) => ({ ...row, cells: row.cells.map((cell) => cell && lock(cell)) })),
        }
      : { ...section, tiles: section.tiles.map((tile) => ({ ...tile, cell: lock(tile.cell) })) },
  );
}
