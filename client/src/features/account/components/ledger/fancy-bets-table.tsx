import type { FancyBet } from '@esk/contracts/http/sports-schemas';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { displayRate, fancyBetProfitLoss, fancyMode } from '../../rules/bets';
import { amount2, trimmedAmount } from '../../rules/money';
import { modeColumn, pnlColumn } from '../shared/bet-cells';
import { DateTimeText } from '../shared/date-time-text';
import table from '../shared/table.module.css';

const runner = (rejected: boolean): DataTableColumn<FancyBet> => ({
  header: 'account.bets.runner',
  cell: (bet) => (
    <>
      <span className={table.strong}>{bet.sessionName}</span>
      {bet.createdAt !== undefined && <DateTimeText ms={bet.createdAt} />}
      {rejected && bet.deletedRemark && (
        <span className={`${table.sub} ${table.loss}`}>{bet.deletedRemark}</span>
      )}
    </>
  ),
});

const rest: DataTableColumn<FancyBet>[] = [
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

const keptColumns = [runner(false), ...rest];
const rejectedColumns = [runner(true), ...rest];

interface FancyBetsTableProps {
  bets: readonly FancyBet[];
  /** Rejected Bets: the rejection remark shows under the runner. */
  rejected?: boolean;
}

/** Fancy Bets and Rejected Bets: runner (date), rate, run, result run, amount, mode, P&L. */
export function FancyBetsTable({ bets, rejected = false }: FancyBetsTableProps) {
  return (
    <DataTable
      variant="report"
      dense
      columns={rejected ? rejectedColumns : keptColumns}
      rows={bets}
      rowKey={(bet, index) => bet._id ?? index}
      emptyText="account.noBets"
    />
  );
}
