import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { exposureTone, formatMoney } from '@/lib/format';
import { useWalletStore } from '@/stores/wallet-store';
import styles from './wallet-summary.module.css';

/**
 * Balance truncated to 2 decimals; exposure as an absolute value, green above zero and
 * red otherwise, linking to the pending bets (spec 000 §2).
 */
export function WalletSummary() {
  const t = useT();
  const coins = useWalletStore((s) => s.coins);
  const exposure = useWalletStore((s) => s.exposure);
  const tone = exposureTone(exposure);
  return (
    <div className={styles.wallet}>
      <div className={styles.item}>
        <span className={styles.label}>{t('wallet.balance')}</span>
        <span className={`${styles.value} num`} data-testid="wallet-balance">
          {formatMoney(coins)}
        </span>
      </div>
      <Link
        to={paths.main.pendingBets.href()}
        className={`${styles.item} ${styles[tone]}`}
        data-testid="wallet-exposure"
        data-tone={tone}
      >
        <span className={styles.label}>{t('wallet.exposure')}</span>
        <span className={`${styles.value} num`}>{formatMoney(Math.abs(exposure))}</span>
      </Link>
    </div>
  );
}
