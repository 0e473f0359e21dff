/**
 * The animation loop of the aviator page: once per animation frame it asks the tracker for the
 * frame, publishes it (cash-out amount, auto cash-out) and hands it to the stage to draw. It
 * stops while the tab is hidden (nothing to see, the socket is dropped too) and resumes when the
 * tab is visible again (the tracker then snaps to the server instead of slewing).
 */
import type { FlightFrame } from '../logic/flight';
import { flightTracker, publishFrame } from './flight';

export interface FrameRenderer {
  render(frame: FlightFrame, dtMs: number): void;
}

/** The last frames' costs, for the test bridge and the benchmark (ms). */
export interface FrameStats {
  /** Time spent in each frame's work (tracker, subscribers, stage render). */
  workMs: number[];
  /** Time between consecutive frames (what the screen shows). */
  intervalMs: number[];
  frames: number;
}

const STATS_KEPT = 1200;

export interface FlightLoop {
  setRenderer(renderer: FrameRenderer | null): void;
  stats(): FrameStats;
  stop(): void;
}

export function startFlightLoop(): FlightLoop {
  let renderer: FrameRenderer | null = null;
  let handle: number | undefined;
  let last: number | undefined;
  let frames = 0;
  const work: number[] = [];
  const intervals: number[] = [];
  const keep = (list: number[], value: number) => {
    list.push(value);
    if (list.length > STATS_KEPT) list.shift();
  };

  const tick = (now: number) => {
    handle = requestAnimationFrame(tick);
    const started = performance.now();
    const dt = last === undefined ? 0 : now - last;
    if (last !== undefined) keep(intervals, dt);
    last = now;
    const frame = flightTracker().frame(started);
    publishFrame(frame);
    renderer?.render(frame, dt);
    frames++;
    keep(work, performance.now() - started);
  };
  const start = () => {
    if (handle === undefined && document.visibilityState !== 'hidden') {
      last = undefined;
      handle = requestAnimationFrame(tick);
    }
  };
  const pause = () => {
    if (handle !== undefined) cancelAnimationFrame(handle);
    handle = undefined;
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? pause() : start());
  document.addEventListener('visibilitychange', onVisibility);
  start();

  return {
    setRenderer: (next) => {
      renderer = next;
    },
    stats: () => ({ workMs: [...work], intervalMs: [...intervals], frames }),
    stop: () => {
      pause();
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
