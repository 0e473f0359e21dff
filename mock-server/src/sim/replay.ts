/**
 * Replays an exported journal: a fresh in-process server (built by the app builder it is
 * given) on the same scenario (the export's definition, else the built-in of that name),
 * seed and start. Entries are read as they come (an export runs to tens of megabytes):
 * each recorded request is re-sent at its scenario time with its Idempotency-Key and the
 * token of the session it named, each action triggered through the admin API is applied
 * again at its time, and every event the replay emits is compared, in order, with the
 * recorded ones, except answers to one socket's own emits (sockets are not replayed).
 *
 * Session ids are deterministic, so the replay's sessions carry the recorded ids (their
 * tokens are new). A login whose password the journal redacted re-opens its session
 * directly. An export whose journal dropped its oldest events (JOURNAL_SIZE) is compared
 * from the first event it kept (`partial`); one that dropped requests or actions cannot
 * be replayed faithfully and is refused.
 *
 * Bounded, since an export is input like any other: the replay runs only within the export's
 * span (up to its header's endAt, at most REPLAY_MAX_SPAN_MS after its start) and refuses an
 * entry outside it; it re-sends only requests to the exchange (never /__admin: a crafted entry
 * could reset or replay recursively); the clock moves in slices that yield (sim.seekInSlices),
 * stopping as soon as the streams differ; and the comparison keeps only events that can still
 * be matched, up to MAX_BUFFERED a side. The first entry is checked before the fresh server is
 * built, so a one-line export a day ahead is refused at once.
 */
import { calls } from '@esk/contracts';
import { REPLAY_MAX_SPAN_MS } from '@esk/contracts/http/admin';
import { loadScenario, parseScenario } from '@esk/scenarios';
import type { ResolvedScenario } from '@esk/scenarios/scenario-file';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { loadConfig } from '../config';
import type { OutboundEvent } from '../exchange/outbox';
import { classifyPath, normalisePath, type Surface } from '../http/surface';
import type { JournalEntry, JournalStats } from '../journal';
import { REDACTED } from '../journal-value';
import type { Simulation } from './simulation';

/** Builds a server without a network (app.ts's buildApp; passed in, so this module does not import the app). */
export type AppBuilder = (
  config: Config,
  options: { realtime: false; logger: false; scenario: ResolvedScenario },
) => Promise<{ app: FastifyInstance; sim: Simulation }>;

type RequestEntry = Extract<JournalEntry, { kind: 'request' }>;

/** The export's first line. */
export interface ReplayHeader {
  scenario: string;
  /** The scenario definition when it was not built-in. */
  definition?: Record<string, unknown> | null;
  seed: string;
  startAt: number;
  /** The scenario clock when exported (exports before it had none). */
  endAt?: number;
  journal?: JournalStats;
}

export interface ReplayInput {
  header: ReplayHeader;
  /** The recorded entries, oldest first (read lazily from a stream, or a list). */
  entries: AsyncIterable<JournalEntry> | Iterable<JournalEntry>;
}

export interface ReplayResult {
  requests: number;
  events: number;
  matches: boolean;
  firstDifference: { seq: number; expected: unknown; actual: unknown } | null;
  partial: boolean;
}

interface Emitted {
  at: number;
  event: OutboundEvent;
}

const eventKey = ({ at, event }: Emitted) => JSON.stringify([at, event]);

/** Events a replay can reproduce: not the answers to one socket's own emits. */
const replayable = (event: OutboundEvent) => event.to !== 'socket';

export class ReplayRefused extends Error {
  override name = 'ReplayRefused';
}

function scenarioOf(header: ReplayHeader): ResolvedScenario {
  if (header.definition) return { scenario: parseScenario(header.definition), source: { kind: 'inline' } };
  return { scenario: loadScenario(header.scenario), source: { kind: 'built-in' } };
}

const iso = (at: number) => new Date(at).toISOString();

/** The latest scenario time a replay of this export runs to. */
export function replayEnd(header: ReplayHeader): number {
  const limit = header.startAt + REPLAY_MAX_SPAN_MS;
  if (header.endAt === undefined) return limit;
  if (header.endAt > limit) {
    throw new ReplayRefused(
      `endAt: ${iso(header.endAt)} is more than ${REPLAY_MAX_SPAN_MS / 3_600_000} hours after startAt (${iso(header.startAt)}): a replay runs at most that long`,
    );
  }
  return header.endAt;
}

/** What a replay re-sends: what the exchange's clients call (the journal records nothing else). */
const REPLAYED: ReadonlySet<Surface> = new Set(['api', 'cache', 'provider-api', 'provider-page']);
const METHODS: ReadonlySet<string> = new Set(['GET', 'POST', 'PATCH']);

/** Refuses an entry outside the export's span, or a request no client of the exchange made. */
function checkEntry(entry: JournalEntry, end: number): void {
  const where = `entry seq ${entry.seq}`;
  if (!(entry.at <= end)) {
    throw new ReplayRefused(
      `${where}: at ${iso(entry.at)} is after the export's end (${iso(end)}: its header's endAt, at most ${REPLAY_MAX_SPAN_MS / 3_600_000} hours after startAt)`,
    );
  }
  if (entry.kind !== 'request') return;
  if (!METHODS.has(entry.method)) {
    throw new ReplayRefused(
      `${where}: method '${entry.method}' is not one a client sends (GET, POST, PATCH)`,
    );
  }
  if (!REPLAYED.has(classifyPath(normalisePath(entry.path)).surface)) {
    throw new ReplayRefused(
      `${where}: path '${entry.path}' is not replayed: only requests to the exchange are (never /__admin)`,
    );
  }
}

function checkComplete(header: ReplayHeader): void {
  const evicted = header.journal?.evicted;
  const lost = (evicted?.request ?? 0) + (evicted?.action ?? 0);
  if (lost > 0) {
    throw new ReplayRefused(
      `the export lost ${evicted?.request ?? 0} requests and ${evicted?.action ?? 0} actions to the journal's capacity ` +
        `(${header.journal?.capacity}): record again with a larger JOURNAL_SIZE`,
    );
  }
}

/**
 * A login whose password the journal redacted cannot be re-sent: a successful one re-opens
 * its session directly (the same id comes back), a failed one changed nothing. True when handled.
 */
function replayRedactedLogin(sim: Simulation, request: RequestEntry): boolean {
  const body = request.body as { password?: unknown } | undefined;
  if (request.path !== calls.user.login.path || body?.password !== REDACTED) return false;
  const user = request.userId === undefined ? undefined : sim.exchange.accounts.byId(request.userId);
  if (user && request.session) sim.exchange.accounts.openSession(user);
  return true;
}

async function resend(app: FastifyInstance, sim: Simulation, request: RequestEntry): Promise<void> {
  if (replayRedactedLogin(sim, request)) return;
  const token = request.session ? sim.exchange.accounts.sessionById(request.session)?.token : undefined;
  await app.inject({
    method: request.method as 'GET' | 'POST' | 'PATCH',
    url: request.method === 'GET' ? withQuery(request.path, request.body) : request.path,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
    },
    ...(request.method === 'GET' ? {} : { payload: JSON.stringify(request.body ?? {}) }),
  });
}

/** How many recorded events a partial replay looks at to find where its stream joins the replay's. */
const ALIGN_WINDOW = 64;

/** The most events either side of the comparison holds unmatched (both sides at one moment). */
export const MAX_BUFFERED = 20_000;

/** Compares the recorded and the replayed event streams as both grow. */
class EventComparison {
  readonly #expected: (Emitted & { seq: number })[] = [];
  readonly #actual: Emitted[] = [];
  #aligned: boolean;
  /** Where the replay is moving to: every recorded event before it has been expected already. */
  #target = Number.NEGATIVE_INFINITY;
  compared = 0;
  difference: ReplayResult['firstDifference'] = null;

  /** `partial`: the recording kept only its newest events, so the replay's first ones are skipped until they meet. */
  constructor(readonly partial: boolean) {
    this.#aligned = !partial;
  }

  expect(entry: Emitted & { seq: number }): void {
    this.#expected.push(entry);
    if (!this.#aligned && this.#expected.length >= ALIGN_WINDOW) this.#align();
    this.#drain();
    this.#prune();
  }

  emitted(entry: Emitted): void {
    this.#actual.push(entry);
    this.#drain();
    this.#prune();
  }

  /** The replay moves its clock to `at` next (an entry recorded then is read). */
  moveTo(at: number): void {
    this.#target = Math.max(this.#target, at);
    this.#prune();
  }

  /**
   * Keeps only what can still be matched. The recorded events before the target were all read,
   * so an emitted event before it that is left over never will be: in step, that is a
   * difference (and the replay stops moving); before a partial export's stream is found, it is
   * dropped (as is an emitted event before the first recorded one left to align). Past
   * MAX_BUFFERED unmatched on one side, the comparison stops at a difference.
   */
  #prune(): void {
    if (this.difference) return;
    const actual = this.#actual;
    if (this.#aligned) {
      const extra = actual[0];
      if (this.#expected.length === 0 && extra && extra.at < this.#target) {
        this.difference = { seq: -1, expected: null, actual: { at: extra.at, event: extra.event } };
      }
    } else {
      const floor = this.#expected[0]?.at ?? this.#target;
      let drop = 0;
      while (drop < actual.length && (actual[drop] as Emitted).at < floor) drop++;
      if (drop > 0) actual.splice(0, drop);
    }
    if (!this.difference && (actual.length > MAX_BUFFERED || this.#expected.length > MAX_BUFFERED)) {
      const want = this.#expected[0];
      const got = actual[0];
      this.difference = { seq: want?.seq ?? -1, expected: want ?? null, actual: got ?? null };
    }
  }

  /** At the end: whatever is left on one side is a difference. */
  finish(): void {
    if (!this.#aligned) this.#align();
    this.#drain();
    if (this.difference) return;
    const want = this.#expected[0];
    const got = this.#actual[0];
    if (want || got) this.difference = { seq: want?.seq ?? -1, expected: want ?? null, actual: got ?? null };
  }

  /**
   * Where the kept events start in the replay's stream: the first offset at which the whole
   * window matches (the same push can occur twice at one moment, so one event is not enough).
   * Called once the window is full, when the replay has emitted at least up to its last time.
   */
  #align(): void {
    const keys = this.#expected.map(eventKey);
    const actual = this.#actual.map(eventKey);
    for (let offset = 0; offset < actual.length; offset++) {
      const span = Math.min(keys.length, actual.length - offset);
      let same = true;
      for (let i = 0; i < span && same; i++) same = keys[i] === actual[offset + i];
      if (same) {
        this.#actual.splice(0, offset);
        this.#aligned = true;
        return;
      }
    }
    const want = this.#expected[0];
    this.#aligned = true;
    if (want) this.difference = { seq: want.seq, expected: want, actual: null };
  }

  #drain(): void {
    if (!this.#aligned) return;
    while (!this.difference && this.#expected.length > 0 && this.#actual.length > 0) {
      const want = this.#expected.shift() as Emitted & { seq: number };
      const got = this.#actual.shift() as Emitted;
      if (eventKey(want) === eventKey(got)) this.compared++;
      else this.difference = { seq: want.seq, expected: want, actual: { at: got.at, event: got.event } };
    }
  }
}

export async function replayJournal(input: ReplayInput, buildApp: AppBuilder): Promise<ReplayResult> {
  const { header } = input;
  checkComplete(header);
  const end = replayEnd(header);
  const entries = iteratorOf(input.entries);
  try {
    // The first entry is checked before the fresh server is built (a second or so for a week of history).
    let next = await entries.next();
    if (!next.done) checkEntry(next.value, end);
    const config = loadConfig({
      ...process.env,
      SEED: header.seed,
      START_AT: String(header.startAt),
      LOG_LEVEL: 'silent',
      LOGIN_THROTTLE: 'off',
    });
    const { app, sim } = await buildApp(config, {
      realtime: false,
      logger: false,
      scenario: scenarioOf(header),
    });
    await app.ready();
    const comparison = new EventComparison((header.journal?.evicted.event ?? 0) > 0);
    // The scenario's t = 0 setup was pushed while the app was built: the journal has it.
    for (const entry of sim.journal.query({ kind: 'event' })) {
      if (entry.kind === 'event' && replayable(entry.event)) comparison.emitted(entry);
    }
    const unsubscribe = sim.exchange.outbox.subscribe((event, at) => {
      if (replayable(event)) comparison.emitted({ at, event });
    });
    let requests = 0;
    const moveTo = async (at: number) => {
      comparison.moveTo(at);
      if (at > sim.clock.now()) await sim.seekInSlices(at, () => comparison.difference !== null);
    };
    try {
      for (; !next.done; next = await entries.next()) {
        const entry = next.value;
        checkEntry(entry, end);
        // Once they differ, the rest is only read (a sender streaming the export expects it to be).
        if (comparison.difference) continue;
        // Recorded at `at`, so every timer due by then had fired: moving there first keeps both
        // streams in step (and the buffers small).
        await moveTo(entry.at);
        if (comparison.difference) continue;
        if (entry.kind === 'request') {
          requests++;
          await resend(app, sim, entry);
        } else if (entry.kind === 'action' && entry.triggered) {
          try {
            sim.trigger(entry.action);
          } catch {
            // Refused when recorded too: it changed nothing then either.
          }
        } else if (entry.kind === 'event' && replayable(entry.event)) {
          comparison.expect({ seq: entry.seq, at: entry.at, event: entry.event });
        }
      }
      comparison.finish();
      return {
        requests,
        events: comparison.compared,
        matches: comparison.difference === null,
        firstDifference: comparison.difference,
        partial: comparison.partial,
      };
    } finally {
      unsubscribe();
      await app.close();
    }
  } finally {
    // A refused entry leaves the rest unread: returning lets a streamed body be drained.
    await entries.return?.();
  }
}

function iteratorOf<T>(entries: AsyncIterable<T> | Iterable<T>): AsyncIterator<T> | Iterator<T> {
  return Symbol.asyncIterator in entries ? entries[Symbol.asyncIterator]() : entries[Symbol.iterator]();
}

function withQuery(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams(
    Object.entries(query as Record<string, unknown>).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  ).toString();
  return params ? `${path}?${params}` : path;
}
