/**
 * Date-range presets of the account statement and the matka bet list (spec 000 §2, 002 §2),
 * computed on the +05:30 calendar whatever the device's zone. Weeks start on Monday (the
 * Indian business week; the spec is silent). Ranges are inclusive 'YYYY-MM-DD' days, as
 * user/userStatement and matka/matkaBetList take them.
 */
import { DATE_FORMATS, ist, istDay } from '@esk/contracts/dates';

export const DATE_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The statement opens on the current month (spec 000 §2). */
export const DEFAULT_STATEMENT_PRESET: DatePreset = 'thisMonth';

/** Each preset's label (i18n key). */
export const DATE_PRESET_LABELS = {
  today: 'datePreset.today',
  yesterday: 'datePreset.yesterday',
  thisWeek: 'datePreset.thisWeek',
  lastWeek: 'datePreset.lastWeek',
  thisMonth: 'datePreset.thisMonth',
  lastMonth: 'datePreset.lastMonth',
} as const satisfies Record<DatePreset, string>;

export interface DateRange {
  fromDate: string;
  toDate: string;
}

export function presetRange(preset: DatePreset, now: number): DateRange {
  const today = ist(now).startOf('day');
  // Monday = 0 ... Sunday = 6.
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  const range = (from: typeof today, to: typeof today): DateRange => ({
    fromDate: from.format(DATE_FORMATS.day),
    toDate: to.format(DATE_FORMATS.day),
  });
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'thisWeek':
      return range(monday, monday.add(6, 'day'));
    case 'lastWeek':
      return range(monday.subtract(7, 'day'), monday.subtract(1, 'day'));
    case 'thisMonth':
      return range(today.startOf('month'), today.endOf('month'));
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return range(last.startOf('month'), last.endOf('month'));
    }
  }
}

/** Below this a `date` parameter is read as epoch seconds (it would be a day in 1973 as milliseconds). */
const SECONDS_UP_TO = 100_000_000_000;

/**
 * The +05:30 calendar day of a ledger row's `date` route parameter: an epoch number, in
 * milliseconds or seconds (001 §2.15 'epoch number/millis'), possibly as text; undefined when
 * the parameter is missing or not a number.
 */
export function dayOfDateParam(param: string | undefined): string | undefined {
  if (param === undefined || param.trim() === '') return undefined;
  const value = Number(param);
  if (!Number.isFinite(value)) return undefined;
  return istDay(Math.abs(value) < SECONDS_UP_TO ? value * 1000 : value);
}
