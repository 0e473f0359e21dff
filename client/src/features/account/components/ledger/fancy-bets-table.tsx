import type { FancyBet } from '@esk/contracts/http/sports-schemas';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { displayRate, fancyBetProfitLoss, fancyMode } from '../../logic/bets';
import { amount2, trimmedAmount } from '../../logic/money';
import { modeColumn, pnlColumn } from '../shared/bet-cells';
import { DateTimeText } from '../shared/date-time-text';
import table from '../shared/table.module.css';

const columns: DataTableColumn<FancyBet>[] = [
  {
    header: 'account.bets.runner',
    cell: (bet) => (
      <>
        <span className={table.strong}>{bet.sessionName}</span>
        {bet.createdAt !== undefined && <DateTimeText ms={bet.createdAt} />}
      </>
    ),
  },
  { header: 'account.bets.rate', align: 'end', cell: (bet) => displayRate(bet.odds, 'fancy') },
  { header: 'account.bets.run', align: 'end', cell: (bet) => bet.run },
  { header: 'account.bets.result', align: 'end', cell: (bet) => bet.decisionRun ?? '-' },
  { header: 'account.bets.amount', align: 'end', cell: (bet) => trimmedAmount(bet.amount) },
  modeColumn((bet) => ({ text: fancyMode(bet.type), lay: fancyMode(bet.type) === 'NO' })),
  pnlColumn((bet) => {
    const pnl = fancyBetProfitLoss(bet);
    return { text: amount2(pnl), positive: pnl >= 0 };
  }),
];

/** Fancy Bets: runner (date), rate, run, result run (none: voided), amount, mode, P&L. */
export function FancyBetsTable({ bets }: { bets: readonly FancyBet[] }) {
  return (
    <DataTable
      label="account.details.fancyBets"
      variant="report"
      dense
      columns={columns}
      rows={bets}
      rowKey={(bet, index) => bet._id ?? index}
      emptyText="account.noBets"
    />
  );
}
