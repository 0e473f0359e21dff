import { resultGroups } from '@esk/contracts/catalog/result-view';
import styles from './layouts.module.css';
import { ResultHand } from './parts/result-hand';
import { ResultLines } from './parts/result-lines';
import type { ResultLayoutProps } from './result-layout';

/** Baccarat (gtype baccarat): Player and Banker with their scores, a third card drawn sideways (also baccarat2). */
export function BaccaratLayout({ result }: ResultLayoutProps) {
  const [player, banker] = resultGroups(result);
  return (
    <div className={styles.split}>
      <div className={styles.versus}>
        {player && <ResultHand group={player} size="md" turned={[2]} />}
        {banker && <ResultHand group={banker} size="md" turned={[2]} />}
      </div>
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
