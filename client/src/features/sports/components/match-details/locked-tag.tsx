import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import styles from './market-table.module.css';

/** The status of a suspended, closed or ball-running row, shown under its name (its cells show 0). */
export function LockedTag({ status }: { status: string }) {
  const t = useT();
  const text = /BALL/i.test(status)
    ? t('sports.ballRunning')
    : /CLOSED/i.test(status)
      ? t('sports.closed')
      : t('sports.suspended');
  return (
    <span className={styles.lockedTag} role="status">
      <Icon name="lock" size={11} />
      {text}
    </span>
  );
}
