import { t } from '@/i18n/i18n';
import styles from './spinner.module.css';

export function Spinner() {
  return <span className={styles.spinner} role="status" aria-label={t('app.loading')} />;
}

/** A page-sized loading state (lazy routes, first fetch). */
export function PageSpinner() {
  return (
    <div className={styles.center}>
      <Spinner />
    </div>
  );
}
