import { resultGroups } from '@esk/contracts/catalog/result-view';
import styles from '../layouts.module.css';
import type { ResultLayoutProps } from '../result-layout';
import { ResultHand } from './result-hand';
import { ResultLines } from './result-lines';

/** A one-card game's result (Bollywood, Lucky 7 - B, Cricket Match): the card large, its lines beside it. */
export function SingleCardResult({ result }: ResultLayoutProps) {
  const [card] = resultGroups(result);
  return (
    <div className={styles.split}>
      {card && <ResultHand group={card} size="lg" className={styles.centred} />}
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
