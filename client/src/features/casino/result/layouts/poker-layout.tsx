import { resultGroups } from '@esk/contracts/catalog/result-view';
import styles from './layouts.module.css';
import { ResultHand } from './parts/result-hand';
import { ResultLines } from './parts/result-lines';
import type { ResultLayoutProps } from './result-layout';

/** 1 Day Poker (gtype poker): Player A and Player B's hole cards, the board, then Winner, 2 Card, 7 Card. */
export function PokerLayout({ result }: ResultLayoutProps) {
  const [playerA, playerB, board] = resultGroups(result);
  return (
    <div className={styles.stackLayout}>
      <div className={styles.versus}>
        {playerA && <ResultHand group={playerA} size="md" />}
        {playerB && <ResultHand group={playerB} size="md" />}
      </div>
      {board && <ResultHand group={board} className={styles.centred} />}
      <ResultLines gtype={result.gtype} desc={result.desc} />
    </div>
  );
}
