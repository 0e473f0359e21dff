/**
 * The scenario engine: turns a validated scenario, a seed and a start time into a stream
 * of validated actions on a VirtualClock, sent to an ActionTarget (the mock server).
 *
 *   const clock = new VirtualClock(clockStartFor(scenario));   // before the start when it has a history
 *   const engine = new ScenarioEngine(scenario, { clock, target });
 *   engine.start();           // its past played, the t = 0 setup applied; the rest scheduled on the clock
 *   clock.advance(60_000);    // or a RealtimeDriver: speed, pause, resume; clock.step(), clock.seek()
 *
 * Determinism: every random choice comes from the seed (named Rng forks, seeded Faker
 * instances); nothing reads Date.now or Math.random, and nothing depends on what clients
 * do. Same scenario + seed + start time gives the same actions at the same times.
 */
import { DAY_MS, istDayStart } from '@esk/contracts/dates';
import { en, en_IN, Faker } from '@faker-js/faker';
import {
  type ActionTarget,
  type ActionType,
  type ScenarioAction,
  type ScenarioActionInput,
  scenarioActionSchema,
} from './actions';
import type { TimerId, VirtualClock } from './clock';
import { getCasinoGame } from './games/casino/index';
import type { CasinoGame } from './games/types';
import { startAccountEvents, startAccounts, startTimeline } from './generators/account-events';
import { startAviator } from './generators/aviator';
import { startCasinoTable } from './generators/casino-table';
import type { GeneratorContext } from './generators/context';
import { startFaults } from './generators/faults';
import { startFixtures } from './generators/fixtures';
import { startIntCasino } from './generators/int-casino';
import { startMatch } from './generators/match';
import { startMatkaMarket } from './generators/matka-day';
import { startRecording } from './generators/recording';
import { type PastContext, startHistory } from './history/index';
import { Rng } from './rng';
import { DEFAULT_START_AT, type Scenario } from './scenario';

export interface EngineOptions {
  clock: VirtualClock;
  target: ActionTarget;
  /** Default: the scenario's defaultSeed. */
  seed?: number | string;
  /** Epoch ms of scenario time 0. Default startAtFor(scenario): its startAt, else DEFAULT_START_AT. */
  startAt?: number;
  /** The rules of the live casino games; default the registry in games/casino. */
  games?: (shortName: string) => CasinoGame | undefined;
  /** Called when the target throws while applying an action; default: rethrow. */
  onError?: (error: unknown, action: ScenarioAction) => void;
  /**
   * Play the scenario's `history` before its start (default true). false starts at the start
   * with no past: a faster start for tests and the start-up benchmark's baseline.
   */
  history?: boolean;
}

/** One emitted action as journaled: when (epoch ms), its order, and the action. */
export interface EmittedAction {
  at: number;
  seq: number;
  action: ScenarioAction;
}

export interface ScenarioSummary {
  name: string;
  seed: number | string;
  startAt: number;
  endsAt: number | undefined;
  now: number;
  /** Epoch ms the played past began; undefined without one. */
  pastFrom: number | undefined;
  total: number;
  byType: Partial<Record<ActionType, number>>;
}

/** The start time a run uses when none is given: the scenario's startAt, else DEFAULT_START_AT. */
export function startAtFor(scenario: Scenario): number {
  return scenario.startAt ?? DEFAULT_START_AT;
}

/**
 * Where a run's clock must begin: the start, or, when the scenario has a history (and the
 * run plays it), the moment its past begins.
 */
export function clockStartFor(
  scenario: Scenario,
  startAt: number = startAtFor(scenario),
  options: { history?: boolean } = {},
): number {
  return scenario.history && options.history !== false ? startAt - scenario.history.for : startAt;
}

export class ScenarioRunError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ScenarioRunError';
  }
}

export class ScenarioEngine {
  readonly seed: number | string;
  readonly startAt: number;
  /** Epoch ms the scenario ends; undefined when endless. */
  readonly endsAt: number | undefined;
  /** Epoch ms its past begins, when it has a history and plays it. */
  readonly pastFrom: number | undefined;
  readonly #clock: VirtualClock;
  readonly #target: ActionTarget;
  readonly #options: EngineOptions;
  readonly #timers = new Set<TimerId>();
  readonly #listeners = new Set<(entry: EmittedAction) => void>();
  readonly #counts = new Map<ActionType, number>();
  /** The past's watchers (the history's player and what it sees); cleared at the start. */
  readonly #watchers = new Set<(action: ScenarioAction) => void>();
  #seq = 0;
  #state: 'idle' | 'past' | 'starting' | 'running' | 'stopped' = 'idle';

  constructor(
    readonly scenario: Scenario,
    options: EngineOptions,
  ) {
    this.#options = options;
    this.#clock = options.clock;
    this.#target = options.target;
    this.seed = options.seed ?? scenario.defaultSeed;
    this.startAt = options.startAt ?? startAtFor(scenario);
    this.endsAt = scenario.duration === 'endless' ? undefined : this.startAt + scenario.duration;
    const clockStart = clockStartFor(scenario, this.startAt, options);
    this.pastFrom = clockStart < this.startAt ? clockStart : undefined;
    if (this.#clock.now() > clockStart) {
      const what =
        this.pastFrom === undefined ? "the scenario's start" : "the start of the scenario's history";
      throw new ScenarioRunError(
        `the clock is at ${new Date(this.#clock.now()).toISOString()}, after ${what} ` +
          `${new Date(clockStart).toISOString()}: create the VirtualClock at clockStartFor(scenario, startAt)`,
      );
    }
  }

  get running(): boolean {
    return this.#state === 'running' || this.#state === 'starting' || this.#state === 'past';
  }

  /**
   * Plays the scenario's past (when it has one) up to the start, then applies the t = 0 setup
   * (moving the clock to startAt first if it is behind) and schedules the rest.
   */
  start(): void {
    if (this.#state !== 'idle')
      throw new ScenarioRunError(`scenario '${this.scenario.name}' was already started`);
    if (typeof this.scenario.recording === 'string') {
      throw new ScenarioRunError(
        `scenario '${this.scenario.name}' names the recording '${this.scenario.recording}' but it was not loaded: play the scenario from its file (SCENARIO=<file>, npm run sim -- load <file>) so the path resolves`,
      );
    }
    const ctx = this.#context();
    const { scenario } = this;
    const past = this.pastFrom !== undefined;
    if (past) this.#playPast(ctx);
    else if (this.#clock.now() < this.startAt) this.#clock.seek(this.startAt);
    if (this.#isStopped()) return;
    this.#state = 'starting';
    if (!past) startAccounts(ctx, scenario);
    for (const match of scenario.matches) startMatch(ctx, match);
    if (scenario.fixtures) startFixtures(ctx, scenario.fixtures);
    for (const table of scenario.casino) startCasinoTable(ctx, table);
    if (scenario.intCasino) startIntCasino(ctx, scenario.intCasino);
    // With a past, the matka markets have been running since it began (see #playPast).
    if (!past) for (const market of scenario.matka) startMatkaMarket(ctx, market);
    if (scenario.aviator) startAviator(ctx, scenario.aviator, scenario.name);
    startAccountEvents(ctx, scenario.accountEvents);
    startFaults(ctx, scenario.faults);
    startTimeline(ctx, scenario);
    if (typeof scenario.recording === 'object') startRecording(ctx, scenario.recording);
    if (this.#state === 'starting') this.#state = 'running';
  }

  /**
   * The past: the accounts open when it begins, the matka markets run from its first day,
   * the history's activities are scheduled on the past's context, and the clock moves to the
   * start, applying all of it on the way. The player's watchers are dropped at the start.
   */
  #playPast(ctx: GeneratorContext): void {
    const from = this.pastFrom as number;
    const history = this.scenario.history;
    if (!history) return;
    if (this.#clock.now() < from) this.#clock.seek(from);
    this.#state = 'past';
    startAccounts(ctx, this.scenario);
    // The player watches from here on: it sees the markets open.
    startHistory(this.#pastContext(ctx, from), this.scenario, history);
    const fromDay = Math.round((istDayStart(from) - istDayStart(this.startAt)) / DAY_MS);
    for (const market of this.scenario.matka) startMatkaMarket(ctx, market, { fromDay });
    this.#clock.seek(this.startAt);
    this.#watchers.clear();
  }

  /** The past's context: its own seed fork and Faker names, and a window that ends before the start. */
  #pastContext(ctx: GeneratorContext, from: number): PastContext {
    const rng = ctx.rng.fork('history');
    const before = (time: number) => time < this.startAt;
    return {
      ...ctx,
      startAt: from,
      endsAt: this.startAt - 1,
      rng,
      fakerFor: (name) => ctx.fakerFor(`history:${name}`),
      at: (time, run) => before(time) && ctx.at(time, run),
      fits: (time) => before(time) && ctx.fits(time),
      watch: (listener) => {
        this.#watchers.add(listener);
      },
    };
  }

  #isStopped(): boolean {
    return this.#state === 'stopped';
  }

  /** Cancels every timer the engine holds; emits nothing more. */
  stop(): void {
    for (const id of this.#timers) this.#clock.cancel(id);
    this.#timers.clear();
    this.#state = 'stopped';
  }

  /** Subscribes to every emitted action (journaling); returns the unsubscribe function. */
  onAction(listener: (entry: EmittedAction) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Applies an action now, outside the script (the admin API's "trigger now"), validated and journaled. */
  inject(action: ScenarioActionInput): ScenarioAction {
    return this.#emit(action);
  }

  /** Timers the engine has pending (stays small even when endless). */
  pendingTimers(): number {
    return this.#timers.size;
  }

  summary(): ScenarioSummary {
    return {
      name: this.scenario.name,
      seed: this.seed,
      startAt: this.startAt,
      endsAt: this.endsAt,
      now: this.#clock.now(),
      pastFrom: this.pastFrom,
      total: this.#seq,
      byType: Object.fromEntries([...this.#counts].sort(([a], [b]) => a.localeCompare(b))),
    };
  }

  #emit(input: ScenarioActionInput): ScenarioAction {
    const parsed = scenarioActionSchema.safeParse(input);
    if (!parsed.success) {
      throw new ScenarioRunError(
        `scenario '${this.scenario.name}' produced an invalid ${input.type} at ${new Date(this.#clock.now()).toISOString()}: ` +
          parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      );
    }
    const action = parsed.data;
    const entry: EmittedAction = { at: this.#clock.now(), seq: ++this.#seq, action };
    this.#counts.set(action.type, (this.#counts.get(action.type) ?? 0) + 1);
    try {
      this.#target.apply(action);
    } catch (error) {
      if (!this.#options.onError) throw error;
      this.#options.onError(error, action);
    }
    for (const listener of this.#listeners) listener(entry);
    for (const watcher of this.#watchers) watcher(action);
    return action;
  }

  #context(): GeneratorContext {
    const root = new Rng(this.seed);
    const games = this.#options.games ?? getCasinoGame;
    return {
      startAt: this.startAt,
      endsAt: this.endsAt,
      seed: this.seed,
      rng: root,
      fakerFor: (name) => {
        const faker = new Faker({ locale: [en_IN, en] });
        faker.seed(root.fork(`faker:${name}`).int(0, 2 ** 31 - 1));
        return faker;
      },
      game: (shortName) => {
        const game = games(shortName);
        if (!game) throw new ScenarioRunError(`no rules for the casino game '${shortName}' (games/casino)`);
        return game;
      },
      now: () => this.#clock.now(),
      emit: (action) => {
        if (this.#state === 'stopped') return;
        this.#emit(action);
      },
      at: (time, run) => {
        if (this.#state === 'stopped' || !this.#fits(time)) return false;
        if (this.#state === 'starting' && time <= this.#clock.now()) {
          run();
          return true;
        }
        const id = this.#clock.at(time, () => {
          this.#timers.delete(id);
          if (this.#state !== 'stopped') run();
        });
        this.#timers.add(id);
        return true;
      },
      fits: (time) => this.#fits(time),
    };
  }

  #fits(time: number): boolean {
    return this.endsAt === undefined || time <= this.endsAt;
  }
}
