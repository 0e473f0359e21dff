/**
 * Lucky 7 (001 §2.6): LOW and HIGH card, Even/Odd, Red/Black and the thirteen single-card
 * boxes, each with its rate (less oddsDifference) and the user's position. betFor comes from
 * the market name's first word (lucky7BetFor). One card on the table.
 */
import { lucky7BetFor, marketName } from '@esk/contracts/catalog/casino';
import type { BoardSection } from '../logic/board-model';
import type { RoundContext } from '../logic/cells';
import { cardBoxTile } from './card-boxes';
import { BACK_LAY, type LiveRoundData, roundCards, type TableFamily } from './table-family';

export const lucky7Family: TableFamily = {
  sideWords: BACK_LAY,
  hands: (round) => [{ key: 'card', cards: roundCards(round, 1, 1), count: 1 }],
  board(round: LiveRoundData, ctx: RoundContext): BoardSection[] {
    const tiles = round.t2.map((row) => cardBoxTile(row, ctx, lucky7BetFor(marketName(row))));
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
