import { memo } from 'react';
import { type MessageKey, useT } from '@/i18n/i18n';
import { plusMinusText } from '../../logic/plus-minus';
import styles from './shared.module.css';

interface PlusMinusBlockProps {
  title: MessageKey;
  value: number;
  /** Casino reports end the sentence with a period ('You Won X/- Coins.'). */
  casino?: boolean;
}

/** A summary block: its title over 'You Won X/- Coins' (blue) or 'You Lost X/- Coins' (red). */
export const PlusMinusBlock = memo(function PlusMinusBlock({ title, value, casino }: PlusMinusBlockProps) {
  const t = useT();
  const text = plusMinusText(value, {
    won: t(casino ? 'account.youWonCasino' : 'account.youWon'),
    lost: t(casino ? 'account.youLostCasino' : 'account.youLost'),
  });
  return (
    <div className={styles.block}>
      <div className={styles.blockTitle}>{t(title)}</div>
      <div className={`${styles.blockValue} ${value >= 0 ? styles.won : styles.lost}`}>{text}</div>
    </div>
  );
});
