import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import { useMemo } from 'react';
import type { DataTableColumn } from '@/components/ui/data-table';
import { oddsMode } from '../../logic/bets';
import { casinoPnl } from '../../logic/casino-report';
import { trimmedAmount } from '../../logic/money';
import { modeColumn, pnlColumn } from '../shared/bet-cells';
import { DateTimeText } from '../shared/date-time-text';
import table from '../shared/table.module.css';
import { CasinoBetsTable } from './casino-bets-table';
import { RoundCell } from './round-cell';

const columns = (onOpenRound?: (bet: CasinoBet) => void): DataTableColumn<CasinoBet>[] => [
  {
    header: 'account.casino.team',
    cell: (bet) => (
      <RoundCell
        name={bet.playerName ?? bet.teamName ?? '-'}
        roundId={bet.roundId}
        onOpen={onOpenRound && (() => onOpenRound(bet))}
      >
        <DateTimeText ms={bet.createdAt} className={table.narrowOnly} />
      </RoundCell>
    ),
  },
  {
    header: 'account.bets.date',
    wideOnly: true,
    cellClassName: table.nowrap,
    cell: (bet) => formatIst(bet.createdAt, DATE_FORMATS.dayTime),
  },
  { header: 'account.bets.rate', align: 'end', cell: (bet) => bet.odds ?? '-' },
  { header: 'account.bets.amount', align: 'end', cell: (bet) => trimmedAmount(bet.amount) },
  modeColumn((bet) => ({ text: oddsMode(bet.type), lay: oddsMode(bet.type) === 'KHAI' })),
  { header: 'account.casino.showResult', cell: (bet) => bet.showResult ?? '-' },
  pnlColumn((bet) => casinoPnl(bet.profitLoss)),
];

/** TEAM (player and round id: opens the round's result), Date, Rate, Amount, Mode, Show Result, P&L. */
export function DiamondBetsTable({
  bets,
  onOpenRound,
}: {
  bets: readonly CasinoBet[];
  onOpenRound?: ((bet: CasinoBet) => void) | undefined;
}) {
  const cols = useMemo(() => columns(onOpenRound), [onOpenRound]);
  return <CasinoBetsTable rows={bets} columns={cols} label="account.casino.diamondTitle" />;
}
