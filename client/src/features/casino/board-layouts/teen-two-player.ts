/**
 * Two-player Teen Patti (001 §2.10; teen20, teen): Player A and Player B, three cards each,
 * with a LAGAI (back) and KHAI (lay) column. The feed's b1/l1 are raw values divided by 100
 * (98 shows 0.98); a back rate also loses the oddsDifference. betFor is the runner's name.
 * A's cards are t1[0].C1-C3, B's C4-C6 (the lagai/khai page's t1[1] row as a fallback).
 */
import { marketName, teen20Odds } from '@esk/contracts/catalog/casino';
import type { MarketRow } from '@esk/contracts/http/casino-schemas';
import type { BoardSection, RunnerRow } from '../logic/board-model';
import { type RoundContext, rowCell } from '../logic/cells';
import { familyHands, type LiveRoundData, type TableFamily } from './table-family';

const rawOdds = (value: number | undefined) => (value && value > 0 ? teen20Odds(value) : 0);

function runner(row: MarketRow, ctx: RoundContext): RunnerRow {
  const name = marketName(row);
  const options = { betFor: name };
  return {
    key: row.sid || row.sectionId || name,
    name,
    positionSid: row.sid || row.sectionId || '',
    cells: [
      rowCell(row, 'back', ctx, { ...options, rate: rawOdds(row.b1) }),
      rowCell(row, 'lay', ctx, { ...options, rate: rawOdds(row.l1) }),
    ],
  };
}

export const teenTwoPlayerFamily: TableFamily = {
  sideWords: { back: 'casino.side.lagai', lay: 'casino.side.khai' },
  hands: familyHands('teenTwoPlayer'),
  board(round: LiveRoundData, ctx: RoundContext): BoardSection[] {
    return [
      {
        kind: 'runners',
        key: 'players',
        columns: [
          { label: 'casino.side.lagai', side: 'back' },
          { label: 'casino.side.khai', side: 'lay' },
        ],
        rows: round.t2.map((row) => runner(row, ctx)),
      },
    ];
  },
};
