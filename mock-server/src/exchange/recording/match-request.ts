/**
 * Which recorded answer serves a request (designed: a replay must answer requests the
 * recorder did not send word for word, e.g. a statement asked for today's dates, or the
 * domain settings asked from another origin). The same request wins; else a recorded one
 * that agrees on every id the request names (marketId, eventId, ...; user ids excepted: the
 * replay's user has its own) and on the most other fields; else none.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with sorted keys: equal values give equal text whatever their key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Fields that name what is asked for: they must agree. A user's id differs in a replay by design. */
const IDENTITY = /id$/i;
const USER_ID = /userid$/i;

const fieldsOf = (value: unknown): Record<string, unknown> => (isObject(value) ? value : {});

/** How well a recorded request fits one asked now: undefined when an id differs, else the fields equal. */
export function fit(recorded: unknown, asked: unknown): number | undefined {
  const a = fieldsOf(recorded);
  const b = fieldsOf(asked);
  let equal = 0;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const same = canonical(a[key]) === canonical(b[key]);
    // Ids compare as text: the API sends eventId 3030 and '3030' alike.
    const sameId = String(a[key] ?? '') === String(b[key] ?? '');
    if (IDENTITY.test(key) && !USER_ID.test(key) && !sameId) return undefined;
    if (same || (IDENTITY.test(key) && sameId)) equal++;
  }
  return equal;
}

export interface Candidate<T> {
  request: unknown;
  value: T;
}

/**
 * The candidate for `asked`: the exact request, else the best fit; among equals the last
 * (candidates are in the order they were recorded, so the newest answer wins).
 */
export function bestFit<T>(candidates: readonly Candidate<T>[], asked: unknown): T | undefined {
  const key = canonical(asked);
  let best: { score: number; value: T } | undefined;
  for (const candidate of candidates) {
    if (canonical(candidate.request) === key) {
      best = { score: Number.POSITIVE_INFINITY, value: candidate.value };
      continue;
    }
    const score = fit(candidate.request, asked);
    if (score !== undefined && (best === undefined || score >= best.score))
      best = { score, value: candidate.value };
  }
  return best?.value;
}
