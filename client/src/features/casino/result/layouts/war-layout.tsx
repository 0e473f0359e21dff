import { resultGroups } from '@esk/contracts/catalog/result-view';
import styles from './layouts.module.css';
import { ResultHand } from './parts/result-hand';
import { ResultLines } from './parts/result-lines';
import type { ResultLayoutProps } from './result-layout';

/** Casino War (gtype War): players 1-6 and the dealer, one card each; every player who beat the dealer ticked. */
export function WarLayout({ result }: ResultLayoutProps) {
  const groups = resultGroups(result);
  return (
    <div className={styles.stackLayout}>
      <div className={styles.seats}>
        {groups.map((group) => (
          <ResultHand
            key={`${group.role}${group.tag ?? ''}`}
            group={group}
            className={group.role === 'dealer' ? styles.dealer : ''}
          />
        ))}
      </div>
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
