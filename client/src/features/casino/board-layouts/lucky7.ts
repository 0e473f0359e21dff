/**
 * Lucky 7 (001 §2.6): LOW and HIGH card, Even/Odd, Red/Black and the thirteen single-card
 * boxes, each with its rate (less oddsDifference) and the user's position. betFor comes from
 * the market name's first word (lucky7BetFor). One card on the table.
 */
import { lucky7BetFor, marketName } from '@esk/contracts/catalog/casino';
import type { MarketRow } from '@esk/contracts/http/casino-schemas';
import type { BoardSection, Tile } from '../logic/board-model';
import { type RoundContext, rowCell } from '../logic/cells';
import { BACK_LAY, type LiveRoundData, roundCards, type TableFamily } from './table-family';

/** 'Card A' -> 'A'; undefined for a name that is not a single-card box. */
export const cardRankOf = (name: string): string | undefined =>
  /^(?:Card|Joker)\s+(A|[2-9]|10|J|Q|K)$/i.exec(name.trim())?.[1]?.toUpperCase();

const tone = (name: string): Tile['tone'] => {
  const word = name.trim().toLowerCase();
  return word === 'red' ? 'red' : word === 'black' ? 'black' : undefined;
};

function tile(row: MarketRow, ctx: RoundContext): Tile {
  const name = marketName(row);
  const rank = cardRankOf(name);
  const colour = tone(name);
  return {
    cell: rowCell(row, 'back', ctx, { betFor: lucky7BetFor(name) }),
    ...(rank ? { rank } : {}),
    ...(colour ? { tone: colour } : {}),
  };
}

export const lucky7Family: TableFamily = {
  sideWords: BACK_LAY,
  hands: (round) => [{ key: 'card', cards: roundCards(round, 1, 1), count: 1 }],
  board(round: LiveRoundData, ctx: RoundContext): BoardSection[] {
    const tiles = round.t2.map((row) => tile(row, ctx));
    const of = (betFor: string) => tiles.filter((entry) => entry.cell.betFor === betFor);
    return [
      { kind: 'tiles', key: 'lowHigh', tiles: of('lowHigh'), perRow: { narrow: 2, wide: 2 } },
      {
        kind: 'tiles',
        key: 'oddEvenColour',
        tiles: [...of('oddEven'), ...of('color')],
        perRow: { narrow: 2, wide: 4 },
      },
      {
        kind: 'tiles',
        key: 'cards',
        title: 'casino.section.cards',
        tiles: of('cards'),
        perRow: { narrow: 7, wide: 13 },
      },
    ];
  },
};
