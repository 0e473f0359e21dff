/**
 * The live journal: requests, actions and events as the control namespace pushes them,
 * newest first, filtered by kind and text, each expandable to its payload. Export downloads
 * the journal (NDJSON); replay sends an export back and shows the comparison.
 */
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Panel } from '../../components/ui/panel';
import { entryDetail, filterEntries, type JournalKind } from '../logic/journal-view';
import type { ReplayResult } from '../logic/replay-view';
import { useControlStore } from '../stores/control-store';
import { JournalFiles } from './journal-files';
import styles from './journal-panel.module.css';
import { JournalRow } from './journal-row';
import { ReplayComparison } from './replay-comparison';

const KINDS: readonly { kind: JournalKind; label: string }[] = [
  { kind: 'request', label: 'Requests' },
  { kind: 'action', label: 'Actions' },
  { kind: 'event', label: 'Events' },
];
const SHOWN = 250;

export function JournalPanel() {
  const journal = useControlStore((store) => store.journal);
  const users = useControlStore((store) => store.state?.users);
  const userName = useMemo(() => {
    const names = new Map((users ?? []).map((user) => [user.userId, user.username]));
    return (userId: string) => names.get(userId) ?? userId;
  }, [users]);
  const [kinds, setKinds] = useState<ReadonlySet<JournalKind>>(new Set(['request', 'action']));
  const [text, setText] = useState('');
  const [frozen, setFrozen] = useState<typeof journal | null>(null);
  const [replayed, setReplayed] = useState<{ file: string; result: ReplayResult } | null>(null);
  const filterId = useId();
  const deferredText = useDeferredValue(text);
  const source = frozen ?? journal;
  const shown = useMemo(
    () => filterEntries(source, { kinds, text: deferredText, userName }).slice(-SHOWN).reverse(),
    [source, kinds, deferredText, userName],
  );

  const toggle = (kind: JournalKind) =>
    setKinds((current) => {
      const next = new Set(current);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });

  return (
    <Panel
      title="Live journal"
      actions={<JournalFiles onReplayed={(file, result) => setReplayed({ file, result })} />}
      flush
    >
      {replayed && <ReplayComparison {...replayed} userName={userName} onDismiss={() => setReplayed(null)} />}
      <div className={styles.filters}>
        <fieldset className={styles.kinds}>
          <legend className="visually-hidden">Show</legend>
          {KINDS.map(({ kind, label }) => (
            <label key={kind} className={styles.kind}>
              <input type="checkbox" checked={kinds.has(kind)} onChange={() => toggle(kind)} />
              {label}
            </label>
          ))}
        </fieldset>
        <label className={styles.search} htmlFor={filterId}>
          <span className="visually-hidden">Filter by name</span>
          <input
            id={filterId}
            type="search"
            placeholder="Filter: /v1/ path, action, event, user"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button
          type="button"
          className={styles.freeze}
          aria-pressed={frozen !== null}
          onClick={() => setFrozen(frozen ? null : journal)}
        >
          {frozen ? 'Resume list' : 'Hold list'}
        </button>
      </div>
      <p className={styles.count} aria-live="off">
        {shown.length} of {source.length} entries{frozen ? ' (held)' : ''}
      </p>
      <ol className={styles.list} aria-label="Journal entries, newest first">
        {shown.map((entry) => (
          <JournalRow key={entry.seq} entry={entry} detail={entryDetail(entry, userName)} />
        ))}
        {shown.length === 0 && <li className={styles.empty}>Nothing matches yet.</li>}
      </ol>
    </Panel>
  );
}
