import { useT } from '@/i18n/i18n';
import { Button } from './button';
import { Icon } from './icon';
import styles from './query-status.module.css';
import { Spinner } from './spinner';

interface QueryStatusProps {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/**
 * Loading and failure of a report query, in place: a failed or malformed answer shows its
 * message with a retry button instead of white-screening. Renders nothing once data is there.
 */
export function QueryStatus({ isPending, error, onRetry }: QueryStatusProps) {
  const t = useT();
  if (error) {
    return (
      <div className={styles.failure} role="alert">
        <Icon name="alert" size={22} />
        <div className={styles.failureText}>
          <strong>{t('common.loadFailed')}</strong>
          <span>{error.message}</span>
        </div>
        <Button variant="outline" size="small" onClick={onRetry}>
          <Icon name="refresh" size={16} />
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (isPending) {
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  }
  return null;
}
