/**
 * Lucky 7 (001 §2.6): LOW and HIGH card, Even/Odd, Red/Black and the thirteen single-card
 * boxes, each with its rate (less oddsDifference) and the user's position. betFor comes from
 * the market name's first word (lucky7BetFor). One card on the table.
 */
import { CASINO_FALLBACK_ODDS, lucky7BetFor, marketName } from '@esk/contracts/catalog/casino';
import type { MarketRow } from '@esk/contracts/http/casino-schemas';
import type { BoardSection, Tile } from '../logic/board-model';
import type { RoundContext } from '../logic/cells';
import { cardBoxTile } from './card-boxes';
import { BACK_LAY, familyHands, type LiveRoundData, type TableFamily } from './table-family';

function tile(row: MarketRow, ctx: RoundContext): Tile {
  const betFor = lucky7BetFor(marketName(row));
  const box = cardBoxTile(row, ctx, betFor);
  // The even-money boxes show '2.00' without a rate (001 §9's fallback); a card box '0.00'.
  return betFor === 'cards'
    ? box
    : { ...box, cell: { ...box.cell, noRateText: CASINO_FALLBACK_ODDS.evenMoney } };
}

export const lucky7Family: TableFamily = {
  sideWords: BACK_LAY,
  hands: familyHands('lucky7'),
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
