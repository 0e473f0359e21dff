/**
 * The number grids each page shows, from the contracts' number sets (spec 002 §2):
 * single 0-9 and triple patti 000-999 in one block, jodi 00-99 in one block of 100, single
 * patti 10 groups of 12 and double patti 10 groups of 9 (grouped by the digit sum's last
 * digit), the Harup page's 01-100 grid and its Andar and Bahar digits 1-10.
 */
import {
  doublePattiGroups,
  harupJodiNumbers,
  harupNumbers,
  jodiNumbers,
  MATKA_GAME_TILES,
  type MatkaGameRoute,
  type MatkaGameType,
  singleNumbers,
  singlePattiGroups,
  triplePattiNumbers,
} from '@esk/contracts/catalog/matka';

export interface NumberBlock {
  /** The group digit of a patti group; undefined for a plain block. */
  group?: number;
  numbers: readonly string[];
}

export interface GameGrid {
  blocks: readonly NumberBlock[];
}

const grouped = (groups: string[][]): NumberBlock[] => groups.map((numbers, group) => ({ group, numbers }));

/** The grid of a game page (the Odd-Even page has none). */
export function gameGrid(gameType: Exclude<MatkaGameType, 'ODD_EVEN'>): GameGrid {
  switch (gameType) {
    case 'SINGLE':
      return { blocks: [{ numbers: singleNumbers() }] };
    case 'JODI':
      return { blocks: [{ numbers: jodiNumbers() }] };
    case 'SINGLE_PATTI':
      return { blocks: grouped(singlePattiGroups()) };
    case 'DOUBLE_PATTI':
      return { blocks: grouped(doublePattiGroups()) };
    case 'TRIPLE_PATTI':
      return { blocks: [{ numbers: triplePattiNumbers() }] };
  }
}

/** The Harup page's tab 1 grid (game type JODI) and tab 2 digits. */
export const HARUP_JODI_GRID: GameGrid = { blocks: [{ numbers: harupJodiNumbers() }] };
export const HARUP_DIGITS: readonly string[] = harupNumbers();

/** The game type behind a game page's route segment (matka-single ... matka-odd-even). */
export function gameTypeOfRoute(route: MatkaGameRoute): MatkaGameType {
  const tile = MATKA_GAME_TILES.find((entry) => entry.route === route);
  if (!tile) throw new Error(`no matka game page at ${route}`);
  return tile.gameType;
}

/** The menu tile (route, title suffix) of a game type. */
export function tileOf(gameType: MatkaGameType) {
  const tile = MATKA_GAME_TILES.find((entry) => entry.gameType === gameType);
  if (!tile) throw new Error(`no matka game tile for ${gameType}`);
  return tile;
}

/** Every number a grid shows, flat (positions are computed for these). */
export const gridNumbers = (grid: GameGrid): string[] => grid.blocks.flatMap((block) => [...block.numbers]);
