/**
 * Test Teenpatti (001 §2.12; teen9): Tiger, Lion and Dragon, three cards each (C1-C3, C4-C6,
 * C7-C9); six rows (Winner, Pair, Flush, Straight, Trio, StraightFlush) with a Tiger, a Lion
 * and a Dragon column. A column's box is open when its tstatus/lstatus/dstatus is 'True'; its
 * sid is tsection/lsection/dsection (dsectionid on some feeds), its rate trate/lrate/drate.
 */
import { isMarketOpen, marketName, type ThreeWaySide } from '@esk/contracts/catalog/casino';
import type { MarketRow } from '@esk/contracts/http/casino-schemas';
import type { MessageKey } from '@/i18n/i18n';
import type { BoardSection, MarketCell, RunnerRow } from '../logic/board-model';
import { marketCell, type RoundContext, sideRate } from '../logic/cells';
import { BACK_LAY, familyHands, type LiveRoundData, type TableFamily } from './table-family';

export const THREE_WAY_PLAYERS: readonly { side: ThreeWaySide; name: string; key: MessageKey }[] = [
  { side: 't', name: 'Tiger', key: 'casino.hand.tiger' },
  { side: 'l', name: 'Lion', key: 'casino.hand.lion' },
  { side: 'd', name: 'Dragon', key: 'casino.hand.dragon' },
];

const sectionOf = (row: MarketRow, side: ThreeWaySide) =>
  side === 't' ? row.tsection : side === 'l' ? row.lsection : row.dsection || row.dsectionid;

const rateOf = (row: MarketRow, side: ThreeWaySide) =>
  side === 't' ? row.trate : side === 'l' ? row.lrate : row.drate;

function columnCell(
  row: MarketRow,
  player: (typeof THREE_WAY_PLAYERS)[number],
  ctx: RoundContext,
): MarketCell {
  const nation = marketName(row);
  return marketCell({
    sid: sectionOf(row, player.side) ?? '',
    nat: `${player.name} ${nation}`,
    side: 'back',
    rate: sideRate(rateOf(row, player.side), 'back', ctx.oddsDifference),
    open: isMarketOpen(row, ctx.code, player.side) && Boolean(sectionOf(row, player.side)),
    betFor: nation,
  });
}

export const teenThreeWayFamily: TableFamily = {
  sideWords: BACK_LAY,
  hands: familyHands('teenThreeWay'),
  board(round: LiveRoundData, ctx: RoundContext): BoardSection[] {
    const rows: RunnerRow[] = round.t2.map((row) => ({
      key: marketName(row),
      name: marketName(row),
      cells: THREE_WAY_PLAYERS.map((player) => columnCell(row, player, ctx)),
    }));
    return [
      {
        kind: 'runners',
        key: 'threeWay',
        columns: THREE_WAY_PLAYERS.map((player) => ({ label: player.key, side: 'back' as const })),
        rows,
        cellPositions: true,
      },
    ];
  },
};
