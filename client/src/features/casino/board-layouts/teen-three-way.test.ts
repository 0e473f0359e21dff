import { describe, expect, it } from 'vitest';
import type { RunnersSection } from '../logic/board-model';
import { ctx, liveRound } from './feed-fixtures';
import { teenThreeWayFamily } from './teen-three-way';

const row = (nation: string, offset: number, rate: string, flags: [string, string, string]) => ({
  mid: 'R',
  nation,
  trate: rate,
  lrate: rate,
  drate: rate,
  tsection: String(10 + offset),
  lsection: String(20 + offset),
  dsectionid: String(30 + offset),
  tstatus: flags[0],
  lstatus: flags[1],
  dstatus: flags[2],
});

describe('Test Teenpatti, Tiger/Lion/Dragon (001 §2.12)', () => {
  const round = liveRound({ mid: 'R', C1: 'AHH', C4: 'KSS', C7: '1' }, [
    row('Winner', 1, '2.94', ['True', 'False', 'True']),
    row('Pair', 2, '5.50', ['True', 'True', 'True']),
  ]);

  it('has a Tiger, a Lion and a Dragon column per row, each with its section id and rate', () => {
    const [grid] = teenThreeWayFamily.board(round, ctx('teen9', 0.04)) as [RunnersSection];
    expect(grid.columns.map((column) => column.label)).toEqual([
      'casino.hand.tiger',
      'casino.hand.lion',
      'casino.hand.dragon',
    ]);
    expect(grid.cellPositions).toBe(true);
    expect(grid.rows[0]?.cells.map((cell) => [cell?.sid, cell?.nat, cell?.rate, cell?.betFor])).toEqual([
      ['11', 'Tiger Winner', 2.9, 'Winner'],
      ['21', 'Lion Winner', 2.9, 'Winner'],
      ['31', 'Dragon Winner', 2.9, 'Winner'],
    ]);
  });

  it("opens a column only when its flag is the string 'True'", () => {
    const [grid] = teenThreeWayFamily.board(round, ctx('teen9')) as [RunnersSection];
    expect(grid.rows[0]?.cells.map((cell) => cell?.open)).toEqual([true, false, true]);
    expect(grid.rows[1]?.cells.every((cell) => cell?.open)).toBe(true);
  });

  it('deals Tiger C1-C3, Lion C4-C6, Dragon C7-C9', () => {
    expect(teenThreeWayFamily.hands(round).map((hand) => hand.cards)).toEqual([
      ['AHH', '', ''],
      ['KSS', '', ''],
      ['1', '', ''],
    ]);
  });
});
