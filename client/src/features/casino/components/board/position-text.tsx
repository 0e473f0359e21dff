import { formatMoney } from '@/lib/format';
import styles from './board.module.css';

/**
 * A position under a market (001 §2.6, §2.11): red when negative, green otherwise. The line
 * keeps its height while empty, so placing the first bet moves nothing.
 */
export function PositionText({ value, label }: { value: number | undefined; label: string }) {
  if (value === undefined) return <span className={styles.position} aria-hidden="true" />;
  return (
    <span className={`${styles.position} ${value < 0 ? styles.loss : styles.profit} num`}>
      <span className="visually-hidden">{label} </span>
      {value > 0 ? '+' : ''}
      {formatMoney(value)}
    </span>
  );
}
