import { resultGroups } from '@esk/contracts/catalog/result-view';
import styles from './layouts.module.css';
import { ResultHand } from './parts/result-hand';
import { ResultLines } from './parts/result-lines';
import type { ResultLayoutProps } from './result-layout';

/** Open Teenpatti (gtype teen8): eight players' and the dealer's three cards; each player who beat the dealer ticked. */
export function Teen8Layout({ result }: ResultLayoutProps) {
  const groups = resultGroups(result);
  return (
    <div className={styles.stackLayout}>
      <div className={styles.seats}>
        {groups.map((group) => (
          <ResultHand
            key={`${group.role}${group.tag ?? ''}`}
            group={group}
            size="xs"
            className={group.role === 'dealer' ? styles.dealer : ''}
          />
        ))}
      </div>
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
