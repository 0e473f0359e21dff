import type { LedgerRow } from '@esk/contracts/http/user-reports';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/i18n';
import { formatLongDate } from '../../rules/ist-dates';
import { ledgerAmounts, ledgerLink } from '../../rules/ledger';
import { amount2 } from '../../rules/money';
import table from '../shared/table.module.css';
import styles from './ledger.module.css';

const LedgerLine = memo(function LedgerLine({ row, hisab }: { row: LedgerRow; hisab: number }) {
  const t = useT();
  const amounts = ledgerAmounts(row.amount);
  const win = amounts.outcome === 'win';
  return (
    <tr>
      <td className={styles.description}>
        <Link to={ledgerLink(row)} className={styles.event}>
          {row.eventName}
        </Link>
        <span className={table.sub}>{formatLongDate(row.createdAt)}</span>
        <span className={`${styles.outcome} ${win ? table.profit : table.loss}`}>
          {t(win ? 'account.ledger.win' : 'account.ledger.loss')} {amount2(amounts.value)}
        </span>
      </td>
      <td className={styles.wonByCell}>{row.remark}</td>
      <td className={`${table.num} ${amounts.dena ? table.loss : table.muted}`}>{amount2(amounts.dena)}</td>
      <td className={`${table.num} ${amounts.lena ? table.profit : table.muted}`}>{amount2(amounts.lena)}</td>
      <td className={`${table.num} ${hisab >= 0 ? table.profit : table.loss}`}>{amount2(hisab)}</td>
    </tr>
  );
});

interface LedgerTableProps {
  rows: readonly LedgerRow[];
  /** HISAB per row: the server's running balance, or one recomputed for a subset. */
  balances: readonly number[];
}

/** DESCRIPTION, WON BY, DENA, LENA, HISAB; each description links to its details. */
export function LedgerTable({ rows, balances }: LedgerTableProps) {
  const t = useT();
  return (
    <div className={table.scroll}>
      <table className={table.table}>
        <thead>
          <tr>
            <th>{t('account.ledger.colDescription')}</th>
            <th className={styles.wonByCell}>{t('account.ledger.colWonBy')}</th>
            <th className={table.num}>{t('account.ledger.colDena')}</th>
            <th className={table.num}>{t('account.ledger.colLena')}</th>
            <th className={table.num}>{t('account.ledger.colHisab')}</th>
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
              <LedgerLine
                key={row._id ?? `${row.marketId}-${index}`}
                row={row}
                hisab={balances[index] ?? 0}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
