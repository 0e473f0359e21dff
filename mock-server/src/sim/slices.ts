/**
 * Long clock moves without stalling the server: the clock runs ahead a minute of scenario time
 * at a time until a slice's wall-time budget is spent, then other work (players, /healthz)
 * gets its turn before the next slice. The schedule's look-ahead, the admin clock's seek and
 * advance, and a journal replay all move this way.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { VirtualClock } from '@esk/scenarios/clock';

/** Wall time one slice may take before yielding. */
export const SLICE_MS = 15;

/** Scenario time one step moves (every timer due on the way fires, in order). */
const STEP_MS = 60_000;

/** Moves `clock` towards `to` for at most `budgetMs` of wall time; true once there (or past it). */
export function seekWithin(clock: VirtualClock, to: number, budgetMs: number): boolean {
  const started = performance.now();
  while (clock.now() < to) {
    if (performance.now() - started >= budgetMs) return false;
    clock.seek(Math.min(to, clock.now() + STEP_MS));
  }
  return true;
}

/** Runs `slice(budgetMs)` until it returns true, yielding to other work between slices. */
export async function inSlices(slice: (budgetMs: number) => boolean, sliceMs = SLICE_MS): Promise<void> {
  while (!slice(sliceMs)) await nextTurn();
}
