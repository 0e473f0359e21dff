/**
 * The scenario engine: turns a validated scenario, a seed and a start time into a stream
 * of validated actions on a VirtualClock, sent to an ActionTarget (the mock server).
 *
 *   const clock = new VirtualClock(startAtFor(scenario));
 *   const engine = new ScenarioEngine(scenario, { clock, target });
 *   engine.start();           // t = 0 setup applied now; the rest scheduled on the clock
 *   clock.advance(60_000);    // or a RealtimeDriver: speed, pause, resume; clock.step(), clock.seek()
 *
 * Determinism: every random choice comes from the seed (named Rng forks, seeded Faker
 * instances); nothing reads Date.now or Math.random, and nothing depends on what clients
 * do. Same scenario + seed + start time gives the same actions at the same times.
 */
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
import { startMatch } from './generators/match';
import { startMatkaMarket } from './generators/matka-day';
import { startRecording } from './generators/recording';
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
  total: number;
  byType: Partial<Record<ActionType, number>>;
}

/** The start time a run uses when none is given: the scenario's startAt, else DEFAULT_START_AT. */
export function startAtFor(scenario: Scenario): number {
  return scenario.startAt ?? DEFAULT_START_AT;
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
  readonly #clock: VirtualClock;
  readonly #target: ActionTarget;
  readonly #options: EngineOptions;
  readonly #timers = new Set<TimerId>();
  readonly #listeners = new Set<(entry: EmittedAction) => void>();
  readonly #counts = new Map<ActionType, number>();
  #seq = 0;
  #state: 'idle' | 'starting' | 'running' | 'stopped' = 'idle';

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
    if (this.#clock.now() > this.startAt) {
      throw new ScenarioRunError(
        `the clock is at ${new Date(this.#clock.now()).toISOString()}, after the scenario's start ` +
          `${new Date(this.startAt).toISOString()}: create the VirtualClock at engine.startAt (or pass startAt: clock.now())`,
      );
    }
  }

  get running(): boolean {
    return this.#state === 'running' || this.#state === 'starting';
  }

  /** Applies the t = 0 setup now (moving the clock to startAt first if it is behind) and schedules the rest. */
  start(): void {
    if (this.#state !== 'idle')
      throw new ScenarioRunError(`scenario '${this.scenario.name}' was already started`);
    if (typeof this.scenario.recording === 'string') {
      throw new ScenarioRunError(
        `scenario '${this.scenario.name}' names the recording '${this.scenario.recording}' but it was not loaded: play the scenario from its file (SCENARIO=<file>, npm run sim -- load <file>) so the path resolves`,
      );
    }
    if (this.#clock.now() < this.startAt) this.#clock.seek(this.startAt);
    this.#state = 'starting';
    const ctx = this.#context();
    const { scenario } = this;
    startAccounts(ctx, scenario);
    for (const match of scenario.matches) startMatch(ctx, match);
    if (scenario.fixtures) startFixtures(ctx, scenario.fixtures);
    for (const table of scenario.casino) startCasinoTable(ctx, table);
    for (const market of scenario.matka) startMatkaMarket(ctx, market);
    if (scenario.aviator) startAviator(ctx, scenario.aviator, scenario.name);
    startAccountEvents(ctx, scenario.accountEvents);
    startFaults(ctx, scenario.faults);
    startTimeline(ctx, scenario);
    if (typeof scenario.recording === 'object') startRecording(ctx, scenario.recording);
    if (this.#state === 'starting') this.#state = 'running';
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
