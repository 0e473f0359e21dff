import styles from './pnl.module.css';

/**
 * The class of a P&L cell in a bet table: profit above zero, loss below; a zero is a profit where
 * the table shows it so (the casino's declared bets), else plain.
 */
export const pnlClass = (value: number, zero: 'profit' | 'plain' = 'plain'): string | undefined =>
  value > 0 ? styles.profit : value < 0 ? styles.loss : zero === 'profit' ? styles.profit : undefined;
