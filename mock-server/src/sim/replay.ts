/**
 * Replays an exported journal: a fresh in-process server (built by the app builder it is
 * given) on the same scenario, seed and start; each recorded request is re-sent at its
 * scenario time with its Idempotency-Key and the token of the session it named. Session
 * ids are deterministic, so the replay's sessions carry the recorded ids (their tokens are
 * new). A login whose password the journal redacted re-opens its session directly. The
 * events are compared with the recorded ones in order, except answers to one socket's own
 * emits (sockets are not replayed).
 */
import { calls } from '@esk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { loadConfig } from '../config';
import type { JournalEntry } from '../journal';
import { REDACTED } from '../journal-value';
import type { Simulation } from './simulation';

/** Builds a server without a network (app.ts's buildApp; passed in, so this module does not import the app). */
export type AppBuilder = (
  config: Config,
  options: { realtime: false; logger: false },
) => Promise<{ app: FastifyInstance; sim: Simulation }>;

type RequestEntry = Extract<JournalEntry, { kind: 'request' }>;

export interface ReplayInput {
  scenario: string;
  seed: string;
  startAt: number;
  entries: Record<string, unknown>[];
}

export interface ReplayResult {
  requests: number;
  events: number;
  matches: boolean;
  firstDifference: { seq: number; expected: unknown; actual: unknown } | null;
}

const eventKey = (entry: JournalEntry) =>
  entry.kind === 'event' ? JSON.stringify([entry.at, entry.event]) : '';

/** Events a replay can reproduce: not the answers to one socket's own emits. */
const replayable = (entry: JournalEntry) => entry.kind === 'event' && entry.event.to !== 'socket';

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

export async function replayJournal(input: ReplayInput, buildApp: AppBuilder): Promise<ReplayResult> {
  const config = loadConfig({
    ...process.env,
    SCENARIO: input.scenario,
    SEED: input.seed,
    START_AT: String(input.startAt),
    LOG_LEVEL: 'silent',
    LOGIN_THROTTLE: 'off',
  });
  const { app, sim } = await buildApp(config, { realtime: false, logger: false });
  await app.ready();
  try {
    const recorded = input.entries as unknown as JournalEntry[];
    const requests = recorded.filter((entry) => entry.kind === 'request');
    for (const request of requests) {
      if (request.kind !== 'request') continue;
      if (request.at > sim.clock.now()) sim.seek(request.at);
      if (replayRedactedLogin(sim, request)) continue;
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
    const last = recorded.at(-1);
    if (last && last.at > sim.clock.now()) sim.seek(last.at);
    const expected = recorded.filter(replayable);
    const actual = sim.journal.query({ kind: 'event' }).filter(replayable).slice(0, expected.length);
    let firstDifference: ReplayResult['firstDifference'] = null;
    for (let i = 0; i < expected.length; i++) {
      const want = expected[i];
      const got = actual[i];
      if (!want || !got || eventKey(want) !== eventKey(got)) {
        firstDifference = { seq: want?.seq ?? -1, expected: want ?? null, actual: got ?? null };
        break;
      }
    }
    return {
      requests: requests.length,
      events: expected.length,
      matches: firstDifference === null,
      firstDifference,
    };
  } finally {
    await app.close();
  }
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
