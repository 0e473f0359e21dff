/**
 * The API's dates, on dayjs (utc + customParseFormat): the one module that parses and
 * formats them, for the contracts, the client, the mock and the scenarios.
 *
 * - On the wire: 'DD-MM-YYYY HH:mm:ss' in UTC (some lists add ' AM'/' PM', sometimes to a
 *   24-hour time), ISO 8601, or epoch ms; requests send days as 'YYYY-MM-DD'.
 * - Shown and counted at +05:30 (spec 000 §1, §9), whatever the device's zone: calendar
 *   days, day ranges, clock times.
 *
 * Kept apart from wire.ts so the date library loads only with the calls and screens that
 * carry dates (the sign-in page has none).
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/** India Standard Time, the offset every time in the product is shown and counted at. */
export const IST_OFFSET_MINUTES = 330;
export const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
export const DAY_MS = 86_400_000;

/** The display forms the screens use. */
export const DATE_FORMATS = {
  /** '21 Nov 2026' (match rows, ledger entries) */
  date: 'DD MMM YYYY',
  /** '21 Nov 26' (the statement's Date column) */
  shortDate: 'DD MMM YY',
  /** '21 Nov' */
  dayMonth: 'DD MMM',
  /** '10:03 AM' */
  time: 'hh:mm A',
  /** '10:03:09 AM' */
  timeSeconds: 'hh:mm:ss A',
  /** '10:03:09' (24 h) */
  clock: 'HH:mm:ss',
  /** 'HH:mm' (24 h: matka open/close times) */
  hhmm: 'HH:mm',
  /** '21 Nov 26, 10:03:09 AM' (bet tables) */
  betTime: 'DD MMM YY, hh:mm:ss A',
  /** '21 Nov 10:03:09 AM' (bet rows of the ledger details and casino reports) */
  dayTime: 'DD MMM hh:mm:ss A',
  /** 'YYYY-MM-DD', the request date form */
  day: 'YYYY-MM-DD',
  /** '14-03-2026' (matka pages: today's date, the Harup close date) */
  matkaDate: 'DD-MM-YYYY',
  /**
   * '14-03-2026 05:50:09 PM' (the matka bet rows' Created). Spec 002 §9 writes
   * 'DD-MM-YYYY hh:mm:ss', the 12-hour clock, which prints 17:50 as 05:50:00; decision (issue 28):
   * keep its 12-hour form and add AM/PM, as every other time of the app, so no time reads two ways.
   */
  matkaDateTime: 'DD-MM-YYYY hh:mm:ss A',
} as const;

/** `ms` on the +05:30 wall clock. */
export const ist = (ms: number): Dayjs => dayjs.utc(ms).utcOffset(IST_OFFSET_MINUTES);

/** `ms` formatted on the +05:30 wall clock: formatIst(ms, DATE_FORMATS.date) is '21 Nov 2026'. */
export const formatIst = (ms: number, format: string): string => ist(ms).format(format);

/** The +05:30 calendar day of `ms` as 'YYYY-MM-DD' (the request date form). */
export const istDay = (ms: number): string => formatIst(ms, DATE_FORMATS.day);

/** 'HH:mm' at +05:30 of `ms`. */
export const istClockTime = (ms: number): string => formatIst(ms, DATE_FORMATS.hhmm);

/** Epoch ms of 00:00 at +05:30 on a 'YYYY-MM-DD' day, or on the day `ms` falls on there. */
export function istDayStart(day: string | number): number {
  if (typeof day === 'number') return ist(day).startOf('day').valueOf();
  return dayjs.utc(day, DATE_FORMATS.day, true).valueOf() - IST_OFFSET_MS;
}

/**
 * Whether `ms` falls on the days fromDate..toDate ('YYYY-MM-DD', both included) of the
 * +05:30 calendar, as the report calls filter; a missing end leaves that side open.
 */
export function inIstDays(
  ms: number,
  range: { fromDate?: string | undefined; toDate?: string | undefined },
): boolean {
  if (range.fromDate !== undefined && ms < istDayStart(range.fromDate)) return false;
  if (range.toDate !== undefined && ms >= istDayStart(range.toDate) + DAY_MS) return false;
  return true;
}

/** The 'YYYY-MM-DD' day `days` after (or before) another, on the +05:30 calendar. */
export const addIstDays = (day: string, days: number): string =>
  dayjs.utc(day, DATE_FORMATS.day, true).add(days, 'day').format(DATE_FORMATS.day);

/** The API's day-month-year forms: 24-hour, 12-hour with AM/PM, and a 24-hour hour with a suffix ('19:30:00 PM'). */
const WIRE_FORMATS = [
  'DD-MM-YYYY HH:mm:ss',
  'DD-MM-YYYY HH:mm',
  'DD-MM-YYYY hh:mm:ss A',
  'DD-MM-YYYY hh:mm A',
  'DD-MM-YYYY HH:mm:ss A',
  'DD-MM-YYYY HH:mm A',
];
const WIRE_FORMAT = 'DD-MM-YYYY HH:mm:ss';

/** dayjs.utc with a list of formats (customParseFormat takes one; the utc plugin's types only say a string). */
const parseUtc = dayjs.utc as unknown as (text: string, formats: readonly string[], strict: boolean) => Dayjs;

/**
 * Parses the API's date forms to epoch milliseconds: 'DD-MM-YYYY HH:mm:ss' (UTC),
 * 'DD-MM-YYYY hh:mm:ss AM' (UTC, some lists), ISO 8601 strings and epoch numbers.
 * Returns NaN when the text is none of these (or no such day: '31-02-2026').
 */
export function parseWireDate(value: string | number): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (/^\d{2}-\d{2}-\d{4} /.test(text)) {
    const parsed = parseUtc(text.toUpperCase(), WIRE_FORMATS, true);
    return parsed.isValid() ? parsed.valueOf() : Number.NaN;
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return Date.parse(text);
  return Number.NaN;
}

/** Formats epoch ms as the API's 'DD-MM-YYYY HH:mm:ss' in UTC (what the server sends). */
export const formatWireDate = (ms: number): string => dayjs.utc(ms).format(WIRE_FORMAT);

/** Formats epoch ms as the request date form 'YYYY-MM-DD' on the +05:30 calendar. */
export const formatRequestDate = istDay;

/** A date in any of the API's forms (see parseWireDate). Parses to epoch milliseconds. */
export const wireDate = () =>
  z
    .union([z.string(), z.number()])
    .describe("'DD-MM-YYYY HH:mm:ss' (UTC), 'DD-MM-YYYY hh:mm:ss A', ISO 8601 or epoch milliseconds")
    .transform((value, ctx) => {
      const ms = parseWireDate(value);
      if (Number.isNaN(ms)) {
        ctx.issues.push({ code: 'custom', message: `expected a date, got '${value}'`, input: value });
        return z.NEVER;
      }
      return ms;
    });

/** An ISO 8601 timestamp (createdAt of stored records). Parses to epoch milliseconds. */
export const isoDate = wireDate;

/** A request date 'YYYY-MM-DD'. Stays a string. */
export const requestDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date as 'YYYY-MM-DD'");
