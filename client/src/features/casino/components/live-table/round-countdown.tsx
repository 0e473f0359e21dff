import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n';
import styles from './live-table.module.css';

/** The countdown is announced again at this many seconds. */
const ANNOUNCE_AT = 5;

interface RoundCountdownProps {
  roundId: string;
  /** Seconds left to bet, from the round's autotime (0 once closed). */
  seconds: number;
}

/**
 * The round's countdown (001 §2.5): the seconds from autotime, ending at zero, in a ring that
 * empties. A timer is not live by default; screen readers hear it politely when a round opens,
 * at five seconds and when betting closes, never every second.
 */
export function RoundCountdown({ roundId, seconds }: RoundCountdownProps) {
  const t = useT();
  const total = useRoundTotal(roundId, seconds);
  const announcement = useAnnouncement(roundId, seconds);
  const shown = Math.max(0, Math.round(seconds));
  const share = total > 0 ? Math.min(1, shown / total) : 0;
  const tone = shown === 0 ? styles.closed : shown <= ANNOUNCE_AT ? styles.ending : styles.running;
  return (
    <div className={styles.countdownBox}>
      {roundId && (
        <span className={`${styles.phase} ${shown === 0 ? styles.phaseClosed : ''}`}>
          {shown === 0 ? t('casino.table.bettingClosed') : t('casino.table.placeBets')}
        </span>
      )}
      <div className={`${styles.countdown} ${tone}`}>
        <svg className={styles.ring} viewBox="0 0 44 44" aria-hidden="true">
          <circle className={styles.ringTrack} cx="22" cy="22" r="19" />
          <circle
            className={styles.ringFill}
            cx="22"
            cy="22"
            r="19"
            pathLength={100}
            strokeDasharray="100"
            strokeDashoffset={100 - share * 100}
          />
        </svg>
        <span
          className={`${styles.countdownValue} num`}
          role="timer"
          aria-label={t('casino.table.countdown')}
        >
          {shown}
        </span>
        <span className="visually-hidden" aria-live="polite">
          {announcement}
        </span>
      </div>
    </div>
  );
}

/** The longest countdown seen this round: the ring's full length. */
function useRoundTotal(roundId: string, seconds: number): number {
  const [state, setState] = useState({ roundId, total: seconds });
  if (state.roundId !== roundId) setState({ roundId, total: seconds });
  else if (seconds > state.total) setState({ roundId, total: seconds });
  return state.roundId === roundId ? Math.max(state.total, seconds) : seconds;
}

function useAnnouncement(roundId: string, seconds: number): string {
  const t = useT();
  const [text, setText] = useState('');
  const last = useRef({ roundId: '', phase: '' });
  useEffect(() => {
    const phase = !roundId ? '' : seconds <= 0 ? 'closed' : seconds <= ANNOUNCE_AT ? 'ending' : 'open';
    if (last.current.roundId === roundId && last.current.phase === phase) return;
    const fresh = last.current.roundId !== roundId;
    last.current = { roundId, phase };
    if (phase === 'open' && fresh) {
      setText(
        `${t('casino.table.newRound')}: ${t('casino.table.bettingOpen')}, ${Math.round(seconds)} ${t('casino.table.secondsLeft')}`,
      );
    } else if (phase === 'ending') {
      setText(`${Math.round(seconds)} ${t('casino.table.secondsLeft')}`);
    } else if (phase === 'closed' && !fresh) {
      setText(t('casino.table.bettingClosed'));
    }
  }, [roundId, seconds, t]);
  return text;
}
