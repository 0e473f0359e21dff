/**
 * The outcome of replaying a journal export: same or different, how much was compared, and
 * at the first difference the recorded event beside the replayed one, with what differs.
 */
import { useId } from 'react';
import {
  differences,
  type ReplayResult,
  type ReplaySide,
  replaySide,
  replayVerdict,
} from '../logic/replay-view';
import styles from './replay-comparison.module.css';

interface Props {
  file: string;
  result: ReplayResult;
  userName: (userId: string) => string;
  onDismiss(): void;
}

function Side({ title, side, missing }: { title: string; side: ReplaySide | null; missing: string }) {
  return (
    <div className={styles.side}>
      <h4 className={styles.sideTitle}>{title}</h4>
      {side ? (
        <>
          <dl className={styles.facts}>
            <dt>Event</dt>
            <dd className={styles.mono}>{side.name}</dd>
            <dt>To</dt>
            <dd>{side.target}</dd>
            <dt>At</dt>
            <dd className="num">{side.time}</dd>
          </dl>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable payload must be reachable by keyboard */}
          <section className={styles.payload} tabIndex={0} aria-label={`${title}: payload`}>
            <pre>{JSON.stringify(side.payload, null, 2)}</pre>
          </section>
        </>
      ) : (
        <p className={styles.missing}>{missing}</p>
      )}
    </div>
  );
}

export function ReplayComparison({ file, result, userName, onDismiss }: Props) {
  const titleId = useId();
  const verdict = replayVerdict(result);
  const difference = result.firstDifference;
  const expected = difference ? replaySide(difference.expected, userName) : null;
  const actual = difference ? replaySide(difference.actual, userName) : null;
  return (
    <section
      className={`${styles.comparison} ${verdict.same ? styles.same : styles.different}`}
      aria-labelledby={titleId}
    >
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          <span className={styles.verdict}>{verdict.same ? 'Same' : 'Different'}</span> Replay of {file}
        </h3>
        <button type="button" className={styles.dismiss} onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      <p className={styles.headline}>{verdict.headline}</p>
      <p className={styles.counts}>{verdict.counts}</p>
      {difference && (
        <>
          <ul className={styles.what} aria-label="What differs">
            {differences(expected, actual).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className={styles.sides}>
            <Side title="In the export" side={expected} missing="Nothing: the export ends here." />
            <Side title="In the replay" side={actual} missing="Nothing: the replay emitted no more." />
          </div>
        </>
      )}
    </section>
  );
}
