import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import type { Statement, StatementRow } from '@esk/contracts/http/user-reports';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { amount2 } from '../../logic/money';
import { runningBalances } from '../../logic/running-balance';
import table from '../shared/table.module.css';
import styles from './statement.module.css';

interface Line {
  row: StatementRow;
  balance: number;
}

const columns: DataTableColumn<Line>[] = [
  {
    header: 'account.statement.date',
    cellClassName: table.nowrap,
    cellTitle: ({ row }) => formatIst(row.createdAt, DATE_FORMATS.clock),
    cell: ({ row }) => formatIst(row.createdAt, DATE_FORMATS.shortDate),
  },
  {
    header: 'account.statement.description',
    cellClassName: styles.description,
    cell: ({ row }) => row.remark,
  },
  {
    header: 'account.statement.credit',
    align: 'end',
    cellClassName: table.profit,
    cell: ({ row }) => (row.amount > 0 ? amount2(row.amount) : ''),
  },
  {
    header: 'account.statement.debit',
    align: 'end',
    cellClassName: table.loss,
    cell: ({ row }) => (row.amount < 0 ? amount2(-row.amount) : ''),
  },
  {
    header: 'account.statement.balance',
    align: 'end',
    cellClassName: table.strong,
    cell: ({ balance }) => amount2(balance),
  },
];

/** Date (DD MMM YY), Description, CREDIT, DEBIT and the running Balance, newest first. */
export function StatementTable({ statement }: { statement: Statement }) {
  const rows = statement.statementData;
  const lines = useMemo(() => {
    const balances = runningBalances(rows, statement.balanceAmount, statement.paged);
    return rows.map((row, index) => ({ row, balance: balances[index] ?? 0 }));
  }, [rows, statement.balanceAmount, statement.paged]);
  return (
    <DataTable
      label="account.statement.title"
      variant="report"
      dense
      className={styles.table}
      columns={columns}
      rows={lines}
      rowKey={({ row }, index) => row._id ?? `${row.createdAt}-${index}`}
      emptyText="account.noData"
    />
  );
}
