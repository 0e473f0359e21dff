import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import styles from './shared.module.css';

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
          <strong>{t('account.loadFailed')}</strong>
          <span>{error.message}</span>
        </div>
        <Button variant="outline" size="small" onClick={onRetry}>
          <Icon name="refresh" size={16} />
          {t('account.retry')}
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
