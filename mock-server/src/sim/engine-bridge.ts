/**
 * Connects the scenario engine (scenarios/) to a simulation: resolves the seed and the
 * start time of a scenario (built-in or loaded from a file), creates the clock at the
 * start, and starts the engine against the exchange.
 */
import {
  accountCredentials,
  clockStartFor,
  type Scenario,
  type ScenarioAction,
  type ScenarioActionInput,
  ScenarioEngine,
  scenarioList,
  startAtFor,
} from '@esk/scenarios';
import type { ActionTarget } from '@esk/scenarios/actions';
import type { VirtualClock } from '@esk/scenarios/clock';

export interface EngineHandle {
  clock: VirtualClock;
  seed: string;
  /** The scenario's start (t = 0), after its past when it has one. */
  startedAt: number;
  /** When the played past began; undefined without one. */
  pastFrom?: number;
  /** Scenario end (epoch ms); undefined when endless. */
  endsAt?: number;
  start(): void;
  stop(): void;
  /** Applies an action now (admin trigger), validated and counted like the script's. */
  inject(action: ScenarioActionInput): ScenarioAction;
  /** The seeded password of a scenario account, for the start-up banner. */
  passwordOf(username: string): string | undefined;
}

export interface EngineOptions {
  scenario: Scenario;
  seed?: string;
  startAt: string;
  target: ActionTarget;
  /** Play the scenario's history, if it has one (default true). */
  history?: boolean;
  createClock(at: number): VirtualClock;
  /** Where an action the exchange refuses goes (default: rethrow). */
  onError?: (error: unknown, action: ScenarioAction) => void;
}

/** The latest start a run takes (9999-12-31): every time it shows must stay a date. */
const LATEST_START = Date.UTC(9999, 11, 31);

export class StartAtError extends Error {
  override name = 'StartAtError';
}

/**
 * 'now' (wall clock, whole seconds: for demos), 'scenario' (its fixed start: for QA), an ISO
 * date or epoch ms between 1970 and 9999. Throws StartAtError (its message without the
 * field's name: START_AT at start-up, startAt in the admin API).
 */
export function resolveStart(startAt: string, scenarioStart: number): number {
  if (startAt === 'now') return Math.floor(Date.now() / 1000) * 1000;
  if (startAt === 'scenario') return scenarioStart;
  const parsed = /^\d{1,16}$/.test(startAt) ? Number(startAt) : Date.parse(startAt);
  if (!(parsed >= 0 && parsed <= LATEST_START)) {
    throw new StartAtError(
      `must be 'now', 'scenario' or a date from 1970 to 9999, got '${startAt.slice(0, 64)}'`,
    );
  }
  return parsed;
}

export function startEngine(options: EngineOptions): EngineHandle {
  const { scenario } = options;
  let startAt: number;
  try {
    startAt = resolveStart(options.startAt, startAtFor(scenario));
  } catch (error) {
    throw error instanceof StartAtError ? new StartAtError(`START_AT ${error.message}`) : error;
  }
  const history = options.history ?? true;
  const clock = options.createClock(clockStartFor(scenario, startAt, { history }));
  const engine = new ScenarioEngine(scenario, {
    clock,
    target: options.target,
    startAt,
    history,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const credentials = accountCredentials(scenario);
  return {
    clock,
    seed: String(engine.seed),
    startedAt: startAt,
    ...(engine.pastFrom !== undefined ? { pastFrom: engine.pastFrom } : {}),
    endsAt: engine.endsAt,
    start: () => engine.start(),
    stop: () => engine.stop(),
    inject: (action) => engine.inject(action),
    passwordOf: (username) =>
      credentials.find((account) => account.username.toLowerCase() === username.toLowerCase())?.password,
  };
}

export function listScenarios() {
  return scenarioList();
}
