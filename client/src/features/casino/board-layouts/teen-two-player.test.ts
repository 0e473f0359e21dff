import { describe, expect, it } from 'vitest';
import type { RunnersSection } from '../logic/board-model';
import { ctx, liveRound } from './feed-fixtures';
import { teenTwoPlayerFamily } from './teen-two-player';

const player = (sid: string, nation: string, gstatus: string) => ({
  mid: 'R',
  nation,
  sid,
  sectionId: sid,
  rate: '1.98',
  b1: 98,
  bs1: 500000,
  l1: 100,
  ls1: 500000,
  gstatus,
});

const round = (gstatus = '1', code = 'teen20') =>
  teenTwoPlayerFamily.board(
    liveRound({ mid: 'R', C1: 'KHH', C2: '1', C3: '1', C4: '2SS', C5: '1', C6: '1' }, [
      player('1', 'Player A', gstatus),
      player('3', 'Player B', gstatus),
    ]),
    ctx(code),
  ) as [RunnersSection];

describe('two-player Teen Patti (001 §2.10)', () => {
  it('shows Player A and B with LAGAI and KHAI at the raw odds divided by 100', () => {
    const [players] = round();
    expect(players.columns.map((column) => column.label)).toEqual(['casino.side.lagai', 'casino.side.khai']);
    expect(players.rows.map((row) => [row.name, ...row.cells.map((cell) => cell?.rate)])).toEqual([
      ['Player A', 0.98, 1],
      ['Player B', 0.98, 1],
    ]);
    expect(players.rows[1]?.cells[1]).toMatchObject({
      sid: '3',
      side: 'lay',
      betFor: 'Player B',
      size: 500000,
    });
  });

  it('takes the oddsDifference off LAGAI only', () => {
    const board = teenTwoPlayerFamily.board(
      liveRound({ mid: 'R' }, [player('1', 'Player A', '1')]),
      ctx('teen20', 0.02),
    ) as [RunnersSection];
    expect(board[0].rows[0]?.cells.map((cell) => cell?.rate)).toEqual([0.96, 1]);
  });

  it("opens on '1' (20-20) and 'ACTIVE' (1 Day), not otherwise", () => {
    expect(round('1')[0].rows[0]?.cells[0]?.open).toBe(true);
    expect(round('ACTIVE', 'teen')[0].rows[0]?.cells[0]?.open).toBe(true);
    expect(round('0')[0].rows[0]?.cells[0]?.open).toBe(false);
    expect(round('SUSPENDED', 'teen')[0].rows[0]?.cells[1]?.open).toBe(false);
  });

  it("deals A's cards from C1-C3 and B's from C4-C6, or from the second t1 row", () => {
    const hands = teenTwoPlayerFamily.hands(
      liveRound({ mid: 'R', C1: 'KHH', C2: 'QHH', C3: '1', C4: '2SS', C5: '1', C6: '1' }, []),
    );
    expect(hands.map((hand) => hand.cards)).toEqual([
      ['KHH', 'QHH', '1'],
      ['2SS', '1', '1'],
    ]);
    const oneDay = teenTwoPlayerFamily.hands(
      liveRound(
        [
          { mid: 'R', C1: 'KHH', C2: '1', C3: '1' },
          { mid: 'R', C1: '9DD', C2: '1', C3: '1' },
        ],
        [],
      ),
    );
    expect(oneDay[1]?.cards).toEqual(['9DD', '1', '1']);
  });
});
