import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import styles from './sports.module.css';

/** A failed query shown in place (its ApiError message), with a retry. */
export function InlineError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  return (
    <div className={styles.inlineError} role="alert">
      <Icon name="alert" size={18} />
      <span className={styles.inlineErrorText}>{error.message}</span>
      <Button size="small" variant="outline" onClick={onRetry}>
        {t('sports.retry')}
      </Button>
    </div>
  );
}

/** The spec's empty-table text in a table-wide cell. */
export { EmptyText as EmptyState } from '@/components/ui/data-table';
