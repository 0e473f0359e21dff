import type { Statement, StatementRow } from '@esk/contracts/http/user-reports';
import { memo, useMemo } from 'react';
import { useT } from '@/i18n/i18n';
import { formatShortDate, formatTime } from '../../rules/ist-dates';
import { amount2 } from '../../rules/money';
import { runningBalances } from '../../rules/running-balance';
import table from '../shared/table.module.css';
import styles from './statement.module.css';

const Row = memo(function Row({ row, balance }: { row: StatementRow; balance: number }) {
  return (
    <tr>
      <td className={table.nowrap} title={formatTime(row.createdAt)}>
        {formatShortDate(row.createdAt)}
      </td>
      <td className={styles.description}>{row.remark}</td>
      <td className={`${table.num} ${table.profit}`}>{row.amount > 0 ? amount2(row.amount) : ''}</td>
      <td className={`${table.num} ${table.loss}`}>{row.amount < 0 ? amount2(-row.amount) : ''}</td>
      <td className={`${table.num} ${table.strong}`}>{amount2(balance)}</td>
    </tr>
  );
});

/** Date (DD MMM YY), Description, CREDIT, DEBIT and the running Balance, newest first. */
export function StatementTable({ statement }: { statement: Statement }) {
  const t = useT();
  const rows = statement.statementData;
  const balances = useMemo(
    () => runningBalances(rows, statement.balanceAmount, statement.paged),
    [rows, statement.balanceAmount, statement.paged],
  );
  return (
    <div className={table.scroll}>
      <table className={`${table.table} ${table.dense} ${styles.table}`}>
        <thead>
          <tr>
            <th>{t('account.statement.date')}</th>
            <th>{t('account.statement.description')}</th>
            <th className={table.num}>{t('account.statement.credit')}</th>
            <th className={table.num}>{t('account.statement.debit')}</th>
            <th className={table.num}>{t('account.statement.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className={table.empty}>
                {t('account.noData')}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <Row key={row._id ?? `${row.createdAt}-${index}`} row={row} balance={balances[index] ?? 0} />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
