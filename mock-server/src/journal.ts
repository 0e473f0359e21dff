/**
 * The journal: every request received, every scenario action applied and every socket
 * event emitted, in order, with scenario time. QA asserts on it ("the client sent exactly
 * this bet"), exports it, and replays it. Bounded by `capacity`: when full, the oldest
 * socket event goes first, then the oldest request, and a scenario action only when
 * nothing else is left, so a long or fast run keeps what the script did (the feed is
 * thousands of pushes a minute; the script a few lines). A request's body and answer are
 * kept as bounded copies with credentials redacted (journal-value.ts). Sessions are named
 * by their id, never by their token.
 */
import type { ScenarioAction } from '@esk/scenarios/actions';
import type { OutboundEvent } from './exchange/outbox';
import { redactFields } from './journal-value';

export type JournalEntry =
  /** `triggered`: applied through the admin API (a replay applies it again), not by the script. */
  | { seq: number; at: number; kind: 'action'; action: ScenarioAction; triggered?: true }
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

export type JournalKind = JournalEntry['kind'];

/** A JournalEntry before the journal numbers it. */
export type JournalInput =
  | { at: number; kind: 'action'; action: ScenarioAction; triggered?: true }
  | { at: number; kind: 'event'; event: OutboundEvent }
  | Omit<Extract<JournalEntry, { kind: 'request' }>, 'seq'>;

export interface JournalFilter {
  kind?: JournalKind;
  /** Request path prefix, action type prefix or event name prefix. */
  name?: string;
  /** Requests and pushes of this user... */
  userId?: string;
  /** ...and the scenario actions naming this username (account.create, account.credit, account.forceLogout). */
  username?: string;
  since?: number;
  until?: number;
  afterSeq?: number;
  /** At most this many entries: the newest that match (still oldest first). */
  limit?: number;
}

/** What the journal holds and what it had to drop. */
export interface JournalStats {
  size: number;
  capacity: number;
  evicted: Record<JournalKind, number>;
}

/** The order entries are evicted in once the journal is full: the feed first, the script last. */
const EVICTION_ORDER: readonly JournalKind[] = ['event', 'request', 'action'];

export function entryName(entry: JournalEntry): string {
  if (entry.kind === 'action') return entry.action.type;
  if (entry.kind === 'event') return entry.event.event;
  return entry.path;
}

/** A FIFO queue with O(1) push and shift (the journal sits on every request and push). */
class Queue<T> {
  #items: T[] = [];
  #head = 0;

  get length(): number {
    return this.#items.length - this.#head;
  }

  push(item: T): void {
    this.#items.push(item);
  }

  shift(): T | undefined {
    if (this.length === 0) return undefined;
    const item = this.#items[this.#head++];
    // Compact now and then, so the dropped half does not stay referenced.
    if (this.#head > 1024 && this.#head * 2 > this.#items.length) {
      this.#items = this.#items.slice(this.#head);
      this.#head = 0;
    }
    return item;
  }

  at(index: number): T | undefined {
    return this.#items[this.#head + index];
  }
}

export class Journal {
  /** One queue per kind, each in seq order; reading merges them by seq. */
  #queues: Record<JournalKind, Queue<JournalEntry>> = emptyQueues();
  #evicted: Record<JournalKind, number> = { action: 0, event: 0, request: 0 };
  #size = 0;
  #seq = 0;
  #listeners = new Set<(entry: JournalEntry) => void>();

  /** Whether credentials are redacted (request bodies and answers, and the passwords of account actions). */
  readonly redact: boolean;

  constructor(
    readonly capacity = 50_000,
    options: { redact?: boolean } = {},
  ) {
    this.redact = options.redact ?? true;
  }

  /** Keeps `input` itself, numbered (no copy: this runs on every request and push), so the caller hands it over. */
  record(input: JournalInput): JournalEntry {
    const entry = (
      this.redact && input.kind === 'action' ? { ...input, action: redactFields(input.action) } : input
    ) as JournalEntry;
    entry.seq = ++this.#seq;
    this.#queues[entry.kind].push(entry);
    if (++this.#size > this.capacity) this.#evictOne();
    for (const listener of this.#listeners) listener(entry);
    return entry;
  }

  /** Called with every entry as it is recorded (a headless run's timeline and digest); returns the unsubscribe. */
  subscribe(listener: (entry: JournalEntry) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #evictOne(): void {
    for (const kind of EVICTION_ORDER) {
      if (this.#queues[kind].shift()) {
        this.#evicted[kind]++;
        this.#size--;
        return;
      }
    }
  }

  /** Entries oldest first: the three queues merged by seq. */
  *#entries(): Generator<JournalEntry> {
    const queues = Object.values(this.#queues);
    const next = queues.map(() => 0);
    for (;;) {
      let pick = -1;
      let best: JournalEntry | undefined;
      for (let i = 0; i < queues.length; i++) {
        const candidate = queues[i]?.at(next[i] ?? 0);
        if (candidate && (!best || candidate.seq < best.seq)) {
          best = candidate;
          pick = i;
        }
      }
      if (!best) return;
      next[pick] = (next[pick] ?? 0) + 1;
      yield best;
    }
  }

  /** The entries now, oldest first: a snapshot to read at leisure while the journal goes on recording. */
  snapshot(): JournalEntry[] {
    return [...this.#entries()];
  }

  /** One NDJSON line per entry; an entry that cannot be serialized becomes a line saying so. */
  *lines(entries: Iterable<JournalEntry> = this.snapshot()): Generator<string> {
    for (const entry of entries) {
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
    const source = filter.kind ? this.#queues[filter.kind] : undefined;
    const entries = source ? queueItems(source) : this.#entries();
    for (const entry of entries) {
      if (filter.afterSeq !== undefined && entry.seq <= filter.afterSeq) continue;
      if (filter.since !== undefined && entry.at < filter.since) continue;
      if (filter.until !== undefined && entry.at > filter.until) continue;
      if (filter.name && !entryName(entry).startsWith(filter.name)) continue;
      if ((filter.userId || filter.username) && !entryUser(entry, filter)) continue;
      out.push(entry);
    }
    const kept = filter.limit !== undefined && out.length > filter.limit ? out.slice(-filter.limit) : out;
    return kept.map(readable);
  }

  get size(): number {
    return this.#size;
  }

  stats(): JournalStats {
    return { size: this.#size, capacity: this.capacity, evicted: { ...this.#evicted } };
  }

  /**
   * Takes over `other`'s entries (a run built aside: Simulation.load) in place of its own,
   * numbered on from its last seq, so readers that follow seq (afterSeq) never go back.
   */
  adopt(other: Journal): void {
    const offset = this.#seq;
    for (const queue of Object.values(other.#queues)) {
      for (const entry of queueItems(queue)) entry.seq += offset;
    }
    this.#queues = other.#queues;
    this.#evicted = { ...other.#evicted };
    this.#size = other.#size;
    this.#seq = offset + other.#seq;
    other.clear();
  }

  clear(): void {
    this.#queues = emptyQueues();
    this.#evicted = { action: 0, event: 0, request: 0 };
    this.#size = 0;
  }
}

function emptyQueues(): Record<JournalKind, Queue<JournalEntry>> {
  return { action: new Queue(), event: new Queue(), request: new Queue() };
}

function* queueItems<T>(queue: Queue<T>): Generator<T> {
  for (let i = 0; i < queue.length; i++) {
    const item = queue.at(i);
    if (item !== undefined) yield item;
  }
}

function entryUser(entry: JournalEntry, { userId, username }: JournalFilter): boolean {
  if (entry.kind === 'request') return userId !== undefined && entry.userId === userId;
  if (entry.kind === 'event') return entry.event.to === 'user' && entry.event.userId === userId;
  const named = 'username' in entry.action ? entry.action.username : undefined;
  return username !== undefined && named?.toLowerCase() === username.toLowerCase();
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
