import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { RejectedRow } from '../../logic/bets';
import { trimmedAmount } from '../../logic/money';
import { modeColumn } from '../shared/bet-cells';
import { DateTimeText } from '../shared/date-time-text';
import table from '../shared/table.module.css';

const columns: DataTableColumn<RejectedRow>[] = [
  {
    header: 'account.bets.runner',
    cell: (row) => (
      <>
        <span className={table.strong}>{row.runner}</span>
        {row.createdAt !== undefined && <DateTimeText ms={row.createdAt} />}
        {row.remark && <span className={`${table.sub} ${table.wrap} ${table.loss}`}>{row.remark}</span>}
      </>
    ),
  },
  { header: 'account.bets.rate', align: 'end', cell: (row) => row.rate },
  { header: 'account.bets.run', align: 'end', cell: (row) => row.run },
  { header: 'account.bets.amount', align: 'end', cell: (row) => trimmedAmount(row.amount) },
  modeColumn((row) => ({ text: row.mode, lay: row.mode === 'KHAI' || row.mode === 'NO' })),
];

/** Rejected Bets: deleted odds and session bets, each with the reason under the runner. */
export function RejectedBetsTable({ rows }: { rows: readonly RejectedRow[] }) {
  return (
    <DataTable
      label="account.details.rejectedBets"
      variant="report"
      dense
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      emptyText="account.noBets"
    />
  );
}
