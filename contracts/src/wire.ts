/**
 * Wire coercions: the one place where what the real API sends (numbers as
 * strings, JSON inside strings, 'true'/'1' flags) becomes what the app needs; dates
 * (DD-MM-YYYY, ISO, epoch) are coerced in dates.ts, on dayjs. Schemas use these
 * helpers; call sites never coerce.
 * Every helper keeps a plain input side so the generated OpenAPI/AsyncAPI
 * documents describe what travels on the wire.
 */
import { z } from 'zod';

/**
 * The longest numeric string read (a rate, a stake, a balance with every decimal the real API
 * sends fits many times over). Checked first, with `abort`, so a long run of digits is refused
 * before any pattern reads it.
 */
export const NUMERIC_MAX_LENGTH = 64;

/**
 * A decimal number, with a sign, a fraction and an exponent: '95', '-1.98', '.5', '2.', '1e3'.
 * Unambiguous, so matching is linear: after the integer digits only a '.' may start the
 * fraction (the old `\d+\.?\d*` split a run of digits every possible way before failing on
 * what followed: 60,000 digits took 13 s, holding the event loop).
 */
const NUMERIC = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?\s*$/i;
const INTEGER = /^\s*-?\d+\s*$/;
/** NUMERIC, or '' (a blank rate or balance on a suspended or empty row). */
const NUMERIC_OR_BLANK = /^(?:\s*-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?\s*)?$/i;

/** A string of at most NUMERIC_MAX_LENGTH characters matching `pattern` (the length is checked first). */
const numericText = (pattern: RegExp, message: string) =>
  z
    .string()
    .max(NUMERIC_MAX_LENGTH, {
      message: `${message} of at most ${NUMERIC_MAX_LENGTH} characters`,
      abort: true,
    })
    .regex(pattern, message);

/** A number the API may send as a number or a numeric string ('95', '1.98'). Parses to a number. */
export const num = () =>
  z
    .union([z.number(), numericText(NUMERIC, 'expected a number or a numeric string')])
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
    .union([
      z.number(),
      numericText(NUMERIC_OR_BLANK, 'expected a number, a numeric string or blank'),
      z.null(),
    ])
    .transform((value) => (value === '' || value === null ? 0 : Number(value)));

/**
 * A number the client can do without: absent, null or '' parse to `fallback` (a commission,
 * a turnover, a blank rate on a suspended row). Otherwise as num().
 */
export const numOr = (fallback: number) =>
  z
    .union([z.number(), numericText(NUMERIC_OR_BLANK, 'expected a number, a numeric string or blank')])
    .nullish()
    .transform((value) => (value === '' || value === null || value === undefined ? fallback : Number(value)))
    .pipe(z.number().refine(Number.isFinite, 'expected a finite number'));

/** An integer the API may send as a string; parses to a number. */
export const int = () =>
  z
    .union([z.number().int(), numericText(INTEGER, 'expected an integer or an integer string')])
    .transform((value) => Number(value));

/** Every form a true flag takes on the wire (real servers differ; some casino feeds capitalise). */
const FLAG_TRUE: ReadonlySet<unknown> = new Set([true, 1, 'true', '1', 'True', 'TRUE']);
const FLAG_FALSE: ReadonlySet<unknown> = new Set([false, 0, 'false', '0', 'False', 'FALSE']);
const FLAG_TEXT = ['true', 'false', '0', '1', 'True', 'False', 'TRUE', 'FALSE'] as const;

/**
 * The one flag reader (`error`, `isDeclare`, `isDeleted`, `betStatus`, `dataEncrupt`, ...):
 * true, 1, '1' and 'true' are true; false, 0, '0' and 'false' are false; anything else
 * (absent, null, an unknown form) is `fallback`, the spec's default for that flag. Schemas read
 * flags through flag() / flagOr(); code that looks at a raw body before its schema (the
 * envelope's error and dataEncrupt) calls this directly.
 */
export function readFlag(value: unknown, fallback = false): boolean {
  if (FLAG_TRUE.has(value)) return true;
  if (FLAG_FALSE.has(value)) return false;
  return fallback;
}

const flagInput = () => z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(FLAG_TEXT)]);

/**
 * A flag the client cannot do without, sent as a boolean, 1/0, '1'/'0' or 'true'/'false'.
 * Parses to a boolean. Use `flag().optional()` only where absent must stay "unknown"; a flag
 * whose absence means the spec's default is flagOr(default).
 */
export const flag = () =>
  flagInput()
    .transform((value) => readFlag(value))
    .describe('A flag: true/false, 1/0, "1"/"0" or "true"/"false".');

/**
 * A flag that may be absent (or null): absent means `fallback`, the spec's default
 * (isDeleted: false, betStatus: true). Parses to a boolean, never undefined.
 */
export const flagOr = (fallback: boolean) =>
  flagInput()
    .nullish()
    .transform((value) => readFlag(value, fallback))
    .describe(
      `A flag: true/false, 1/0, "1"/"0" or "true"/"false"; absent or null means ${String(fallback)}.`,
    );

/** An id the API sends as a number or a string (eventId 3030 vs '3030'). Parses to a string. */
export const idString = () => z.union([z.string().min(1), z.number()]).transform((value) => String(value));

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
