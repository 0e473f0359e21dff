import { describe, expect, it } from 'vitest';
import type { TilesSection } from '../logic/board-model';
import { ctx, liveRound, rateRow } from './feed-fixtures';
import { WORLI_DIGITS, worliFamily } from './worli';

const round = (gstatus: string) =>
  liveRound(
    { mid: 'R', C1: 'KHH', C2: '5SS', C3: '1' },
    WORLI_DIGITS.map((digit) => rateRow(digit, digit, '9.50', gstatus)),
  );

describe('the instant number game (001 §2.11)', () => {
  it('shows ten tiles 1-9 and 0 at one rate of 9.5 less the oddsDifference', () => {
    const [digits] = worliFamily.board(round('1'), ctx('worli2', 0.5)) as [TilesSection];
    expect(digits.tiles.map((tile) => tile.cell.label).join('')).toBe('1234567890');
    expect(digits.sharedRate).toBe('9.00');
    expect(digits.tiles.every((tile) => tile.cell.rate === 9 && tile.cell.open)).toBe(true);
    expect(digits.locked).toBe(false);
  });

  it("covers the grid with a lock unless the game status is '1'", () => {
    const [digits] = worliFamily.board(round('0'), ctx('worli2')) as [TilesSection];
    expect(digits.locked).toBe(true);
    expect(digits.tiles.some((tile) => tile.cell.open)).toBe(false);
  });

  it('puts the three cards on the table', () => {
    expect(worliFamily.hands(round('1'))[0]?.cards).toEqual(['KHH', '5SS', '1']);
  });
});
