/**
 * The family rules by the catalogue's family name (contracts LIVE_TABLE_FAMILIES): a table
 * added to the catalogue with a new family is a compile error here until it has rules.
 */
import type { LiveTableFamily } from '@esk/contracts/catalog/casino';
import { aaaFamily } from './aaa';
import { andarBaharFamily } from './andar-bahar';
import { card32aFamily, card32euFamily } from './card32';
import { dragonTigerFamily } from './dragon-tiger';
import { lucky7Family } from './lucky7';
import type { TableFamily } from './table-family';
import { teenThreeWayFamily } from './teen-three-way';
import { teenTwoPlayerFamily } from './teen-two-player';
import { worliFamily } from './worli';

export type { LiveRoundData, TableFamily } from './table-family';

export const TABLE_FAMILIES: Record<LiveTableFamily, TableFamily> = {
  teenTwoPlayer: teenTwoPlayerFamily,
  teenThreeWay: teenThreeWayFamily,
  lucky7: lucky7Family,
  dragonTiger: dragonTigerFamily,
  aaa: aaaFamily,
  andarBahar: andarBaharFamily,
  worli: worliFamily,
  card32a: card32aFamily,
  card32eu: card32euFamily,
};
