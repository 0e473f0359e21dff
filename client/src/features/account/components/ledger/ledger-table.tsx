import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import type { LedgerRow } from '@esk/contracts/http/user-reports';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ledgerAmounts, ledgerLink } from '../../logic/ledger';
import { amount2 } from '../../logic/money';
import table from '../shared/table.module.css';
import styles from './ledger.module.css';

interface Line {
  row: LedgerRow;
  amounts: ReturnType<typeof ledgerAmounts>;
  hisab: number;
}

const columns: DataTableColumn<Line>[] = [
  {
    header: 'account.ledger.colDescription',
    cellClassName: styles.description,
    cell: ({ row, amounts }, t) => {
      const win = amounts.outcome === 'win';
      return (
        <>
          <Link to={ledgerLink(row)} className={styles.event}>
            {row.eventName}
          </Link>
          <span className={table.sub}>{formatIst(row.createdAt, DATE_FORMATS.date)}</span>
          <span className={`${styles.outcome} ${win ? table.profit : table.loss}`}>
            {t(win ? 'account.ledger.win' : 'account.ledger.loss')} {amount2(amounts.value)}
          </span>
        </>
      );
    },
  },
  { header: 'account.ledger.colWonBy', className: styles.wonByCell, cell: ({ row }) => row.remark },
  {
    header: 'account.ledger.colDena',
    align: 'end',
    // Under 600 px the description's 'Win X' / 'Loss X' carries the amount: DENA and LENA step aside for HISAB.
    wideOnly: true,
    cellClassName: ({ amounts }) => (amounts.dena ? table.loss : table.muted),
    cell: ({ amounts }) => amount2(amounts.dena),
  },
  {
    header: 'account.ledger.colLena',
    align: 'end',
    wideOnly: true,
    cellClassName: ({ amounts }) => (amounts.lena ? table.profit : table.muted),
    cell: ({ amounts }) => amount2(amounts.lena),
  },
  {
    header: 'account.ledger.colHisab',
    align: 'end',
    cellClassName: ({ hisab }) => (hisab >= 0 ? table.profit : table.loss),
    cell: ({ hisab }) => amount2(hisab),
  },
];

interface LedgerTableProps {
  rows: readonly LedgerRow[];
  /** HISAB per row: the server's running balance, or one recomputed for a subset. */
  balances: readonly number[];
}

/** DESCRIPTION, WON BY, DENA, LENA, HISAB; each description links to its details. */
export function LedgerTable({ rows, balances }: LedgerTableProps) {
  const lines = useMemo(
    () =>
      rows.map((row, index) => ({ row, amounts: ledgerAmounts(row.amount), hisab: balances[index] ?? 0 })),
    [rows, balances],
  );
  return (
    <DataTable
      label="account.ledger.title"
      variant="report"
      columns={columns}
      rows={lines}
      rowKey={({ row }, index) => row._id ?? `${row.marketId}-${index}`}
      emptyText="account.noData"
    />
  );
}
