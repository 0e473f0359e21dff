/**
 * A running simulation: the scenario's clock (driven in real time x speed, or stepped),
 * its engine producing actions, and the exchange applying them. Loading or resetting a
 * scenario builds all three afresh; listeners (the socket bridge) re-attach. Real-time
 * driving stops at the scenario's end unless `keepRunning` (explicit advance, seek and
 * step still move the clock on: nothing is scheduled there).
 *
 * A load builds the new run aside first (its own clock, engine, exchange, and a staging
 * journal its history and t = 0 setup go to) and swaps it in only once built: a load that
 * fails (a bad start, a scenario that throws) leaves the running world as it was.
 */
import type { ApiProfile } from '@esk/contracts/api-profile';
import { type ScenarioAction, scenarioActionSchema } from '@esk/scenarios/actions';
import { RealtimeDriver, VirtualClock } from '@esk/scenarios/clock';
import { Rng } from '@esk/scenarios/rng';
import type { ResolvedScenario } from '@esk/scenarios/scenario-file';
import { Exchange } from '../exchange/exchange';
import { Journal } from '../journal';
import { type EngineHandle, startEngine } from './engine-bridge';
import { LookAhead } from './look-ahead';
import { inSlices, seekWithin } from './slices';

export interface RunOptions {
  /** What to play: a built-in scenario, one loaded from a file, or one sent inline. */
  scenario: ResolvedScenario;
  /** Defaults to the scenario's own seed. */
  seed?: string;
  /** 'now' (wall clock), 'scenario' (the scenario's fixed start), or an ISO date/epoch ms. */
  startAt: string;
  speed: number;
  /** Whether virtual time follows wall time (false: only step/seek/advance move it, as in tests). */
  realtime: boolean;
  /** Play the scenario's history before its start (default true; HISTORY=off). */
  history?: boolean;
  /** Keep driving the clock past the scenario's end (default: it pauses there). */
  keepRunning?: boolean;
  /** What the exchange pushes: 'spec' only the events and fields the spec names (API_PROFILE). */
  profile?: ApiProfile;
}

/** An action the exchange refused while the script played. */
export interface SimError {
  at: number;
  action: ScenarioAction;
  message: string;
}

/** One load's world. */
interface Run {
  clock: VirtualClock;
  engine: EngineHandle;
  exchange: Exchange;
  driver: RealtimeDriver;
  /** Where its entries go: a staging journal while it is built, the simulation's once swapped in. */
  journal: Journal;
  errors: SimError[];
}

export class Simulation {
  clock!: VirtualClock;
  driver!: RealtimeDriver;
  exchange!: Exchange;
  engine!: EngineHandle;
  readonly journal: Journal;
  options: RunOptions;
  #listeners = new Set<(exchange: Exchange) => void>();
  #moved = new Set<() => void>();
  #lookAhead: LookAhead | undefined;

  constructor(options: RunOptions, journal: { size?: number; redact?: boolean } = {}) {
    this.options = options;
    this.journal = new Journal(journal.size, { redact: journal.redact ?? true });
    this.#install(this.#createRun(options, this.journal, this.errors));
  }

  /** Called with the new exchange after every (re)load, and once now. */
  onExchange(listener: (exchange: Exchange) => void): () => void {
    this.#listeners.add(listener);
    listener(this.exchange);
    return () => this.#listeners.delete(listener);
  }

  /** Called after a clock command (pause, resume, speed, step, advance, seek); real-time ticks are not commands. */
  onClockCommand(listener: () => void): () => void {
    this.#moved.add(listener);
    return () => this.#moved.delete(listener);
  }

  /**
   * The look-ahead run of this load (look-ahead.ts): built on first use, so a mock nobody
   * asks for its schedule pays nothing; dropped on load and reset.
   */
  get lookAhead(): LookAhead {
    this.#lookAhead ??= new LookAhead({
      scenario: this.options.scenario.scenario,
      seed: this.options.seed,
      startAt: this.engine.startedAt,
    });
    return this.#lookAhead;
  }

  /** Loads afresh; throws (the running world untouched) when the new run cannot be built. */
  load(options: Partial<RunOptions>, { paused = false }: { paused?: boolean } = {}): void {
    const next = { ...this.options, ...options };
    const staging = new Journal(this.journal.capacity, { redact: this.journal.redact });
    const run = this.#createRun(next, staging, []);
    this.#teardown();
    this.options = next;
    this.journal.adopt(staging);
    run.journal = this.journal;
    this.errors.splice(0, this.errors.length, ...run.errors);
    run.errors = this.errors;
    this.#install(run, paused);
    for (const listener of this.#listeners) listener(this.exchange);
  }

  reset(options: { paused?: boolean } = {}): void {
    this.load({}, options);
  }

  /** Applies an action now (admin "trigger"), validated like the engine's; throws on invalid input. */
  trigger(input: unknown): ScenarioAction {
    this.#triggering = true;
    try {
      return this.engine.inject(scenarioActionSchema.parse(input));
    } finally {
      this.#triggering = false;
    }
  }

  /** While a trigger runs, a refused action throws to the caller (the admin API answers 400). */
  #triggering = false;

  /** Actions the exchange refused while the script played (a scenario bug or a clash with a trigger). */
  readonly errors: SimError[] = [];

  pause(): void {
    this.driver.pause();
    this.#commanded();
  }

  resume(): void {
    if (this.options.realtime) this.driver.resume();
    this.#commanded();
  }

  setSpeed(speed: number): void {
    this.options.speed = speed;
    this.driver.setSpeed(speed);
    this.#commanded();
  }

  /** Moves to the next scheduled moment (pauses real-time driving first). Returns the new time. */
  step(): number | undefined {
    this.driver.pause();
    const at = this.clock.step();
    this.#commanded();
    return at;
  }

  advance(ms: number): void {
    this.clock.advance(ms);
    this.#commanded();
  }

  seek(to: number): void {
    this.clock.seek(to);
    this.#commanded();
  }

  /**
   * seek() in slices that yield to other work between them (slices.ts): a seek or advance a day
   * ahead keeps players and /healthz answered. Stops early when `stop()` says so, or when a load
   * replaced the run meanwhile (the new run's clock is not this one's).
   */
  async seekInSlices(to: number, stop: () => boolean = () => false): Promise<void> {
    const clock = this.clock;
    if (to < clock.now()) throw new RangeError('the clock cannot go backwards');
    await inSlices((budgetMs) => this.clock !== clock || stop() || seekWithin(clock, to, budgetMs));
    if (this.clock === clock) this.#commanded();
  }

  #commanded(): void {
    for (const listener of this.#moved) listener();
  }

  get running(): boolean {
    return this.driver.running;
  }

  /** The scenario's own name ('smoke', or the name inside a file). */
  get scenarioName(): string {
    return this.options.scenario.scenario.name;
  }

  /** Whether the clock has reached the scenario's end (never for endless scenarios). */
  get ended(): boolean {
    return this.engine.endsAt !== undefined && this.clock.now() >= this.engine.endsAt;
  }

  stop(): void {
    this.#teardown();
  }

  #apply(run: Run, action: ScenarioAction): void {
    run.journal.record({
      at: run.clock.now(),
      kind: 'action',
      action,
      ...(this.#triggering ? { triggered: true as const } : {}),
    });
    run.exchange.apply(action);
  }

  /** Builds a run and plays it to its start (history, t = 0 setup); touches nothing of the current one. */
  #createRun(options: RunOptions, journal: Journal, errors: SimError[]): Run {
    const { scenario, seed, startAt, speed, history, keepRunning, profile } = options;
    // Assigned before the engine starts: its callbacks only run from plan.start() on.
    let run: Run | undefined;
    const current = () => run as Run;
    const plan = startEngine({
      scenario: scenario.scenario,
      seed,
      startAt,
      ...(history !== undefined ? { history } : {}),
      target: { apply: (action) => this.#apply(current(), action) },
      createClock: (at) => new VirtualClock(at),
      onError: (error, action) => {
        if (this.#triggering) throw error;
        const message = error instanceof Error ? error.message : String(error);
        const list = current().errors;
        list.push({ at: current().clock.now(), action, message });
        if (list.length > 1000) list.shift();
        console.warn(`[scenario] ${action.type} refused: ${message}`);
      },
    });
    // The exchange goes live at the start: its past (if any) is played before anyone can connect.
    const exchange = new Exchange(plan.clock, new Rng(plan.seed), { liveFrom: plan.startedAt, profile });
    const driver = new RealtimeDriver(
      plan.clock,
      speed,
      undefined,
      undefined,
      keepRunning ? undefined : plan.endsAt,
    );
    run = { clock: plan.clock, engine: plan, exchange, driver, journal, errors };
    exchange.outbox.subscribe((event, at) => current().journal.record({ at, kind: 'event', event }));
    try {
      plan.start();
    } catch (error) {
      plan.stop();
      exchange.dispose();
      throw error;
    }
    return run;
  }

  #install(run: Run, paused = false): void {
    this.clock = run.clock;
    this.exchange = run.exchange;
    this.engine = run.engine;
    this.driver = run.driver;
    if (this.options.realtime && !paused) run.driver.start();
  }

  #teardown(): void {
    this.#lookAhead?.stop();
    this.#lookAhead = undefined;
    this.driver?.pause();
    this.engine?.stop();
    this.exchange?.dispose();
  }
}
