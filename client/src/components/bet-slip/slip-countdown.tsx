import { useT } from '@/i18n/i18n';
import styles from './bet-slip.module.css';

/** Below this many seconds the countdown is announced again. */
const ANNOUNCE_BELOW = 4;

/**
 * The slip's seconds left. A timer is not live by default, so screen readers hear the count
 * politely when the slip opens and once more near the end, not on every tick.
 */
export function SlipCountdown({ seconds, total }: { seconds: number; total: number }) {
  const t = useT();
  const announced = seconds === total || seconds === ANNOUNCE_BELOW - 1 ? seconds : null;
  return (
    <>
      <span className={`${styles.countdown} num`} role="timer" aria-label={t('slip.secondsLeft')}>
        {seconds}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {announced === null ? '' : `${announced} ${t('slip.secondsLeft')}`}
      </span>
    </>
  );
}
