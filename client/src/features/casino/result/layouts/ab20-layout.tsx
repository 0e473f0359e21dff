import { resultGroups } from '@esk/contracts/catalog/result-view';
import styles from './layouts.module.css';
import { ResultHand } from './parts/result-hand';
import { ResultLines } from './parts/result-lines';
import type { ResultLayoutProps } from './result-layout';

/** Andar Bahar 20-20 (gtype ab20): the joker, then the Andar and Bahar rows; the side that matched it ticked. */
export function Ab20Layout({ result }: ResultLayoutProps) {
  const [joker, andar, bahar] = resultGroups(result);
  return (
    <div className={styles.stackLayout}>
      <div className={styles.abRows}>
        {joker && <ResultHand group={joker} className={styles.joker} />}
        <div className={styles.stackLayout}>
          {andar && <ResultHand group={andar} size="xs" />}
          {bahar && <ResultHand group={bahar} size="xs" />}
        </div>
      </div>
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
