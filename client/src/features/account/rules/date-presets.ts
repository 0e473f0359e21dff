/**
 * Date-range presets of the account statement (spec 000 §2), computed on the +05:30
 * calendar whatever the device's zone. Weeks start on Monday (the Indian business week;
 * the spec is silent). Ranges are inclusive 'YYYY-MM-DD' days, as user/userStatement takes them.
 */
import { DAY_MS, istDay } from './ist-dates';

export const STATEMENT_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type StatementPreset = (typeof STATEMENT_PRESETS)[number];

/** The statement opens on the current month (spec 000 §2). */
export const DEFAULT_STATEMENT_PRESET: StatementPreset = 'thisMonth';

export interface DateRange {
  fromDate: string;
  toDate: string;
}

const day = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

export function presetRange(preset: StatementPreset, now: number): DateRange {
  const today = Date.parse(`${istDay(now)}T00:00:00Z`);
  const date = new Date(today);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  // Monday = 0 ... Sunday = 6.
  const weekday = (date.getUTCDay() + 6) % 7;
  const monday = today - weekday * DAY_MS;
  switch (preset) {
    case 'today':
      return { fromDate: day(today), toDate: day(today) };
    case 'yesterday':
      return { fromDate: day(today - DAY_MS), toDate: day(today - DAY_MS) };
    case 'thisWeek':
      return { fromDate: day(monday), toDate: day(monday + 6 * DAY_MS) };
    case 'lastWeek':
      return { fromDate: day(monday - 7 * DAY_MS), toDate: day(monday - DAY_MS) };
    case 'thisMonth':
      return { fromDate: day(Date.UTC(year, month, 1)), toDate: day(Date.UTC(year, month + 1, 0)) };
    case 'lastMonth':
      return { fromDate: day(Date.UTC(year, month - 1, 1)), toDate: day(Date.UTC(year, month, 0)) };
  }
}
