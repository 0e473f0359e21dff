import { CardRow } from '@/components/cards/playing-card';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import type { ResultView } from './live-results';
import styles from './round-result.module.css';

/**
 * A live table's result in the popup: each hand's cards (001 §2.14: card images with a winner
 * tick driven by `win`), the outcomes of one-card games with the winner ticked, and the rest
 * of the result as chips. The tick is said in words too.
 */
export function LiveResultView({ view }: { view: ResultView }) {
  const t = useT();
  const winner = (
    <span className={styles.tick}>
      <Icon name="check" size={14} />
      {t('casino.result.winnerMark')}
    </span>
  );
  return (
    <div className={styles.live}>
      <ul className={styles.hands}>
        {view.hands.map((hand) => {
          const label = hand.labelKey ? t(hand.labelKey) : hand.name;
          return (
            <li key={hand.key} className={`${styles.hand} ${hand.winner ? styles.winnerHand : ''}`}>
              {label && <span className={styles.handLabel}>{label}</span>}
              <CardRow cards={hand.cards} size="md" {...(label ? { label } : {})} />
              {hand.note && <span className={`${styles.note} num`}>{hand.note}</span>}
              {hand.winner && winner}
            </li>
          );
        })}
      </ul>
      {view.outcomes.length > 0 && (
        <ul className={styles.outcomes}>
          {view.outcomes.map((outcome) => (
            <li
              key={outcome.key}
              className={`${styles.outcome} ${outcome.winner ? styles.winnerOutcome : ''}`}
            >
              {outcome.label}
              {outcome.winner && winner}
            </li>
          ))}
        </ul>
      )}
      {view.lines.length > 0 && (
        <ul className={styles.lines}>
          {view.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
