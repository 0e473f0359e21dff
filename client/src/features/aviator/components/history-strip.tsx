import { multiplierColour } from '@esk/contracts/catalog/aviator';
import { useId, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { useAviatorStore } from '../stores/aviator-store';
import styles from './history-strip.module.css';

/** The last 30 crash values, newest first, in their colour bands; expandable to show them all. */
export function HistoryStrip() {
  const t = useT();
  const history = useAviatorStore((s) => s.history);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <section className={styles.strip} aria-label={t('aviator.history')}>
      {history.length === 0 ? (
        <p className={styles.empty}>{t('aviator.historyEmpty')}</p>
      ) : (
        <ol
          id={listId}
          className={`${styles.list} ${expanded ? styles.expanded : ''}`}
          data-testid="aviator-history"
        >
          {history.map((entry, i) => (
            <li
              key={entry.roundId ?? `i${i}`}
              className={`${styles.chip} ${styles[multiplierColour(entry.value)]}`}
            >
              {entry.value.toFixed(2)}x
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-label={expanded ? t('aviator.historyShowLess') : t('aviator.historyShowAll')}
        onClick={() => setExpanded((open) => !open)}
        disabled={history.length === 0}
      >
        {expanded ? '−' : '+'}
      </button>
    </section>
  );
}
