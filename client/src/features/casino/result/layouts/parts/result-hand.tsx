import type { ResultGroup } from '@esk/contracts/catalog/result-view';
import type { ReactNode } from 'react';
import { type CardSize, PlayingCard } from '@/components/cards/playing-card';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import styles from '../layouts.module.css';
import { useGroupLabel } from './use-group-label';

/**
 * One hand of a round result: its label (and score), its cards, and the winner tick when the
 * result's win names it (001 §2.14). `turned` draws the listed card indexes sideways (a
 * baccarat third card); `after` adds something after the cards (a race's finish).
 */
export function ResultHand({
  group,
  size = 'sm',
  turned = [],
  after,
  className,
}: {
  group: ResultGroup;
  size?: CardSize;
  turned?: readonly number[];
  after?: ReactNode;
  className?: string;
}) {
  const t = useT();
  const label = useGroupLabel()(group);
  return (
    <section
      className={[styles.hand, group.winner ? styles.winner : '', className ?? ''].join(' ')}
      aria-label={group.winner ? `${label}, ${t('casino.result.winnerMark')}` : label}
      data-hand={label}
      data-winner={group.winner}
    >
      <header className={styles.handHead}>
        <span className={styles.handLabel}>{label}</span>
        {group.note !== undefined && <span className={styles.note}>{group.note}</span>}
        {group.winner && (
          <span className={styles.tick}>
            <Icon name="check" size={14} />
            {t('casino.result.winnerMark')}
          </span>
        )}
      </header>
      <ul className={styles.cards}>
        {group.cards.map((card, index) => (
          // Positional: a hand's n-th card.
          // biome-ignore lint/suspicious/noArrayIndexKey: the same card code can repeat across decks
          <li key={index} className={turned.includes(index) ? styles.turned : undefined}>
            <PlayingCard code={card} size={size} />
          </li>
        ))}
        {group.cards.length === 0 && <li className={styles.noCards}>–</li>}
        {after}
      </ul>
    </section>
  );
}
