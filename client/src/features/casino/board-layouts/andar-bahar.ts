/**
 * Andar Bahar (001 §2.9; ab2, result layout abj): an Andar row and a Bahar row of three
 * boxes at the fixed 1.95 (less oddsDifference), odd/even, thirteen card boxes and four suit
 * boxes that refuse bets ('Bets Not Accepteble'). On the table: the joker, then Bahar's cards
 * (odd positions) and Andar's (even positions), twelve each at most.
 */
import { ANDAR_BAHAR_ODDS, marketName, marketSid } from '@esk/contracts/catalog/casino';
import type { MarketRow } from '@esk/contracts/http/casino-schemas';
import type { BoardSection, Tile } from '../logic/board-model';
import { marketCell, type RoundContext, rowBySid, rowCell, sideRate } from '../logic/cells';
import { cardRankOf } from './card-boxes';
import { BACK_LAY, familyHands, type LiveRoundData, type TableFamily } from './table-family';

/** The two rows of three boxes by sid. */
export const ANDAR_BAHAR_SIDES = [
  { key: 'andar', title: 'casino.hand.andar', name: 'Andar', sids: ['1', '2', '3'] },
  { key: 'bahar', title: 'casino.hand.bahar', name: 'Bahar', sids: ['4', '5', '6'] },
] as const;

const SUITS: Record<string, { symbol: string; tone: 'red' | 'black' }> = {
  spade: { symbol: '♠', tone: 'black' },
  club: { symbol: '♣', tone: 'black' },
  heart: { symbol: '♥', tone: 'red' },
  diamond: { symbol: '♦', tone: 'red' },
};

/** The suit a 'Joker Spade' box names, if it is one of the four suit boxes. */
export const suitOf = (name: string) => SUITS[name.trim().split(/\s+/).at(-1)?.toLowerCase() ?? ''];

function sideTiles(
  rows: readonly MarketRow[],
  side: (typeof ANDAR_BAHAR_SIDES)[number],
  ctx: RoundContext,
): Tile[] {
  return side.sids.flatMap((sid) => {
    const row = rowBySid(rows, sid);
    if (!row) return [];
    const shown = marketName(row);
    return [
      {
        cell: rowCell(row, 'back', ctx, {
          betFor: 'andarBahar',
          label: `${side.name} ${shown}`,
          rate: ANDAR_BAHAR_ODDS,
        }),
        short: shown,
      },
    ];
  });
}

function boxTile(row: MarketRow, ctx: RoundContext): Tile {
  const name = marketName(row);
  const rank = cardRankOf(name);
  const suit = suitOf(name);
  if (suit) {
    return {
      cell: marketCell({
        sid: marketSid(row),
        nat: name,
        side: 'back',
        rate: sideRate(row.b1 || row.rate, 'back', ctx.oddsDifference),
        open: false,
        betFor: 'color',
        refusal: 'casino.bet.notAccepted',
      }),
      rank: suit.symbol,
      tone: suit.tone,
    };
  }
  return {
    cell: rowCell(row, 'back', ctx, { betFor: rank ? 'cards' : 'oddEven' }),
    ...(rank ? { rank } : {}),
  };
}

export const andarBaharFamily: TableFamily = {
  sideWords: BACK_LAY,
  hands: familyHands('andarBahar'),
  board(round: LiveRoundData, ctx: RoundContext): BoardSection[] {
    const rest = round.t2.filter((row) => Number(row.sid) > 6 || !/^\d+$/.test(row.sid ?? ''));
    const tiles = rest.map((row) => boxTile(row, ctx));
    return [
      ...ANDAR_BAHAR_SIDES.map(
        (side): BoardSection => ({
          kind: 'tiles',
          key: side.key,
          title: side.title,
          tiles: sideTiles(round.t2, side, ctx),
          perRow: { narrow: 3, wide: 3 },
        }),
      ),
      {
        kind: 'tiles',
        key: 'oddEvenSuits',
        tiles: [
          ...tiles.filter((tile) => !tile.rank && !tile.cell.refusal),
          ...tiles.filter((tile) => tile.cell.refusal),
        ],
        perRow: { narrow: 3, wide: 6 },
      },
      {
        kind: 'tiles',
        key: 'cards',
        title: 'casino.section.jokerCards',
        tiles: tiles.filter((tile) => tile.rank && !tile.cell.refusal),
        perRow: { narrow: 7, wide: 13 },
      },
    ];
  },
};
