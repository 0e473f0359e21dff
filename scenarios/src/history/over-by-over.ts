/**
 * A finished match of the past is played at the grain a bettor looking back cares about:
 * every bet, suspension, session and result goes through, but not the ball-by-ball noise
 * nobody was watching: the live score after each ball, the BALL RUNNING flicker before each
 * ball, and line, rate or price moves closer than `grainMs` to the last one kept (a suspension or
 * a resumption is always kept). The exchange and the player see the same thinned stream, so
 * every rate the player takes is the rate the exchange holds. A simulated T20 drops from
 * ~2,700 actions to a few hundred, which keeps a week of matches fast to play at start-up.
 */
import type { ScenarioActionInput } from '../actions';

/** Default grain: a little more than an over at the simulator's 40 s a ball. */
export const PAST_GRAIN_MS = 5 * 60_000;

interface Kept {
  at: number;
  /** Suspended (rates) or the session status last kept. */
  state: string;
}

export class OverByOver {
  #rates = new Map<string, Kept>();
  #sessions = new Map<string, Kept>();

  constructor(readonly grainMs = PAST_GRAIN_MS) {}

  /** Whether the action is played at `now` (false: dropped from the past). */
  keep(action: ScenarioActionInput, now: number): boolean {
    switch (action.type) {
      case 'sports.setScore':
        return false;
      case 'sports.setRates': {
        if (action.market !== 'bookmaker') return true;
        const suspended = action.rates.some((rate) => rate.suspended === true);
        return this.#changed(this.#rates, action.marketId, suspended ? 'suspended' : 'open', now);
      }
      case 'sports.setExchangePrices':
        // Match odds and tied match requote on every ball: thinned like the bookmaker.
        return this.#changed(
          this.#rates,
          `${action.marketId}|${action.market}`,
          action.status ?? 'OPEN',
          now,
        );
      case 'sports.updateSession': {
        const { status } = action;
        const moves =
          action.runsNo !== undefined ||
          action.runsYes !== undefined ||
          action.oddsNo !== undefined ||
          action.oddsYes !== undefined;
        if (status === 'BALL RUNNING' && !moves) return false;
        const key = `${action.marketId}|${action.sessionId}`;
        const last = this.#sessions.get(key);
        // A status-only update that changes nothing kept (BALL RUNNING is never kept) is dropped.
        if (!moves && status !== undefined && status === (last?.state ?? 'ACTIVE')) return false;
        return this.#changed(this.#sessions, key, status ?? last?.state ?? 'ACTIVE', now);
      }
      default:
        return true;
    }
  }

  /** Keeps the first, every change of state, and otherwise one per grain. */
  #changed(kept: Map<string, Kept>, key: string, state: string, now: number): boolean {
    const last = kept.get(key);
    if (last && last.state === state && now - last.at < this.grainMs) return false;
    kept.set(key, { at: now, state });
    return true;
  }
}
