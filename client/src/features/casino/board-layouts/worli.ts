/**
 * The instant number game (001 §2.11; worli2): ten tiles 1-9 and 0, one shared rate of 9.5
 * less the oddsDifference, each tile with the user's position. The grid is covered by a lock
 * unless the game status (the first row's gstatus) is '1'. Three cards on the table.
 */
import { isMarketOpen, marketName, marketSid, worliRate } from '@esk/contracts/catalog/casino';
import type { BoardSection, Tile } from '../logic/board-model';
import { marketCell, type RoundContext, rateText } from '../logic/cells';
import { BACK_LAY, familyHands, type LiveRoundData, type TableFamily } from './table-family';

export const WORLI_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

/** Whether the number game takes bets: its status is the first row's gstatus. */
export const worliOpen = (round: LiveRoundData, code: string) => isMarketOpen(round.t2[0], code);

export const worliFamily: TableFamily = {
  sideWords: BACK_LAY,
  hands: familyHands('worli'),
  board(round: LiveRoundData, ctx: RoundContext): BoardSection[] {
    const rate = worliRate(ctx.oddsDifference);
    const open = worliOpen(round, ctx.code);
    const tiles: Tile[] = WORLI_DIGITS.map((digit) => {
      const row = round.t2.find((entry) => marketSid(entry) === digit || marketName(entry) === digit);
      return {
        cell: marketCell({
          sid: row ? marketSid(row) : digit,
          nat: row ? marketName(row) || digit : digit,
          side: 'back',
          rate,
          open: open && row !== undefined,
          betFor: 'single',
        }),
      };
    });
    return [
      {
        kind: 'tiles',
        key: 'digits',
        tiles,
        perRow: { narrow: 5, wide: 10 },
        sharedRate: rateText(rate),
        hideRates: true,
        locked: !open,
      },
    ];
  },
};
