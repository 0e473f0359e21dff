/**
 * Dragon Tiger (001 §2.8; dt20, dt202): three boxes Dragon, Tie, Tiger, found by sid (1
 * Dragon, 2 Tiger, 3 Tie) and named by the feed, or by these defaults when it sends no name.
 * Open when gstatus is '1'. Dragon's card is C1, Tiger's C2.
 */
import { marketName } from '@esk/contracts/catalog/casino';
import type { BoardSection, Tile } from '../logic/board-model';
import { marketCell, type RoundContext, rowBySid, rowCell } from '../logic/cells';
import { BACK_LAY, familyHands, type LiveRoundData, type TableFamily } from './table-family';

/** The boxes in page order: sid and default name. */
export const DRAGON_TIGER_BOXES = [
  { sid: '1', name: 'Dragon' },
  { sid: '3', name: 'Tie' },
  { sid: '2', name: 'Tiger' },
] as const;

const BET_FOR = 'dragonTiger';

export const dragonTigerFamily: TableFamily = {
  sideWords: BACK_LAY,
  hands: familyHands('dragonTiger'),
  board(round: LiveRoundData, ctx: RoundContext): BoardSection[] {
    const tiles: Tile[] = DRAGON_TIGER_BOXES.map(({ sid, name }) => {
      const row = rowBySid(round.t2, sid);
      if (!row)
        return { cell: marketCell({ sid, nat: name, side: 'back', rate: 0, open: false, betFor: BET_FOR }) };
      return { cell: rowCell(row, 'back', ctx, { betFor: BET_FOR, label: marketName(row) || name }) };
    });
    return [{ kind: 'tiles', key: 'dragonTiger', tiles, perRow: { narrow: 3, wide: 3 } }];
  },
};
