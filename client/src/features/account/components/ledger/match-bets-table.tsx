import type { OddsBet } from '@esk/contracts/http/sports-schemas';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { oddsMarketLabel } from '@/lib/odds-market-label';
import { displayRate, matchBetProfitLoss, oddsMode } from '../../logic/bets';
import { amount2, trimmedAmount } from '../../logic/money';
import { modeColumn, pnlColumn } from '../shared/bet-cells';
import { DateTimeText } from '../shared/date-time-text';
import table from '../shared/table.module.css';

const columns: DataTableColumn<OddsBet>[] = [
  {
    header: 'account.bets.team',
    cell: (bet, t) => (
      <>
        <span className={table.strong}>{bet.teamName}</span>
        <DateTimeText ms={bet.createdAt} />
        <span className={table.sub}>{oddsMarketLabel(bet.oddsType, t)}</span>
      </>
    ),
  },
  { header: 'account.bets.rate', align: 'end', cell: (bet) => displayRate(bet.odds, bet.oddsType) },
  { header: 'account.bets.amount', align: 'end', cell: (bet) => trimmedAmount(bet.amount) },
  modeColumn((bet) => ({ text: oddsMode(bet.type), lay: oddsMode(bet.type) === 'KHAI' })),
  pnlColumn((bet) => {
    const pnl = matchBetProfitLoss(bet);
    return { text: amount2(pnl), positive: pnl >= 0 };
  }),
];

/** Match Bets: team (date, market type), rate, amount, mode, P&L on the decided selection. */
export function MatchBetsTable({ bets }: { bets: readonly OddsBet[] }) {
  return (
    <DataTable
      label="account.details.matchBets"
      variant="report"
      dense
      columns={columns}
      rows={bets}
      rowKey={(bet, index) => bet._id ?? index}
      emptyText="account.noBets"
    />
  );
}
