/**
 * The 32-card tables (001 §2.13). Game A (card32-a): Players 8 to 11 with back and lay and
 * their sizes; the desc list deals round-robin to the four players ('1' face down, hidden);
 * C1..C4 are the players' scores, the highest highlighted. The EU table (card32eu) adds
 * Odd/Even per player, the colour rows (Any Three Card Black/Red, Two Black Two Red: back and
 * lay), the back-only '8 & 9 Total' / '10 & 11 Total' and the 'N Single' digits 1-9, 0,
 * locked unless the first digit's gstatus is open. Back prices are b1 less the oddsDifference.
 */
import { isMarketOpen, marketName, marketSid } from '@esk/contracts/catalog/casino';
import {
  CARD32_PLAYER_NUMBERS as CARD32_PLAYERS,
  card32Scores,
  leadingPlayers,
} from '@esk/contracts/catalog/table-hands';
import type { MarketRow } from '@esk/contracts/http/casino-schemas';
import type { BoardSection, RunnerRow, Tile } from '../logic/board-model';
import { type RoundContext, rowCell } from '../logic/cells';
import { BACK_LAY, familyHands, type LiveRoundData, type TableFamily } from './table-family';

// The players, their scores and the leading hand are read in contracts (catalog/table-hands), with the video.
export {
  CARD32_PLAYER_NUMBERS as CARD32_PLAYERS,
  card32Scores,
  leadingPlayers,
} from '@esk/contracts/catalog/table-hands';

const playerRowName = (player: string) => `Player ${player}`;

/** Players 8-11 with back and lay, the leading score's row highlighted. */
function playersSection(round: LiveRoundData, ctx: RoundContext): BoardSection {
  const leading = new Set(leadingPlayers(card32Scores(round)));
  const rows: RunnerRow[] = CARD32_PLAYERS.flatMap((player, index) => {
    const row = round.t2.find((entry) => marketName(entry).trim() === playerRowName(player));
    if (!row) return [];
    const betFor = marketName(row);
    return [
      {
        key: player,
        name: marketName(row),
        positionSid: marketSid(row),
        cells: [rowCell(row, 'back', ctx, { betFor }), rowCell(row, 'lay', ctx, { betFor })],
        highlight: leading.has(index),
      },
    ];
  });
  return {
    kind: 'runners',
    key: 'players',
    columns: [
      { label: 'casino.side.back', side: 'back' },
      { label: 'casino.side.lay', side: 'lay' },
    ],
    rows,
  };
}

export const card32aFamily: TableFamily = {
  sideWords: BACK_LAY,
  hands: familyHands('card32a'),
  board: (round, ctx) => [playersSection(round, ctx)],
};

const named = (rows: readonly MarketRow[], name: string) =>
  rows.find((row) => marketName(row).trim().toLowerCase() === name.toLowerCase());

/** A back/lay runners row of a named market (null cells where the feed has no lay). */
function backLayRow(row: MarketRow, ctx: RoundContext, betFor: string): RunnerRow {
  const name = marketName(row);
  return {
    key: marketSid(row),
    name,
    positionSid: marketSid(row),
    cells: [rowCell(row, 'back', ctx, { betFor }), row.l1 ? rowCell(row, 'lay', ctx, { betFor }) : null],
  };
}

export const SINGLE_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

function euSections(round: LiveRoundData, ctx: RoundContext): BoardSection[] {
  const rows = round.t2;
  const oddEven: RunnerRow[] = CARD32_PLAYERS.flatMap((player) => {
    const odd = named(rows, `Player ${player} Odd`);
    const even = named(rows, `Player ${player} Even`);
    if (!odd && !even) return [];
    const cell = (row: MarketRow | undefined, word: string) =>
      row ? rowCell(row, 'back', ctx, { betFor: 'oddEven', label: `Player ${player} ${word}` }) : null;
    return [{ key: player, name: playerRowName(player), cells: [cell(odd, 'Odd'), cell(even, 'Even')] }];
  });
  const colours = ['Any Three Card Black', 'Any Three Card Red', 'Two Black Two Red'].flatMap((name) => {
    const row = named(rows, name);
    return row ? [backLayRow(row, ctx, 'color')] : [];
  });
  const totals: Tile[] = ['8 & 9 Total', '10 & 11 Total'].flatMap((name) => {
    const row = named(rows, name);
    return row ? [{ cell: rowCell(row, 'back', ctx, { betFor: 'total' }) }] : [];
  });
  const singles = SINGLE_DIGITS.flatMap((digit) => {
    const row = named(rows, `Single ${digit}`);
    return row ? [{ row, digit }] : [];
  });
  const singlesOpen = isMarketOpen(singles[0]?.row, ctx.code);
  return [
    {
      kind: 'runners',
      key: 'oddEven',
      title: 'casino.section.oddEven',
      columns: [
        { label: 'casino.side.odd', side: 'back' },
        { label: 'casino.side.even', side: 'back' },
      ],
      rows: oddEven,
      cellPositions: true,
    },
    {
      kind: 'runners',
      key: 'colours',
      title: 'casino.section.colours',
      columns: [
        { label: 'casino.side.back', side: 'back' },
        { label: 'casino.side.lay', side: 'lay' },
      ],
      rows: colours,
    },
    { kind: 'tiles', key: 'totals', tiles: totals, perRow: { narrow: 2, wide: 2 } },
    {
      kind: 'tiles',
      key: 'singles',
      title: 'casino.section.single',
      tiles: singles.map(({ row, digit }) => ({
        cell: rowCell(row, 'back', ctx, { betFor: 'single', label: `Single ${digit}` }),
        short: digit,
      })),
      perRow: { narrow: 5, wide: 10 },
      locked: !singlesOpen,
    },
  ];
}

export const card32euFamily: TableFamily = {
  sideWords: BACK_LAY,
  hands: familyHands('card32eu'),
  board: (round, ctx) => [playersSection(round, ctx), ...euSections(round, ctx)],
};
