/** One journal entry: a summary line; its payload is rendered only while it is open (the list stays light). */
import { useState } from 'react';
import { type ControlJournalEntry, entryName, entryPayload } from '../logic/journal-view';
import { formatScenarioTime } from '../logic/virtual-time';
import styles from './journal-panel.module.css';

export function JournalRow({ entry, detail }: { entry: ControlJournalEntry; detail: string }) {
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.entry}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={styles.summary}>
          <span className={`${styles.time} num`}>{formatScenarioTime(entry.at).slice(-8)}</span>
          <span className={`${styles.badge} ${styles[entry.kind]}`}>{entry.kind}</span>
          <span className={styles.name}>{entryName(entry)}</span>
          <span className={styles.detail}>{detail}</span>
        </summary>
        {open && (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable payload must be reachable by keyboard
          <section className={styles.payload} tabIndex={0} aria-label={`${entryName(entry)}: payload`}>
            <pre>{JSON.stringify(entryPayload(entry), null, 2)}</pre>
          </section>
        )}
      </details>
    </li>
  );
}
