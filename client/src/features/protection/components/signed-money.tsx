import { formatMoney } from '@/lib/format';
import styles from './protection.module.css';

/** '+₹120.30' in green, '−₹300.10' in red: the sign in the text, never only the colour. */
export function SignedMoney({ value }: { value: number }) {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return (
    <span className={`num ${value < 0 ? styles.minus : value > 0 ? styles.plus : ''}`}>
      {sign}₹{formatMoney(Math.abs(value))}
    </span>
  );
}
