/**
 * What the scenario will do next, known by running ahead: a second ScenarioEngine of the same
 * scenario, seed and start on its own VirtualClock, whose actions go to per-area lists instead
 * of an exchange. The engine is deterministic and nothing a client does reaches it (triggers
 * go to the exchange, not the engine), so its stream is exactly the live run's; generators
 * schedule as they go, so running ahead is the only way to know the future.
 *
 * Kept ahead incrementally: each read moves its clock on to `now + window` and drops what the
 * live clock has passed, so every action is generated once per load, never replayed from the
 * start per request; a read costs a few binary searches, not a walk of the window. It touches
 * nothing of the live run (its own clock, engine and timeline; no exchange, no journal).
 *
 * It starts at the start, without the scenario's past: what happens after the start does not
 * depend on the past (generators draw from named seed forks, matka days from their day's fork,
 * the past's activities end before the start), and replaying a week of history would double a
 * demo's start-up. A test holds the live run with its history to this (look-ahead.test.ts).
 */
import { type ScheduleArea, scheduleAreas } from '@esk/contracts/http/admin';
import type { ActionType, Scenario, ScenarioAction } from '@esk/scenarios';
import { ScenarioEngine } from '@esk/scenarios';
import { VirtualClock } from '@esk/scenarios/clock';
import { scheduleAreaOf } from './schedule-area';
import { seekWithin } from './slices';
import { QUIET_ACTIONS, Timeline } from './timeline';

export interface LookAheadOptions {
  scenario: Scenario;
  /** As the live run was given it (undefined: the scenario's default seed). */
  seed?: string | undefined;
  /** The live run's resolved start (epoch ms), never 'now' again: that would be another second. */
  startAt: number;
}

/** One scripted action ahead of the live clock, with its timeline line. */
export interface ScheduledAction {
  at: number;
  /** Its order in the script (ties at one time keep it). */
  seq: number;
  area: ScheduleArea;
  type: ActionType;
  text: string;
  action: ScenarioAction;
}

export interface AreaSchedule {
  area: ScheduleArea;
  next: ScheduledAction[];
  /** Actions of the area in the window beyond `next`. */
  more: number;
}

/** An area's actions in time order; those before `head` are past. */
interface AreaQueue {
  items: ScheduledAction[];
  head: number;
}

const quiet = new Set<string>(QUIET_ACTIONS);

/** The first index at or after `from` whose action is after `time` (items are in time order). */
function firstAfter(items: readonly ScheduledAction[], from: number, time: number): number {
  let low = from;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((items[mid] as ScheduledAction).at <= time) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class LookAhead {
  readonly #clock: VirtualClock;
  readonly #engine: ScenarioEngine;
  readonly #timeline: Timeline;
  readonly #areas = new Map<ScheduleArea, AreaQueue>(
    scheduleAreas.map((area) => [area, { items: [], head: 0 }]),
  );
  #seq = 0;
  /** The live clock as last seen: what the look-ahead emits at or before it is already past. */
  #liveNow: number;

  constructor(options: LookAheadOptions) {
    const { scenario, startAt } = options;
    this.#clock = new VirtualClock(startAt);
    this.#timeline = new Timeline(startAt);
    // The live run is at its start before anyone can read: its t = 0 setup is never ahead.
    this.#liveNow = startAt;
    this.#engine = new ScenarioEngine(scenario, {
      clock: this.#clock,
      startAt,
      history: false,
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
   * Runs ahead towards `to` for at most `budgetMs` of wall time, a minute of scenario time at
   * a time (so a long window is built in slices between other work); true once there.
   */
  extend(to: number, budgetMs: number): boolean {
    return seekWithin(this.#clock, to, budgetMs);
  }

  /** Per area, the next `limit` scripted actions after `now` and up to `now + windowMs`. */
  next(now: number, windowMs: number, limit: number): AreaSchedule[] {
    const until = now + windowMs;
    this.#advance(now, until);
    return [...this.#areas].map(([area, { items, head }]) => {
      const end = firstAfter(items, head, until);
      const next = items.slice(head, Math.min(end, head + limit));
      return { area, next, more: end - head - next.length };
    });
  }

  /**
   * Every scripted action after `now` and up to `now + windowMs`, in the order the script
   * applies them (the feed's high-frequency detail left out, as in the timeline).
   */
  upcoming(now: number, windowMs: number): ScheduledAction[] {
    const until = now + windowMs;
    this.#advance(now, until);
    return [...this.#areas.values()]
      .flatMap(({ items, head }) => items.slice(head, firstAfter(items, head, until)))
      .sort((a, b) => a.seq - b.seq);
  }

  stop(): void {
    this.#engine.stop();
    for (const queue of this.#areas.values()) {
      queue.items = [];
      queue.head = 0;
    }
  }

  #advance(now: number, to: number): void {
    this.#liveNow = Math.max(this.#liveNow, now);
    if (to > this.#clock.now()) this.#clock.seek(to);
    for (const queue of this.#areas.values()) {
      queue.head = firstAfter(queue.items, queue.head, this.#liveNow);
      // Compact now and then, not on every read.
      if (queue.head > 1024 && queue.head > queue.items.length / 2) {
        queue.items = queue.items.slice(queue.head);
        queue.head = 0;
      }
    }
  }

  #record(action: ScenarioAction): void {
    // Quiet actions teach the timeline no names, so they are skipped before it reads them.
    if (quiet.has(action.type)) return;
    const at = this.#clock.now();
    // Every other action goes through the timeline (it learns match, session and market names).
    const line = this.#timeline.line(at, action);
    if (at <= this.#liveNow) return;
    const area = scheduleAreaOf(action);
    this.#areas
      .get(area)
      ?.items.push({ at, seq: ++this.#seq, area, type: action.type, text: line.text, action });
  }
}
