/**
 * What the scenario will do next, known by running ahead: a second ScenarioEngine of the same
 * scenario, seed and start on its own VirtualClock, whose actions go to a list instead of an
 * exchange. The engine is deterministic and nothing a client does reaches it (triggers go to
 * the exchange, not the engine), so its stream is exactly the live run's; generators schedule
 * as they go, so running ahead is the only way to know the future.
 *
 * It is kept ahead incrementally: each read moves its clock on to `now + window` and drops
 * what the live clock has passed, so every action is generated once per load, never
 * replayed from the start per request. It touches nothing of the live run (its own clock,
 * engine and timeline; no exchange, no journal).
 */
import type { ActionType, Scenario, ScenarioAction } from '@esk/scenarios';
import { clockStartFor, ScenarioEngine } from '@esk/scenarios';
import { VirtualClock } from '@esk/scenarios/clock';
import { QUIET_ACTIONS, Timeline } from './timeline';

export interface LookAheadOptions {
  scenario: Scenario;
  /** As the live run was given it (undefined: the scenario's default seed). */
  seed?: string | undefined;
  /** The live run's resolved start (epoch ms), never 'now' again: that would be another second. */
  startAt: number;
  history: boolean;
}

/** One scripted action ahead of the live clock, with its timeline line. */
export interface ScheduledAction {
  at: number;
  type: ActionType;
  text: string;
  action: ScenarioAction;
}

const quiet = new Set<string>(QUIET_ACTIONS);

export class LookAhead {
  readonly #clock: VirtualClock;
  readonly #engine: ScenarioEngine;
  readonly #timeline: Timeline;
  /** Actions from #head on are ahead of the live clock, in time order (the clock fires in order). */
  #queue: ScheduledAction[] = [];
  #head = 0;
  /** The live clock as last seen: what the look-ahead emits at or before it is already past. */
  #liveNow = Number.NEGATIVE_INFINITY;

  constructor(options: LookAheadOptions) {
    const { scenario, startAt, history } = options;
    this.#clock = new VirtualClock(clockStartFor(scenario, startAt, { history }));
    this.#timeline = new Timeline(startAt);
    // The live run is at its start before anyone can read: its past and t = 0 setup are never ahead.
    this.#liveNow = startAt;
    this.#engine = new ScenarioEngine(scenario, {
      clock: this.#clock,
      startAt,
      history,
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      target: { apply: (action) => this.#record(action) },
    });
    this.#engine.start();
  }

  /** Where it has run to: every scripted action up to here is known. */
  get horizon(): number {
    return this.#clock.now();
  }

  /**
   * The scripted actions after `now` and up to `now + windowMs`, soonest first (the feed's
   * high-frequency detail left out, as in the timeline). `now` is the live clock: it only
   * moves forward between loads.
   */
  upcoming(now: number, windowMs: number): ScheduledAction[] {
    this.#advance(now, now + windowMs);
    const until = now + windowMs;
    const out: ScheduledAction[] = [];
    for (let i = this.#head; i < this.#queue.length; i++) {
      const item = this.#queue[i] as ScheduledAction;
      if (item.at > until) break;
      out.push(item);
    }
    return out;
  }

  stop(): void {
    this.#engine.stop();
    this.#queue = [];
    this.#head = 0;
  }

  #advance(now: number, to: number): void {
    this.#liveNow = Math.max(this.#liveNow, now);
    if (to > this.#clock.now()) this.#clock.seek(to);
    const queue = this.#queue;
    while (this.#head < queue.length && (queue[this.#head] as ScheduledAction).at <= this.#liveNow)
      this.#head++;
    // Compact now and then, not on every read.
    if (this.#head > 1024 && this.#head > queue.length / 2) {
      this.#queue = queue.slice(this.#head);
      this.#head = 0;
    }
  }

  #record(action: ScenarioAction): void {
    // Quiet actions teach the timeline no names, so they are skipped before it reads them.
    if (quiet.has(action.type)) return;
    const at = this.#clock.now();
    // Every other action goes through the timeline (it learns match, session and market names).
    const line = this.#timeline.line(at, action);
    if (at <= this.#liveNow) return;
    this.#queue.push({ at, type: action.type, text: line.text, action });
  }
}
