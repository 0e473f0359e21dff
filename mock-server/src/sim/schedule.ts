/**
 * The scenario's schedule as the admin API and the control room show it: per area (sports,
 * casino, matka, aviator, other) the next few scripted actions within a window, with their
 * time and timeline line, read from the look-ahead.
 */
import { SCHEDULE_DEFAULT_WINDOW_MS, type Schedule } from '@esk/contracts/http/admin';
import type { LookAhead } from './look-ahead';

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
