import { describe, expect, it } from 'vitest';
import type { TilesSection } from '../logic/board-model';
import { dragonTigerFamily } from './dragon-tiger';
import { ctx, liveRound, rateRow } from './feed-fixtures';

const board = (t2: Record<string, unknown>[], oddsDifference = 0) =>
  (
    dragonTigerFamily.board(
      liveRound({ mid: 'R', C1: 'KHH', C2: '1' }, t2),
      ctx('dt20', oddsDifference),
    )[0] as TilesSection
  ).tiles.map((tile) => tile.cell);

describe('Dragon Tiger (001 §2.8)', () => {
  const rows = [rateRow('1', 'Dragon', '2.00'), rateRow('2', 'Tiger', '2.00'), rateRow('3', 'Tie', '11.00')];

  it('shows Dragon, Tie, Tiger in that order, open on gstatus 1, rates less the oddsDifference', () => {
    expect(board(rows, 0.05).map((cell) => [cell.label, cell.sid, cell.rate, cell.open])).toEqual([
      ['Dragon', '1', 1.95, true],
      ['Tie', '3', 10.95, true],
      ['Tiger', '2', 1.95, true],
    ]);
    expect(board(rows.map((row) => ({ ...row, gstatus: '0' }))).some((cell) => cell.open)).toBe(false);
  });

  it('uses the default names when the feed sends none, and a locked box for a missing row', () => {
    const cells = board([{ ...rows[0], nat: '' }, rows[1] as Record<string, unknown>]);
    expect(cells.map((cell) => [cell.label, cell.open])).toEqual([
      ['Dragon', true],
      ['Tie', false],
      ['Tiger', true],
    ]);
  });

  it("puts Dragon's card (C1) and Tiger's (C2) on the table", () => {
    expect(dragonTigerFamily.hands(liveRound({ mid: 'R', C1: 'KHH', C2: '1' }, rows))).toEqual([
      { key: 'dragon', labelKey: 'casino.hand.dragon', cards: ['KHH'], count: 1 },
      { key: 'tiger', labelKey: 'casino.hand.tiger', cards: ['1'], count: 1 },
    ]);
  });
});
