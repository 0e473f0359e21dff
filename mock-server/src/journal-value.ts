/**
 * What the journal keeps of a request body or a response: a bounded copy (depth, length,
 * size), so one hostile request can neither make the journal fail to serialize nor fill
 * memory, with credentials redacted (passwords, tokens, secrets) unless configured off.
 */
export const JOURNAL_LIMITS = {
  /** Objects and arrays nested deeper than this are cut. */
  depth: 8,
  /** Characters kept of one string. */
  string: 1_000,
  /** Entries kept of one array or object. */
  entries: 200,
  /** Characters kept of a response as sent. */
  response: 64_000,
} as const;

export const REDACTED = '[redacted]';
const CUT = '[cut: too deep]';

/** Field names whose values are credentials (password, oldPassword, token, authenticateToken, secretKey...). */
const SECRET_FIELD = /(password|passwd|token|secret|secretkey|authori[sz]ation|api_?key)$/i;

export interface JournalValueOptions {
  redact: boolean;
}

/** A bounded, JSON-safe copy of a request body or query. */
export function journalValue(value: unknown, options: JournalValueOptions, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > JOURNAL_LIMITS.string
      ? `${value.slice(0, JOURNAL_LIMITS.string)}[cut: ${value.length} chars]`
      : value;
  }
  if (value === null || typeof value !== 'object') {
    return typeof value === 'number' || typeof value === 'boolean' || value === null ? value : String(value);
  }
  if (depth >= JOURNAL_LIMITS.depth) return CUT;
  if (Array.isArray(value)) {
    const kept = value.slice(0, JOURNAL_LIMITS.entries).map((item) => journalValue(item, options, depth + 1));
    return value.length > kept.length ? [...kept, `[cut: ${value.length} entries]`] : kept;
  }
  const out: Record<string, unknown> = {};
  let count = 0;
  for (const [key, inner] of Object.entries(value)) {
    if (++count > JOURNAL_LIMITS.entries) {
      out['[cut]'] = `${Object.keys(value).length} keys`;
      break;
    }
    out[key] = options.redact && SECRET_FIELD.test(key) ? REDACTED : journalValue(inner, options, depth + 1);
  }
  return out;
}

/** The object with its credential fields (top level) redacted; the object itself when it has none. */
export function redactFields<T extends object>(value: T): T {
  const secret = Object.keys(value).filter((key) => SECRET_FIELD.test(key));
  if (secret.length === 0) return value;
  return { ...value, ...Object.fromEntries(secret.map((key) => [key, REDACTED])) };
}

/** JSON string fields holding credentials ("token":"...") and token query parameters in URLs. */
const SECRET_JSON = /"([A-Za-z_]*(?:password|passwd|token|secret|secretkey))":"(?:[^"\\]|\\.)*"/gi;
const SECRET_QUERY = /([?&](?:token|access_token|password)=)[^&"\s]*/gi;

/** A response text as sent, bounded and with credentials redacted. */
export function journalResponse(text: string, options: JournalValueOptions): string {
  const bounded =
    text.length > JOURNAL_LIMITS.response ? `${text.slice(0, JOURNAL_LIMITS.response)}[cut]` : text;
  if (!options.redact || !/pass|token|secret/i.test(bounded)) return bounded;
  return bounded.replace(SECRET_JSON, `"$1":"${REDACTED}"`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** A deep copy with every credential field redacted, unbounded (a scenario definition in an export header). */
export function redactDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactDeep);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_FIELD.test(key) ? REDACTED : redactDeep(inner)]),
  );
}
