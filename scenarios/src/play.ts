/**
 * Plays a scenario headless on its own virtual clock, as fast as the CPU allows: for
 * tests, for exporting a run's action stream, and for checking determinism.
 */
import type { ActionTarget } from './actions';
import { VirtualClock } from './clock';
import { clockStartFor, type EmittedAction, type EngineOptions, ScenarioEngine, startAtFor } from './engine';
import { sha256Hex } from './generators/aviator-fair';
import type { Scenario } from './scenario';

/** Endless scenarios play this long unless told otherwise. */
export const DEFAULT_ENDLESS_PLAY_MS = 30 * 60_000;

export interface PlayOptions extends Omit<Partial<EngineOptions>, 'clock'> {
  /** Scenario time to play after the start (its past, if any, is played first); default to the end, or DEFAULT_ENDLESS_PLAY_MS when endless. */
  forMs?: number;
}

export interface PlayResult {
  engine: ScenarioEngine;
  clock: VirtualClock;
  entries: EmittedAction[];
}

export function playScenario(scenario: Scenario, options: PlayOptions = {}): PlayResult {
  const { forMs, target, ...rest } = options;
  const startAt = options.startAt ?? startAtFor(scenario);
  const clock = new VirtualClock(clockStartFor(scenario, startAt, options));
  const sink: ActionTarget = target ?? { apply: () => {} };
  const engine = new ScenarioEngine(scenario, { ...rest, clock, target: sink, startAt });
  const entries: EmittedAction[] = [];
  engine.onAction((entry) => entries.push(entry));
  engine.start();
  const until = forMs !== undefined ? startAt + forMs : (engine.endsAt ?? startAt + DEFAULT_ENDLESS_PLAY_MS);
  clock.seek(until);
  engine.stop();
  return { engine, clock, entries };
}

/** One line per action: `{"at":...,"action":{...}}`. */
export function streamLines(entries: readonly EmittedAction[]): string[] {
  return entries.map((entry) => JSON.stringify({ at: entry.at, action: entry.action }));
}

/** sha256 of the whole stream: equal digests mean byte-for-byte equal runs. */
export function streamDigest(entries: readonly EmittedAction[]): string {
  return sha256Hex(streamLines(entries).join('\n'));
}
