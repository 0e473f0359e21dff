import { resultGroups } from '@esk/contracts/catalog/result-view';
import type { CardSize } from '@/components/cards/playing-card';
import styles from '../layouts.module.css';
import type { ResultLayoutProps } from '../result-layout';
import { ResultHand } from './result-hand';
import { ResultLines } from './result-lines';

/** Players against a dealer, a hand per seat (War, Open Teenpatti): every player who beat the dealer ticked. */
export function SeatsResult({ result, size }: ResultLayoutProps & { size: CardSize }) {
  const groups = resultGroups(result);
  return (
    <div className={styles.stackLayout}>
      <div className={styles.seats}>
        {groups.map((group) => (
          <ResultHand
            key={`${group.role}${group.tag ?? ''}`}
            group={group}
            size={size}
            className={group.role === 'dealer' ? styles.dealer : ''}
          />
        ))}
      </div>
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
