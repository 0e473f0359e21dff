/**
 * Idempotency keys (designed: the real API has none; shaped like Stripe's). A call that
 * moves money, retried with the same Idempotency-Key by the same user, gets the first
 * answer and is not applied again; a retry that arrives while the first still runs waits
 * for it. The same key with a different body is refused, naming the fields that differ.
 * The store belongs to the exchange, so a scenario load or reset starts without keys, and
 * a key expires a day of scenario time after its first use.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** An answer as the HTTP layer sends it, kept for replays. */
export interface RecordedReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface IdempotentCall {
  userId: string;
  /** The call's path: a key is scoped to user + call + key. */
  call: string;
  key: string;
  /** The request body as sent (its fingerprint must match on a retry). */
  body: unknown;
}

export type IdempotentOutcome<T> =
  | { kind: 'first' | 'replay'; reply: Promise<T> }
  /** The key was first used with another body: these top-level fields differ. */
  | { kind: 'mismatch'; fields: string[] };

interface Entry<T> {
  fingerprint: string;
  fields: Map<string, string>;
  reply: Promise<T>;
  expiresAt: number;
}

/** JSON with object keys sorted, so key order does not change a fingerprint. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Each top-level field's canonical text ('' for a body that is not an object). */
function fieldsOf(body: unknown): Map<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return new Map([['', canonical(body)]]);
  return new Map(Object.entries(body).map(([name, value]) => [name, canonical(value)]));
}

function differingFields(first: Map<string, string>, retry: Map<string, string>): string[] {
  const names = new Set([...first.keys(), ...retry.keys()]);
  return [...names]
    .filter((name) => first.get(name) !== retry.get(name))
    .map((name) => name || 'body')
    .sort();
}

export class IdempotencyStore<T> {
  #entries = new Map<string, Entry<T>>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = IDEMPOTENCY_TTL_MS,
    private readonly capacity = 20_000,
  ) {}

  /** Runs `produce` once per user + call + key; a retry with the same body gets the first reply. */
  run(call: IdempotentCall, produce: () => Promise<T>): IdempotentOutcome<T> {
    this.#expire();
    const scope = JSON.stringify([call.userId, call.call, call.key]);
    const fingerprint = canonical(call.body);
    const existing = this.#entries.get(scope);
    if (existing) {
      if (existing.fingerprint === fingerprint) return { kind: 'replay', reply: existing.reply };
      return { kind: 'mismatch', fields: differingFields(existing.fields, fieldsOf(call.body)) };
    }
    const reply = produce();
    this.#entries.set(scope, {
      fingerprint,
      fields: fieldsOf(call.body),
      reply,
      expiresAt: this.now() + this.ttlMs,
    });
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return { kind: 'first', reply };
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Entries are kept in first-use order, so the expired ones are at the front. */
  #expire(): void {
    const now = this.now();
    for (const [scope, entry] of this.#entries) {
      if (entry.expiresAt > now) return;
      this.#entries.delete(scope);
    }
  }
}
