/**
 * Long clock moves without stalling the server: the clock runs ahead one scheduled moment at a
 * time (every timer due then fires) until a slice's wall-time budget is spent, then other work
 * (players, /healthz) gets its turn before the next slice. A moment, not a minute: a minute of
 * demo with its exchange can take a second of CPU on a busy machine. The schedule's look-ahead, the admin clock's seek and
 * advance, and a journal replay all move this way.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { VirtualClock } from '@esk/scenarios/clock';

/** Wall time one slice may take before yielding. */
export const SLICE_MS = 15;

/** Moves `clock` towards `to` for at most `budgetMs` of wall time; true once there (or past it). */
export function seekWithin(clock: VirtualClock, to: number, budgetMs: number): boolean {
  const started = performance.now();
  while (clock.now() < to) {
    if (performance.now() - started >= budgetMs) return false;
    const next = clock.nextAt();
    clock.seek(next === undefined || next > to ? to : Math.max(next, clock.now()));
  }
  return true;
}

/** Runs `slice(budgetMs)` until it returns true, yielding to other work between slices. */
export async function inSlices(slice: (budgetMs: number) => boolean, sliceMs = SLICE_MS): Promise<void> {
  while (!slice(sliceMs)) await nextTurn();
}
