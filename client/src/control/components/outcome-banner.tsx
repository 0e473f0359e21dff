/** The last command's outcome, announced politely; it leaves the screen after a while (a failure stays longer). */
import { useEffect, useState } from 'react';
import { useControlStore } from '../stores/control-store';
import styles from './outcome-banner.module.css';

const SHOWN_MS = { ok: 8000, failed: 20_000 } as const;

export function OutcomeBanner() {
  const outcome = useControlStore((store) => store.outcome);
  const [hidden, setHidden] = useState<number | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setHidden(outcome.id), outcome.ok ? SHOWN_MS.ok : SHOWN_MS.failed);
    return () => clearTimeout(timer);
  }, [outcome]);
  const visible = outcome && hidden !== outcome.id;
  return (
    <div className={styles.dock} role="status" aria-live="polite">
      {visible && (
        <p key={outcome.id} className={`${styles.outcome} ${outcome.ok ? styles.ok : styles.failed}`}>
          <span className={styles.tag}>{outcome.ok ? 'Done' : 'Failed'}</span> {outcome.text}
        </p>
      )}
    </div>
  );
}
