import { describe, expect, it } from 'vitest';
import { type BoardSection, lockBoard, sameCell } from './board-model';
import { marketCell } from './cells';

const cell = marketCell({
  sid: '1',
  nat: 'Dragon',
  side: 'back',
  rate: 2,
  open: true,
  betFor: 'dragonTiger',
});

describe('board model', () => {
  it('tells a cell that draws the same from one that changed', () => {
    expect(sameCell(cell, { ...cell })).toBe(true);
    expect(sameCell(cell, { ...cell, rate: 1.98 })).toBe(false);
    expect(sameCell(cell, { ...cell, open: false })).toBe(false);
    expect(sameCell(null, cell)).toBe(false);
  });

  it('locks every market of a board', () => {
    const board: BoardSection[] = [
      { kind: 'tiles', key: 't', tiles: [{ cell }], perRow: { narrow: 1, wide: 1 } },
      { kind: 'runners', key: 'r', columns: [], rows: [{ key: 'a', name: 'A', cells: [cell, null] }] },
    ];
    const locked = lockBoard(board);
    expect(locked[0]?.kind === 'tiles' && locked[0].tiles[0]?.cell.open).toBe(false);
    expect(locked[1]?.kind === 'runners' && locked[1].rows[0]?.cells).toEqual([
      { ...cell, open: false },
      null,
    ]);
    expect(cell.open).toBe(true);
  });

  it('never opens a cell without a rate or one that refuses bets', () => {
    expect(marketCell({ sid: '1', nat: 'x', side: 'back', rate: 0, open: true, betFor: 'x' }).open).toBe(
      false,
    );
    expect(
      marketCell({
        sid: '1',
        nat: 'x',
        side: 'back',
        rate: 2,
        open: true,
        betFor: 'x',
        refusal: 'casino.bet.notAccepted',
      }).open,
    ).toBe(false);
  });
});
