import { resultGroups } from '@esk/contracts/catalog/result-view';
import styles from './layouts.module.css';
import { ResultHand } from './parts/result-hand';
import { ResultLines } from './parts/result-lines';
import type { ResultLayoutProps } from './result-layout';

/** Casino Queen (gtype queen): the hands Total 0 to Total 3 with their totals, the highest ticked. */
export function QueenLayout({ result }: ResultLayoutProps) {
  const groups = resultGroups(result);
  return (
    <div className={styles.stackLayout}>
      <div className={styles.quad}>
        {groups.map((group) => (
          <ResultHand key={group.tag} group={group} />
        ))}
      </div>
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
