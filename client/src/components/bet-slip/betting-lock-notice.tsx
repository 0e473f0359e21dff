import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { fillText } from '@/lib/fill-text';
import { formatMoney } from '@/lib/format';
import { useBettingLockStore } from '@/stores/betting-lock-store';
import styles from './bet-slip.module.css';

/**
 * Why a slip takes no bet while betting is closed on this device (the daily loss limit):
 * shown by every slip (sports, casino, matka, aviator) instead of its stake and Done.
 */
export function BettingLockNotice() {
  const t = useT();
  const lock = useBettingLockStore((s) => s.lock);
  if (!lock) return null;
  return (
    <div className={styles.lock} role="alert">
      <p className={styles.lockTitle}>{t('protection.lock.title')}</p>
      <p className={styles.lockText}>
        {fillText(t('protection.lock.text'), {
          loss: `₹${formatMoney(lock.loss)}`,
          limit: `₹${formatMoney(lock.limit)}`,
        })}
      </p>
      <Link className={styles.lockLink} to={paths.main.settings.href()}>
        {t('protection.lock.settings')}
      </Link>
    </div>
  );
}

/** Whether betting is closed on this device. */
export const useBettingClosed = (): boolean => useBettingLockStore((s) => s.lock !== null);
