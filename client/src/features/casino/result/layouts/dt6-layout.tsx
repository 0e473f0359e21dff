import { resultGroups } from '@esk/contracts/catalog/result-view';
import styles from './layouts.module.css';
import { ResultHand } from './parts/result-hand';
import { ResultLines } from './parts/result-lines';
import type { ResultLayoutProps } from './result-layout';

/** 1 Day Dragon Tiger (gtype dt6): Dragon's and Tiger's cards, then Winner, Pair, Odd/Even, Color, Suit. */
export function Dt6Layout({ result }: ResultLayoutProps) {
  const [dragon, tiger] = resultGroups(result);
  return (
    <div className={styles.split}>
      <div className={styles.versus}>
        {dragon && <ResultHand group={dragon} size="md" />}
        {tiger && <ResultHand group={tiger} size="md" />}
      </div>
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
