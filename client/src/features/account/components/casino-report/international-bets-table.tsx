import { internationalProfitLoss } from '@esk/contracts/catalog/casino';
import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import type { PendingCasinoBet } from '@esk/contracts/http/sports';
import { useMemo } from 'react';
import type { DataTableColumn } from '@/components/ui/data-table';
import { casinoPnl } from '../../logic/casino-report';
import { trimmedAmount } from '../../logic/money';
import { pnlColumn } from '../shared/bet-cells';
import { DateTimeText } from '../shared/date-time-text';
import table from '../shared/table.module.css';
import { CasinoBetsTable } from './casino-bets-table';
import { RoundCell } from './round-cell';

const columns = (onOpenRound?: (roundId: string) => void): DataTableColumn<PendingCasinoBet>[] => [
  {
    header: 'casino.report.playerName',
    cell: (bet) => (
      <RoundCell
        name={bet.gameName}
        roundId={bet.roundId}
        onOpen={onOpenRound && bet.roundId ? () => onOpenRound(bet.roundId as string) : undefined}
      >
        {bet.createdAt !== undefined && <DateTimeText ms={bet.createdAt} className={table.narrowOnly} />}
      </RoundCell>
    ),
  },
  {
    header: 'account.bets.date',
    wideOnly: true,
    cellClassName: table.nowrap,
    cell: (bet) => (bet.createdAt === undefined ? '-' : formatIst(bet.createdAt, DATE_FORMATS.dayTime)),
  },
  { header: 'account.bets.amount', align: 'end', cell: (bet) => trimmedAmount(bet.debitAmount) },
  {
    header: 'casino.report.result',
    cell: (bet, t) => t(bet.isDeclare ? 'casino.report.declare' : 'casino.report.notDeclare'),
  },
  pnlColumn((bet) => casinoPnl(internationalProfitLoss(bet))),
];

/** Player Name (game and round id: opens the round's result), Date, Amount, Result, P&L (001 §2.15). */
export function InternationalBetsTable({
  bets,
  onOpenRound,
}: {
  bets: readonly PendingCasinoBet[];
  onOpenRound?: ((roundId: string) => void) | undefined;
}) {
  const cols = useMemo(() => columns(onOpenRound), [onOpenRound]);
  return <CasinoBetsTable rows={bets} columns={cols} label="account.casino.internationalTitle" />;
}
