import { resultGroups } from '@esk/contracts/catalog/result-view';
import styles from './layouts.module.css';
import { ResultHand } from './parts/result-hand';
import { ResultLines } from './parts/result-lines';
import type { ResultLayoutProps } from './result-layout';

/** Worli Matka (gtype worli): the three cards, then the Pana and its Ocada. */
export function WorliLayout({ result }: ResultLayoutProps) {
  const [cards] = resultGroups(result);
  return (
    <div className={styles.split}>
      {cards && <ResultHand group={cards} size="md" className={styles.centred} />}
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
