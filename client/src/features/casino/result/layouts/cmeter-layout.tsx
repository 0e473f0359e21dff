import { resultGroups } from '@esk/contracts/catalog/result-view';
import styles from './layouts.module.css';
import { ResultHand } from './parts/result-hand';
import { ResultLines } from './parts/result-lines';
import type { ResultLayoutProps } from './result-layout';

/** Casino Meter (gtype cmeter): Low Cards and High Cards with their scores, the two spade markers apart. */
export function CmeterLayout({ result }: ResultLayoutProps) {
  const [low, high, markers] = resultGroups(result);
  return (
    <div className={styles.split}>
      <div className={styles.stackLayout}>
        {low && <ResultHand group={low} size="xs" />}
        {high && <ResultHand group={high} size="xs" />}
        {markers && <ResultHand group={markers} size="xs" />}
      </div>
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
