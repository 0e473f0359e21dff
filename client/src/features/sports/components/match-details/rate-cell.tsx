import { memo } from 'react';
import { useFlashOnChange } from '../../hooks/use-flash-on-change';
import { displayRate, isClickableRate } from '../../logic/rate';
import styles from './market-table.module.css';

export type RateSide = 'back' | 'lay';

interface RateCellProps {
  side: RateSide;
  /** The rate as a fraction; shown times 100. */
  rate: number;
  /** The session run line above the rate (session cells). */
  run?: number | undefined;
  locked: boolean;
  label: string;
  onPick: () => void;
}

/**
 * A clickable rate. When its own numbers change it flashes (Web Animations, no React state,
 * so a tick re-renders nothing but the cells whose value moved). A locked cell or a rate of
 * 0 or below takes no clicks.
 */
export const RateCell = memo(function RateCell({ side, rate, run, locked, label, onPick }: RateCellProps) {
  const flashRef = useFlashOnChange<HTMLSpanElement>(`${run ?? ''}:${rate}`);

  const clickable = !locked && isClickableRate(rate) && (run === undefined || run > 0);
  const shownRate = displayRate(rate);
  // The accessible name says what the cell is and contains the numbers it shows (WCAG 2.5.3).
  const name = run === undefined ? `${label} ${shownRate}` : `${label} ${run} ${shownRate}`;
  return (
    <button
      type="button"
      className={`${styles.rate} ${side === 'back' ? styles.back : styles.lay} ${locked ? styles.lockedCell : ''}`}
      disabled={!clickable}
      aria-label={name}
      onClick={clickable ? onPick : undefined}
    >
      <span ref={flashRef} className={styles.flash} aria-hidden="true" />
      {run !== undefined && <span className={`${styles.run} num`}>{run}</span>}
      {run !== undefined && ' '}
      <span className={`${run !== undefined ? styles.odds : styles.price} num`}>{shownRate}</span>
    </button>
  );
});
