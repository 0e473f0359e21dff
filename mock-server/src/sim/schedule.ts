/**
 * The scenario's schedule as the admin API and the control room show it: per area (sports,
 * casino, matka, aviator, other) the next few scripted actions within a window, with their
 * time and timeline line, read from the look-ahead.
 */
import { SCHEDULE_DEFAULT_WINDOW_MS, type Schedule } from '@esk/contracts/http/admin';
import type { LookAhead } from './look-ahead';
import { inSlices, SLICE_MS } from './slices';

export const SCHEDULE_DEFAULT_PER_AREA = 3;

export function scheduleOf(
  lookAhead: LookAhead,
  now: number,
  options: { windowMs?: number | undefined; perArea?: number | undefined } = {},
): Schedule {
  const windowMs = options.windowMs ?? SCHEDULE_DEFAULT_WINDOW_MS;
  const perArea = options.perArea ?? SCHEDULE_DEFAULT_PER_AREA;
  const areas = lookAhead.next(now, windowMs, perArea).map(({ area, next, more }) => ({
    area,
    next: next.map(({ at, type, text }) => ({ at, type, text })),
    more,
  }));
  return { now, windowMs, areas };
}

/**
 * The same, without stalling the server on a long window: the look-ahead runs on in slices of
 * `sliceMs` wall time, yielding to other work between them, then the schedule is read at the
 * clock's time then (`lookAhead` is read afresh each slice: a load may replace it).
 */
export async function scheduleInSlices(
  source: { readonly lookAhead: LookAhead; now(): number },
  options: { windowMs?: number | undefined; perArea?: number | undefined } = {},
  sliceMs = SLICE_MS,
): Promise<Schedule> {
  const windowMs = options.windowMs ?? SCHEDULE_DEFAULT_WINDOW_MS;
  await inSlices((budget) => source.lookAhead.extend(source.now() + windowMs, budget), sliceMs);
  return scheduleOf(source.lookAhead, source.now(), options);
}
