import { MATKA_GAME_TILES } from '@esk/contracts/catalog/matka';
import { describe, expect, it } from 'vitest';
import { gameGrid, gameTypeOfRoute, gridNumbers, HARUP_DIGITS, HARUP_JODI_GRID, tileOf } from './grids';

describe('game grids (spec 002 §2)', () => {
  it('shows 10 single digits, 100 jodis and 10 triple pattis', () => {
    expect(gridNumbers(gameGrid('SINGLE'))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(gridNumbers(gameGrid('JODI'))).toHaveLength(100);
    expect(gridNumbers(gameGrid('TRIPLE_PATTI'))[9]).toBe('999');
  });

  it('shows single patti as 10 groups of 12 and double patti as 10 groups of 9, group 0 first', () => {
    const single = gameGrid('SINGLE_PATTI').blocks;
    expect(single.map((block) => block.group)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(single.every((block) => block.numbers.length === 12)).toBe(true);
    const double = gameGrid('DOUBLE_PATTI').blocks;
    expect(double.every((block) => block.numbers.length === 9)).toBe(true);
    expect(double[1]?.numbers).toContain('100');
  });

  it("shows the Harup page's 01-100 grid and digits 1-10", () => {
    expect(gridNumbers(HARUP_JODI_GRID)[0]).toBe('01');
    expect(gridNumbers(HARUP_JODI_GRID)).toHaveLength(100);
    expect(HARUP_DIGITS).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('maps every game route to its game type and back', () => {
    for (const tile of MATKA_GAME_TILES) {
      expect(gameTypeOfRoute(tile.route)).toBe(tile.gameType);
      expect(tileOf(tile.gameType).route).toBe(tile.route);
    }
    expect(gameTypeOfRoute('matka-tripple-patti')).toBe('TRIPLE_PATTI');
  });
});
