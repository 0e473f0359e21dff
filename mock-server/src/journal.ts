/**
 * The journal: every request received, every scenario action applied and every socket
 * event emitted, in order, with scenario time. QA asserts on it ("the client sent exactly
 * this bet"), exports it, and replays it. Bounded: the oldest entries drop first, and a
 * request's body and answer are kept as bounded copies with credentials redacted
 * (journal-value.ts). Sessions are named by their id, never by their token.
 */
import type { ScenarioAction } from '@esk/scenarios/actions';
import type { OutboundEvent } from './exchange/outbox';
import { redactFields } from './journal-value';

export type JournalEntry =
  | { seq: number; at: number; kind: 'action'; action: ScenarioAction }
  | { seq: number; at: number; kind: 'event'; event: OutboundEvent }
  | {
      seq: number;
      at: number;
      kind: 'request';
      method: string;
      path: string;
      body: unknown;
      userId?: string;
      /** The session (its id, 'session-000001') and Idempotency-Key, so a replay can re-send the request. */
      session?: string;
      idempotencyKey?: string;
      status: number;
      response?: unknown;
    };

/** A JournalEntry before the journal numbers it. */
export type JournalInput =
  | { at: number; kind: 'action'; action: ScenarioAction }
  | { at: number; kind: 'event'; event: OutboundEvent }
  | Omit<Extract<JournalEntry, { kind: 'request' }>, 'seq'>;

export interface JournalFilter {
  kind?: JournalEntry['kind'];
  /** Request path prefix, action type prefix or event name prefix. */
  name?: string;
  userId?: string;
  since?: number;
  until?: number;
  afterSeq?: number;
  limit?: number;
}

export function entryName(entry: JournalEntry): string {
  if (entry.kind === 'action') return entry.action.type;
  if (entry.kind === 'event') return entry.event.event;
  return entry.path;
}

export class Journal {
  /** A ring buffer: recording is O(1) however full it is (it sits on every request and push). */
  #ring: (JournalEntry | undefined)[];
  #next = 0;
  #size = 0;
  #seq = 0;

  /** Whether credentials are redacted (request bodies and answers, and the passwords of account actions). */
  readonly redact: boolean;

  constructor(
    readonly capacity = 50_000,
    options: { redact?: boolean } = {},
  ) {
    this.#ring = new Array(capacity);
    this.redact = options.redact ?? true;
  }

  /** Keeps `input` itself, numbered (no copy: this runs on every request and push), so the caller hands it over. */
  record(input: JournalInput): JournalEntry {
    const entry = (
      this.redact && input.kind === 'action' ? { ...input, action: redactFields(input.action) } : input
    ) as JournalEntry;
    entry.seq = ++this.#seq;
    this.#ring[this.#next] = entry;
    this.#next = (this.#next + 1) % this.capacity;
    this.#size = Math.min(this.#size + 1, this.capacity);
    return entry;
  }

  /** Entries oldest first. */
  *#entries(): Generator<JournalEntry> {
    const start = (this.#next - this.#size + this.capacity) % this.capacity;
    for (let i = 0; i < this.#size; i++) {
      const entry = this.#ring[(start + i) % this.capacity];
      if (entry) yield entry;
    }
  }

  /** One NDJSON line per entry; an entry that cannot be serialized becomes a line saying so. */
  *lines(): Generator<string> {
    for (const entry of this.#entries()) {
      try {
        yield JSON.stringify(readable(entry));
      } catch (error) {
        yield JSON.stringify({
          seq: entry.seq,
          at: entry.at,
          kind: entry.kind,
          unserializable: String(error),
        });
      }
    }
  }

  query(filter: JournalFilter = {}): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (const entry of this.#entries()) {
      if (filter.kind && entry.kind !== filter.kind) continue;
      if (filter.afterSeq !== undefined && entry.seq <= filter.afterSeq) continue;
      if (filter.since !== undefined && entry.at < filter.since) continue;
      if (filter.until !== undefined && entry.at > filter.until) continue;
      if (filter.name && !entryName(entry).startsWith(filter.name)) continue;
      if (filter.userId && !entryUser(entry, filter.userId)) continue;
      out.push(readable(entry));
      if (filter.limit && out.length >= filter.limit) break;
    }
    return out;
  }

  get size(): number {
    return this.#size;
  }

  clear(): void {
    this.#ring = new Array(this.capacity);
    this.#next = 0;
    this.#size = 0;
  }
}

function entryUser(entry: JournalEntry, userId: string): boolean {
  if (entry.kind === 'request') return entry.userId === userId;
  if (entry.kind === 'event') return entry.event.to === 'user' && entry.event.userId === userId;
  return false;
}

/** Request entries keep the answer as the text sent; readers get it parsed. */
function readable(entry: JournalEntry): JournalEntry {
  if (entry.kind !== 'request' || typeof entry.response !== 'string') return entry;
  try {
    return { ...entry, response: JSON.parse(entry.response) };
  } catch {
    return { ...entry, response: entry.response.slice(0, 200) };
  }
}
