/**
 * Durations and clock times as a scenario writes them: '90s', '5m', '1h30m', '1m30s',
 * '500ms', '2d', or a plain number of milliseconds. Offsets may be negative ('-40m': a
 * match that started 40 minutes before the scenario). Matka times are 'HH:mm' at +05:30;
 * days and clock times on the +05:30 calendar come from contracts/src/dates.ts.
 */
import { z } from 'zod';

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/g;
const WHOLE = /^-?(?:\d+(?:\.\d+)?(?:ms|s|m|h|d))+$/;

/** A duration as written: '90s', '1m30s', '-40m', or milliseconds. */
export type Duration = string | number;

/** Milliseconds of a duration; throws a RangeError naming the bad text. */
export function parseDuration(value: Duration): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`duration must be finite, got ${value}`);
    return Math.round(value);
  }
  const text = value.trim().replace(/\s+/g, '');
  if (!WHOLE.test(text)) {
    throw new RangeError(
      `bad duration '${value}': write e.g. '90s', '5m', '1h30m', '500ms' or a number of ms`,
    );
  }
  let total = 0;
  for (const [, amount, unit] of text.matchAll(PART)) {
    total += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  }
  return Math.round(text.startsWith('-') ? -total : total);
}

/** A compact text for a number of ms: 90000 -> '1m30s'. */
export function formatDuration(ms: number): string {
  if (ms === 0) return '0s';
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  let out = '';
  for (const [unit, size] of [
    ['d', UNIT_MS.d],
    ['h', UNIT_MS.h],
    ['m', UNIT_MS.m],
    ['s', UNIT_MS.s],
  ] as const) {
    const count = Math.floor(rest / size);
    if (count > 0) out += `${count}${unit}`;
    rest -= count * size;
  }
  if (rest > 0) out += `${rest}ms`;
  return sign + out;
}

function durationOf(check: (ms: number) => string | undefined) {
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    try {
      const ms = parseDuration(value);
      const problem = check(ms);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: `${problem} (got '${value}')` });
        return z.NEVER;
      }
      return ms;
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });
}

/** A length of time, above zero. Parses to ms. */
export const durationSchema = durationOf((ms) => (ms > 0 ? undefined : 'a duration must be above 0'));
/** A point on the scenario's timeline, from its start ('0s'), never before it. Parses to ms. */
export const offsetSchema = durationOf((ms) =>
  ms >= 0 ? undefined : 'this time cannot be before the start',
);
/** How long a scenario runs: a duration above 0, or 'endless'. */
export const scenarioDurationSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  if (value === 'endless') return 'endless' as const;
  try {
    const ms = parseDuration(value);
    if (ms > 0) return ms;
  } catch {}
  ctx.addIssue({ code: 'custom', message: `'endless' or a length such as '3m' or '1h30m' (got '${value}')` });
  return z.NEVER;
});

/** A point on the timeline that may lie before the start ('-40m'). Parses to ms. */
export const signedOffsetSchema = durationOf(() => undefined);

// Clock times at +05:30 --------------------------------------------------------------

export const hhmmSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a clock time as 'HH:mm' (24h, +05:30)");

/** Ms after midnight of an 'HH:mm' time. */
export function hhmmToMs(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * UNIT_MS.h + (minutes ?? 0) * UNIT_MS.m;
}

/** A start time: epoch ms, or an ISO date-time with its offset ('2026-03-14T19:30:00+05:30'). */
export const startAtSchema = z.union([
  z.number().int(),
  z.iso.datetime({ offset: true }).transform((text) => Date.parse(text)),
]);
