/**
 * The multiplier the stage shows, every frame, from the server's 5 Hz pushes (spec 002 §7:
 * crashValue carries curentMultiplier floored to 2 decimals, about every 200 ms while running).
 *
 * The plane flies on the shared curve (`multiplierAt`, contracts' catalog/aviator-curve): the
 * tracker estimates when, on this page's clock, the round took off, and draws
 * multiplierAt(now - takeOff) each frame. Each running push bounds the take-off: a push of
 * m arriving at `at` means at least msToReach(m) ms had flown, so take-off <= at - msToReach(m)
 * (that bound includes the push's network delay, so the picture runs just behind the server).
 * The earliest bound of the last pushes, plus a small safety lag, is the target; the shown
 * flight time then slews towards it (at most ±25% speed), so a push corrects the picture
 * smoothly instead of making it step five times a second.
 *
 * Guarantees: the shown multiplier never decreases within a round; it never passes a crash
 * value it knows; it never runs more than `maxLeadMs` past the last push (a stalled stream
 * freezes the plane instead of flying on); and because the crash is pushed the moment it
 * happens while the picture runs behind by at least the pushes' delay, the crash normally
 * arrives before the picture could pass it.
 */
import type { AviatorGameStatus } from '@esk/contracts/catalog/aviator';
import { msToReach, multiplierAt } from '@esk/contracts/catalog/aviator-curve';

/** What one push says (the parsed crashValue state). */
export interface FlightPush {
  gameStatus: AviatorGameStatus;
  roundId: string;
  curentMultiplier: number;
  crashValue: number;
  crashStatus: boolean;
  progress: number;
  waitingTime: number;
}

/** What the stage draws now. */
export interface FlightFrame {
  /** null before the first push. */
  status: AviatorGameStatus | null;
  roundId: string;
  /** The multiplier on screen (1 before take-off, the crash value once crashed). */
  multiplier: number;
  /** Flight time on screen, ms since take-off (drives the curve and the camera). */
  elapsedMs: number;
  /** The crash value once known, else undefined. */
  crashValue: number | undefined;
  /** Betting-window progress 0..100 (open), advancing smoothly between pushes. */
  progress: number;
}

export interface FlightOptions {
  /** Extra delay on top of the pushes' own, so jitter does not put the picture ahead of the server. */
  safetyLagMs: number;
  /** How many recent running pushes bound the take-off time. */
  window: number;
  /** The picture may run at most this far past the last push (a stalled stream freezes it). */
  maxLeadMs: number;
  /** Largest speed change while correcting: 0.25 = between 0.75x and 1.25x real time. */
  slew: number;
  /** The correction closes an error of E ms at E / tau speed-up (then limited by slew). */
  tauMs: number;
  /** A frame gap longer than this (hidden tab, debugger) snaps to the estimate instead of slewing. */
  snapGapMs: number;
  /** So does a picture this far behind the estimate (pushes that came in a burst after a stall). */
  snapErrorMs: number;
}

export const DEFAULT_FLIGHT_OPTIONS: FlightOptions = {
  safetyLagMs: 40,
  window: 10,
  maxLeadMs: 400,
  slew: 0.25,
  tauMs: 400,
  snapGapMs: 1000,
  snapErrorMs: 1000,
};

// A betting window is at least a second long.
const MAX_PROGRESS_PER_MS = 100 / 1000;

/** The highest flight time (ms) that still shows multiplier m: just before m + 0.01. */
const lastMsOf = (multiplier: number) => msToReach(Math.round(multiplier * 100 + 1) / 100) - 1;

export class FlightTracker {
  readonly #options: FlightOptions;
  #status: AviatorGameStatus | null = null;
  #roundId = '';
  #crashValue: number | undefined;
  /** Take-off bounds (local ms) of the recent running pushes. */
  #bounds: number[] = [];
  #lastPush: { at: number; lastMs: number } | undefined;
  /** Flight time on screen and when it was last advanced. */
  #shownMs = 0;
  #frameAt: number | undefined;
  #started = false;
  #progress = { value: 0, at: 0, perMs: 0 };

  constructor(options: Partial<FlightOptions> = {}) {
    this.#options = { ...DEFAULT_FLIGHT_OPTIONS, ...options };
  }

  /** Takes a push that arrived at local time `at` (ms, e.g. performance.now()). */
  push(state: FlightPush, at: number): void {
    const newRound = state.roundId !== this.#roundId;
    if (newRound) this.#startRound(state.roundId);
    this.#status = state.gameStatus;
    switch (state.gameStatus) {
      case 'open':
        this.#trackProgress(state.progress, state.waitingTime, at);
        return;
      case 'running': {
        const flown = msToReach(state.curentMultiplier);
        this.#bounds = [...this.#bounds, at - flown].slice(-this.#options.window);
        this.#lastPush = { at, lastMs: lastMsOf(state.curentMultiplier) };
        if (!this.#started) {
          // The first running push of the round: start at its bound, without slewing.
          this.#started = true;
          this.#shownMs = Math.max(0, flown - this.#options.safetyLagMs);
          this.#frameAt = at;
        }
        return;
      }
      default:
        // waiting, close: crashed (the value comes with the push), or a round we joined late.
        if (state.crashStatus || state.crashValue > 0) this.#crashValue = state.crashValue;
    }
  }

  /** The frame to draw at local time `at`; advances the shown flight time. */
  frame(at: number): FlightFrame {
    if (this.#status === 'running' && this.#started) this.#advance(at);
    this.#frameAt = at;
    const crash = this.#crashValue;
    let multiplier = 1;
    if (crash !== undefined) multiplier = crash;
    else if (this.#status === 'running') multiplier = multiplierAt(this.#shownMs);
    return {
      status: this.#status,
      roundId: this.#roundId,
      multiplier,
      elapsedMs: crash !== undefined ? Math.max(this.#shownMs, msToReach(crash)) : this.#shownMs,
      crashValue: crash,
      progress: this.#status === 'open' ? this.#progressAt(at) : this.#status === 'running' ? 100 : 0,
    };
  }

  #advance(at: number): void {
    const { safetyLagMs, maxLeadMs, slew, tauMs, snapGapMs, snapErrorMs } = this.#options;
    const target = at - (Math.min(...this.#bounds) + safetyLagMs);
    const dt = this.#frameAt === undefined ? 0 : at - this.#frameAt;
    let next: number;
    // Far behind (a long gap, or a burst of late pushes): jump forward rather than crawl.
    if (dt > snapGapMs || target - this.#shownMs > snapErrorMs) next = target;
    else if (dt > 0) {
      // The error against where real-time speed would put the picture now.
      const error = target - (this.#shownMs + dt);
      const rate = Math.min(1 + slew, Math.max(1 - slew, 1 + error / tauMs));
      next = this.#shownMs + dt * rate;
    } else next = this.#shownMs;
    const last = this.#lastPush;
    if (last) next = Math.min(next, last.lastMs + Math.min(at - last.at, maxLeadMs));
    this.#shownMs = Math.max(this.#shownMs, next);
  }

  #startRound(roundId: string): void {
    this.#roundId = roundId;
    this.#crashValue = undefined;
    this.#bounds = [];
    this.#lastPush = undefined;
    this.#shownMs = 0;
    this.#started = false;
    this.#progress = { value: 0, at: 0, perMs: 0 };
  }

  /**
   * How fast the bar moves until the next push, from the push itself (so pushes that arrive in a
   * burst do not make it race): what is left of the window (100 - progress) over the seconds left
   * (waitingTime, rounded up by the server, so the bar errs on the slow side).
   */
  #trackProgress(value: number, waitingSeconds: number, at: number): void {
    const perMs = waitingSeconds > 0 ? (100 - value) / (waitingSeconds * 1000) : 0;
    this.#progress = { value, at, perMs: Math.min(MAX_PROGRESS_PER_MS, perMs) };
  }

  #progressAt(at: number): number {
    const { value, at: since, perMs } = this.#progress;
    // Never more than a second ahead of the last push.
    return Math.min(100, value + perMs * Math.min(1000, Math.max(0, at - since)));
  }
}
