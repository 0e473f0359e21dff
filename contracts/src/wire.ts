/**
 * Wire coercions: the one place where what the real API sends (numbers as
 * strings, JSON inside strings, DD-MM-YYYY dates, 'true'/'1' flags) becomes what
 * the app needs. Schemas use these helpers; call sites never coerce.
 * Every helper keeps a plain input side so the generated OpenAPI/AsyncAPI
 * documents describe what travels on the wire.
 */
import { z } from 'zod';

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/** A number the API may send as a number or a numeric string ('95', '1.98'). Parses to a number. */
export const num = () =>
  z
    .union([z.number(), z.string().regex(NUMERIC, 'expected a number or a numeric string')])
    .transform((value) => Number(value))
    .pipe(z.number().refine(Number.isFinite, 'expected a finite number'));

/**
 * The most coins any one value may be: a stake, a credit, a balance (one lakh crore). Far
 * above any real wallet, and small enough that every amount is an exact number of paise.
 */
export const MAX_COINS = 1_000_000_000_000;
/** The highest rate or odds a client may send (teen9's straight flush pays 440). */
export const MAX_RATE = 100_000;

/** A stake in coins a client sends: above 0, at most MAX_COINS (a numeric string is accepted). */
export const stake = () =>
  num().pipe(z.number().gt(0, 'must be above 0').lte(MAX_COINS, `must be at most ${MAX_COINS}`));

/** A rate or odds a client sends: above 0, at most MAX_RATE (a numeric string is accepted). */
export const rate = () =>
  num().pipe(z.number().gt(0, 'must be above 0').lte(MAX_RATE, `must be at most ${MAX_RATE}`));

/** Like num(), but '' and null parse to 0 (blank rates/balances on suspended or empty rows). */
export const numOrBlank = () =>
  z
    .union([z.number(), z.string().regex(NUMERIC).or(z.literal('')), z.null()])
    .transform((value) => (value === '' || value === null ? 0 : Number(value)));

/** An integer the API may send as a string; parses to a number. */
export const int = () =>
  z
    .union([z.number().int(), z.string().regex(/^\s*-?\d+\s*$/, 'expected an integer or an integer string')])
    .transform((value) => Number(value));

/** A flag sent as a boolean, 'true'/'false', 1/0 or '1'/'0'. Parses to a boolean. */
export const flag = () =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])])
    .transform((value) => value === true || value === 1 || value === 'true' || value === '1');

/** An id the API sends as a number or a string (eventId 3030 vs '3030'). Parses to a string. */
export const idString = () => z.union([z.string().min(1), z.number()]).transform((value) => String(value));

const DMY = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp][Mm]))?$/;

/**
 * Parses the API's date forms to epoch milliseconds: 'DD-MM-YYYY HH:mm:ss' (UTC),
 * 'DD-MM-YYYY hh:mm:ss AM' (UTC, some lists), ISO 8601 strings and epoch numbers.
 * Returns NaN when the text is none of these.
 */
export function parseWireDate(value: string | number): number {
  if (typeof value === 'number') return value;
  const dmy = DMY.exec(value.trim());
  if (dmy) {
    const [, dd, mm, yyyy, hh, min, ss = '0', meridiem] = dmy;
    let hours = Number(hh);
    // Upstream sometimes sends a 24-hour time with a suffix ('19:30:00 PM'): the hour wins then.
    if (meridiem && hours >= 1 && hours <= 12) {
      hours = (hours % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
    }
    if (hours > 23) return Number.NaN;
    const ms = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hours, Number(min), Number(ss));
    const back = new Date(ms);
    return back.getUTCDate() === Number(dd) && back.getUTCMonth() === Number(mm) - 1 ? ms : Number.NaN;
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return Date.parse(value);
  return Number.NaN;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats epoch ms as the API's 'DD-MM-YYYY HH:mm:ss' in UTC (what the server sends). */
export function formatWireDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

/** Formats epoch ms as the request date form 'YYYY-MM-DD' at the given offset (default +05:30). */
export function formatRequestDate(ms: number, offsetMinutes = 330): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

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

/**
 * JSON.parse, falling back to quoting bare keys: some upstream rows send JS-literal text
 * like '{maximum_match_bet:100000}' (real clients patch it the same way). Undefined when
 * the text is not JSON either way.
 */
export function parseLooseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(text.replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":'));
    } catch {
      return undefined;
    }
  }
}

/**
 * A value the API sends as JSON inside a string (match teamData, maxMinCoins, the
 * bookmaker socket payload, the aviator state) or, from some servers, as the object
 * itself. Parses to the object, validated by the inner schema.
 */
export function jsonString<T extends z.ZodType>(inner: T) {
  return z
    .union([z.string().describe('JSON-encoded; see the decoded form'), inner])
    .transform((value, ctx): unknown => {
      if (typeof value !== 'string') return value;
      const parsed = parseLooseJson(value);
      if (parsed === undefined) {
        ctx.issues.push({ code: 'custom', message: 'expected a JSON string', input: value });
        return z.NEVER;
      }
      return parsed;
    })
    .pipe(inner);
}

/** A server message: normally text, sometimes a bare number. Parses to text. */
export const message = () => z.union([z.string(), z.number()]).transform((value) => String(value));

/**
 * A value the API sends as text but some servers send as a number or a boolean (casino
 * feed fields: round ids, sid, gstatus, the 'True'/'False' status flags). May be empty
 * ('' on idle tables). Parses to the string form: 5 becomes '5', true becomes 'true'.
 */
export const text = () => z.union([z.string(), z.number(), z.boolean()]).transform((value) => String(value));
