import { useT } from '@/i18n/i18n';
import { amount2 } from '../../logic/money';
import styles from './ledger.module.css';

interface LedgerTotalsProps {
  lena: number;
  dena: number;
  balance: number;
}

/** Lena (receivable, green), Dena (payable, red), Balance (green when the client is owed). */
export function LedgerTotals({ lena, dena, balance }: LedgerTotalsProps) {
  const t = useT();
  return (
    <dl className={styles.totals}>
      <div className={`${styles.total} ${styles.lena}`}>
        <dt>{t('account.ledger.lena')}</dt>
        <dd>{amount2(lena)}</dd>
      </div>
      <div className={`${styles.total} ${styles.dena}`}>
        <dt>{t('account.ledger.dena')}</dt>
        <dd>{amount2(dena)}</dd>
      </div>
      <div className={`${styles.total} ${balance >= 0 ? styles.lena : styles.dena}`}>
        <dt>{t('account.ledger.balance')}</dt>
        <dd>{amount2(balance)}</dd>
      </div>
    </dl>
  );
}
