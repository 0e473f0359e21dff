/**
 * A running simulation: the scenario's clock (driven in real time x speed, or stepped),
 * its engine producing actions, and the exchange applying them. Loading or resetting a
 * scenario builds all three afresh; listeners (the socket bridge) re-attach. Real-time
 * driving stops at the scenario's end unless `keepRunning` (explicit advance, seek and
 * step still move the clock on: nothing is scheduled there).
 */
import { type ScenarioAction, scenarioActionSchema } from '@esk/scenarios/actions';
import { RealtimeDriver, VirtualClock } from '@esk/scenarios/clock';
import { Rng } from '@esk/scenarios/rng';
import type { ResolvedScenario } from '@esk/scenarios/scenario-file';
import { Exchange } from '../exchange/exchange';
import { Journal } from '../journal';
import { type EngineHandle, startEngine } from './engine-bridge';
import { LookAhead } from './look-ahead';

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
    this.#build();
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

  load(options: Partial<RunOptions>): void {
    this.#teardown();
    this.options = { ...this.options, ...options };
    this.journal.clear();
    this.errors.length = 0;
    this.#build();
    for (const listener of this.#listeners) listener(this.exchange);
  }

  reset(): void {
    this.load({});
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
  readonly errors: { at: number; action: ScenarioAction; message: string }[] = [];

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

  #apply(action: ScenarioAction): void {
    this.journal.record({
      at: this.clock.now(),
      kind: 'action',
      action,
      ...(this.#triggering ? { triggered: true as const } : {}),
    });
    this.exchange.apply(action);
  }

  #build(): void {
    const { scenario, seed, startAt, speed, realtime, history, keepRunning } = this.options;
    const plan = startEngine({
      scenario: scenario.scenario,
      seed,
      startAt,
      ...(history !== undefined ? { history } : {}),
      target: { apply: (action) => this.#apply(action) },
      createClock: (at) => new VirtualClock(at),
      onError: (error, action) => {
        if (this.#triggering) throw error;
        const message = error instanceof Error ? error.message : String(error);
        this.errors.push({ at: this.clock.now(), action, message });
        if (this.errors.length > 1000) this.errors.shift();
        console.warn(`[scenario] ${action.type} refused: ${message}`);
      },
    });
    this.clock = plan.clock;
    // The exchange goes live at the start: its past (if any) is played before anyone can connect.
    this.exchange = new Exchange(this.clock, new Rng(plan.seed), { liveFrom: plan.startedAt });
    this.exchange.outbox.subscribe((event, at) => this.journal.record({ at, kind: 'event', event }));
    this.engine = plan;
    this.driver = new RealtimeDriver(
      this.clock,
      speed,
      undefined,
      undefined,
      keepRunning ? undefined : plan.endsAt,
    );
    plan.start();
    if (realtime) this.driver.start();
  }

  #teardown(): void {
    this.#lookAhead?.stop();
    this.#lookAhead = undefined;
    this.driver?.pause();
    this.engine?.stop();
    this.exchange?.dispose();
  }
}
