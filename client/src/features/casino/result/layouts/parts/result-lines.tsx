import { displayValue, resultLines } from '@esk/contracts/catalog/result-view';
import { useT } from '@/i18n/i18n';
import { resultFieldKey } from '../../../i18n/result-labels';
import styles from '../layouts.module.css';

/** The result's desc as labelled lines (Winner, Odd/Even, Color ...), per its game type. */
export function ResultLines({ gtype, desc }: { gtype: string; desc: string | undefined }) {
  const t = useT();
  const lines = resultLines(gtype, desc);
  if (lines.length === 0) return null;
  return (
    <dl className={styles.lines}>
      {lines.map((line) => (
        <div key={line.field} className={styles.line}>
          <dt>{t(resultFieldKey(line.field))}</dt>
          {line.values.map((value) => (
            <dd key={value}>{displayValue(value)}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
