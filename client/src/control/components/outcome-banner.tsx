/** The last command's outcome, announced politely (and kept visible at the bottom). */
import { useControlStore } from '../stores/control-store';
import styles from './outcome-banner.module.css';

export function OutcomeBanner() {
  const outcome = useControlStore((store) => store.outcome);
  return (
    <div className={styles.dock} role="status" aria-live="polite">
      {outcome && (
        <p key={outcome.id} className={`${styles.outcome} ${outcome.ok ? styles.ok : styles.failed}`}>
          <span className={styles.tag}>{outcome.ok ? 'Done' : 'Failed'}</span> {outcome.text}
        </p>
      )}
    </div>
  );
}
