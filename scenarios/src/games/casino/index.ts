/**
 * The live casino tables by shortName (spec 001 §2.1). Each module holds one table's
 * rules as pure functions; README.md lists the rules decided here.
 */
import type { RoundView } from '../types';
import { aaa } from './aaa';
import { ab2 } from './ab2';
import { card32A } from './card32-a';
import { card32eu } from './card32eu';
import { dt20 } from './dt20';
import { dt202 } from './dt202';
import { lucky7 } from './lucky7';
import type { CasinoTable } from './table';
import { teen } from './teen';
import { teen9 } from './teen9';
import { teen20 } from './teen20';
import { worli2 } from './worli2';

export { dealFor, dealForWinner, dealWhere } from './deal-for';
export type { CasinoTable } from './table';

/** Every live table, keyed by shortName, in the lobby's order. */
export const casinoGames: Record<string, CasinoTable> = {
  teen20,
  lucky7,
  dt20,
  aaa,
  worli2,
  dt202,
  teen,
  teen9,
  'card32-a': card32A,
  card32eu,
  ab2,
};

/** A table by shortName (or eventId); undefined when there is none. */
export function getCasinoGame(shortName: string): CasinoTable | undefined {
  return casinoGames[shortName] ?? Object.values(casinoGames).find((game) => game.eventId === shortName);
}

/** The whole room push / cache body for a view: {data: {t1, t2}, result} (result newest first, 10 at most). */
export function casinoRoundPayload(game: CasinoTable, view: RoundView) {
  return { data: game.feed(view), result: view.lastResults.slice(0, 10) };
}
