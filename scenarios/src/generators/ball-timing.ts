/**
 * When things happen around each ball of a simulated innings, as a share of the time between
 * balls (`ballEvery`), capped so a slow match does not crawl: the ball is in play for 30 % of it
 * (at most 5 s: sessions suspend while it runs), a wicket holds the prices for 40 % (at most 15 s),
 * a session is declared 60 % of a ball after its last ball (at most 30 s), and a session opening
 * mid-innings opens 20 % of a ball (at most 3 s) after the ball it follows. The first innings'
 * sessions open with its first ball, the second's half an innings break before it.
 */
import type { InningsTiming } from './fancy-session';

export const BALL_TIMING = {
  runningShare: 0.3,
  runningMaxMs: 5000,
  wicketPauseShare: 0.4,
  wicketPauseMaxMs: 15_000,
  declareShare: 0.6,
  declareMaxMs: 30_000,
  openShare: 0.2,
  openMaxMs: 3000,
} as const;

export interface InningsClock {
  /** When the innings' first ball is bowled. */
  start: number;
  /** 0: the first innings, 1: the chase. */
  index: 0 | 1;
  /** Time between balls (ms). */
  ballEvery: number;
  /** The break between the innings (ms). */
  inningsBreak: number;
}

/** When each ball is bowled and when sessions open, suspend and are declared in one innings. */
export function inningsTiming({ start, index, ballEvery, inningsBreak }: InningsClock): InningsTiming {
  const t = BALL_TIMING;
  return {
    ballAt: (n) => start + n * ballEvery,
    openAt: (done) =>
      done === 0
        ? index === 0
          ? start
          : start - inningsBreak / 2
        : start + done * ballEvery + Math.min(t.openMaxMs, ballEvery * t.openShare),
    ballRunningMs: Math.min(t.runningMaxMs, Math.floor(ballEvery * t.runningShare)),
    wicketPauseMs: Math.min(t.wicketPauseMaxMs, Math.floor(ballEvery * t.wicketPauseShare)),
    declareAfterMs: Math.min(t.declareMaxMs, Math.floor(ballEvery * t.declareShare)),
  };
}
