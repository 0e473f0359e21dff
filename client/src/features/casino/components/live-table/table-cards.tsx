import { memo } from 'react';
import { CardRow } from '@/components/cards/playing-card';
import { useT } from '@/i18n/i18n';
import type { Hand } from '../../logic/board-model';
import styles from './live-table.module.css';

/**
 * The cards on the table, hand by hand (001 §2.5): a label, the cards (face down '1' as a
 * back, slots for cards to come) and a score where the table keeps one; the leading hand is
 * marked. Memoised: a push that deals nothing new draws nothing.
 */
export const TableCards = memo(function TableCards({ hands }: { hands: Hand[] }) {
  const t = useT();
  return (
    <section className={styles.hands} aria-label={t('casino.table.cardsOnTable')}>
      {hands.map((hand) => {
        const label = hand.labelKey ? t(hand.labelKey) : hand.name;
        return (
          <div key={hand.key} className={`${styles.hand} ${hand.leading ? styles.leadingHand : ''}`}>
            {label && <span className={styles.handLabel}>{label}</span>}
            {hand.score !== undefined && (
              <span className={`${styles.score} num`}>
                <span className="visually-hidden">{t('casino.table.score')} </span>
                {hand.score}
              </span>
            )}
            <CardRow cards={hand.cards} count={hand.count} size="sm" dealing {...(label ? { label } : {})} />
          </div>
        );
      })}
    </section>
  );
}, sameHands);

function sameHands(a: { hands: Hand[] }, b: { hands: Hand[] }): boolean {
  if (a.hands.length !== b.hands.length) return false;
  return a.hands.every((hand, index) => {
    const other = b.hands[index];
    return (
      other !== undefined &&
      hand.key === other.key &&
      hand.score === other.score &&
      hand.leading === other.leading &&
      hand.count === other.count &&
      hand.cards.join() === other.cards.join()
    );
  });
}
