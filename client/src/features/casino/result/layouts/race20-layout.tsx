import { SUIT_SYMBOLS } from '@esk/contracts/catalog/cards';
import { RACE20_SUITS } from '@esk/contracts/catalog/result-cards';
import { resultGroups } from '@esk/contracts/catalog/result-view';
import { PlayingCard } from '@/components/cards/playing-card';
import { useT } from '@/i18n/i18n';
import styles from './layouts.module.css';
import { ResultHand } from './parts/result-hand';
import { ResultLines } from './parts/result-lines';
import type { ResultLayoutProps } from './result-layout';

/**
 * Race 20 (gtype race20): a lane per suit with the cards it drew; the winning lane's king
 * crosses the finish (its fifth card), ticked.
 */
export function Race20Layout({ result }: ResultLayoutProps) {
  const t = useT();
  const lanes = resultGroups(result);
  return (
    <div className={styles.stackLayout}>
      <div className={styles.lanes}>
        {lanes.map((lane, index) => {
          const suit = RACE20_SUITS[index] ?? 'S';
          return (
            <ResultHand
              key={suit}
              group={{ ...lane, note: `${SUIT_SYMBOLS[suit]} ${lane.note ?? ''}` }}
              size="sm"
              className={styles.lane}
              after={
                lane.winner ? (
                  <li className={styles.finish} title={t('casino.result.finish')}>
                    <PlayingCard code={`K${suit}${suit}`} size="sm" highlight />
                  </li>
                ) : undefined
              }
            />
          );
        })}
      </div>
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
