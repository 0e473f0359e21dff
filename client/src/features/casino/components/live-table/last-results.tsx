import { resultLetter } from '@esk/contracts/catalog/casino';
import type { RoundResult } from '@esk/contracts/http/casino-schemas';
import { memo, useId, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { RoundResultPopup } from '../../result/round-result-popup';
import styles from './live-table.module.css';

/**
 * A result letter's colour. Every table's letters get distinct colours (lucky7 L/H/T, teen9
 * T/L/D, worli E/T/R/A, card32 8/9/10/11...), and a letter keeps its colour everywhere.
 */
const LETTER_TONES: Record<string, string | undefined> = {
  A: styles.toneA,
  H: styles.toneA,
  '8': styles.toneA,
  B: styles.toneB,
  L: styles.toneB,
  R: styles.toneB,
  '9': styles.toneB,
  C: styles.toneC,
  T: styles.toneC,
  '10': styles.toneC,
  D: styles.toneD,
  E: styles.toneD,
  '11': styles.toneD,
};

const toneOf = (letter: string) => LETTER_TONES[letter] ?? styles.toneNone;

/**
 * The 'Last Result' strip (001 §2.5): a circle per recent round with its result letter, newest
 * first; a circle opens that round's result popup. It keeps its height while empty.
 */
export const LastResults = memo(
  function LastResults({ code, results }: { code: string; results: RoundResult[] }) {
    const t = useT();
    const [open, setOpen] = useState<string | null>(null);
    const titleId = useId();
    return (
      <section className={styles.results} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.resultsTitle}>
          {t('casino.table.lastResult')}
        </h3>
        {results.length === 0 ? (
          <p className={styles.resultsEmpty}>{t('casino.table.noResults')}</p>
        ) : (
          <ol className={styles.resultList}>
            {results.map((result) => {
              const letter = resultLetter(code, result.result);
              return (
                <li key={result.mid}>
                  <button
                    type="button"
                    className={`${styles.resultCircle} ${toneOf(letter)}`}
                    onClick={() => setOpen(result.mid)}
                  >
                    <span className="visually-hidden">{`${t('casino.table.resultOf')} ${result.mid}:`}</span>{' '}
                    {letter}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {open && <RoundResultPopup roundId={open} onClose={() => setOpen(null)} />}
      </section>
    );
  },
  (a, b) =>
    a.code === b.code &&
    a.results.map((r) => `${r.mid}:${r.result}`).join() ===
      b.results.map((r) => `${r.mid}:${r.result}`).join(),
);
