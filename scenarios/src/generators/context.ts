/**
 * What a generator gets from the engine: the time frame, seeded randomness, and two
 * verbs, `emit` (an action now) and `at` (run a step later). Generators schedule one step
 * ahead at a time, so an endless scenario holds a handful of timers, never a backlog.
 */
import type { Faker } from '@faker-js/faker';
import type { ScenarioActionInput } from '../actions';
import type { CasinoGame } from '../games/types';
import type { Rng } from '../rng';

export interface GeneratorContext {
  /** Epoch ms of scenario time 0. */
  readonly startAt: number;
  /** Epoch ms the scenario ends; undefined when endless. */
  readonly endsAt: number | undefined;
  readonly seed: number | string;
  /** The scenario's root stream: generators take named forks of it. */
  readonly rng: Rng;
  /** A seeded Faker (en_IN, then en) of its own for a named part of the scenario. */
  fakerFor(name: string): Faker;
  /** The rules of a live casino game by shortName. */
  game(shortName: string): CasinoGame;
  now(): number;
  /** Validates `action`, applies it to the target and journals it, at the current time. */
  emit(action: ScenarioActionInput): void;
  /**
   * Runs `run` at epoch ms `time` (now, synchronously, if `time` is not after now during
   * the engine's start). Returns false and drops the step when `time` is past the end.
   */
  at(time: number, run: () => void): boolean;
  /** Whether `time` lies within the scenario (always, when endless). */
  fits(time: number): boolean;
}

/**
 * Runs `step(n)` at `first`, then every `every` ms (lazily), n counting from 0, while the
 * scenario lasts and `step` does not return false.
 */
export function repeatEvery(
  ctx: GeneratorContext,
  first: number,
  every: number | undefined,
  step: (n: number) => boolean | undefined,
): void {
  const run = (n: number, time: number) => {
    if (step(n) === false || every === undefined) return;
    ctx.at(time + every, () => run(n + 1, time + every));
  };
  ctx.at(first, () => run(0, first));
}
