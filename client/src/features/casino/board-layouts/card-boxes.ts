/**
 * The boxes of a one-card table (Lucky 7, Amar Akbar Anthony, Andar Bahar's card boxes): a
 * 'Card X' box shows its rank, a Red / Black box its colour; each is a back bet on its row.
 */
import { marketName } from '@esk/contracts/catalog/casino';
import type { MarketRow } from '@esk/contracts/http/casino-schemas';
import type { Tile } from '../logic/board-model';
import { type RoundContext, rowCell } from '../logic/cells';

/** 'Card A' -> 'A'; undefined for a name that is not a single-card box. */
export const cardRankOf = (name: string): string | undefined =>
  /^(?:Card|Joker)\s+(A|[2-9]|10|J|Q|K)$/i.exec(name.trim())?.[1]?.toUpperCase();

const toneOf = (name: string): Tile['tone'] => {
  const word = name.trim().toLowerCase();
  return word === 'red' ? 'red' : word === 'black' ? 'black' : undefined;
};

/** A box as a tile: the back bet of its row, with its rank or colour. */
export function cardBoxTile(row: MarketRow, ctx: RoundContext, betFor: string): Tile {
  const name = marketName(row);
  const rank = cardRankOf(name);
  const tone = toneOf(name);
  return {
    cell: rowCell(row, 'back', ctx, { betFor }),
    ...(rank ? { rank } : {}),
    ...(tone ? { tone } : {}),
  };
}
