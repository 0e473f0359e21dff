/**
 * Replays an exported journal: a fresh in-process server on the same scenario, seed and
 * start; each recorded request is re-sent at its scenario time (with its token and
 * Idempotency-Key); the events it emits are compared with the recorded ones in order.
 * Tokens are seeded, so replayed logins hand out the recorded tokens again.
 */
import type { JournalEntry } from '../journal';

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

export async function replayJournal(input: ReplayInput): Promise<ReplayResult> {
  const { buildApp } = await import('../app');
  const { loadConfig } = await import('../config');
  const config = loadConfig({
    ...process.env,
    SCENARIO: input.scenario,
    SEED: input.seed,
    START_AT: String(input.startAt),
    LOG_LEVEL: 'silent',
  });
  const { app, sim } = await buildApp(config, { realtime: false, logger: false });
  await app.ready();
  try {
    const recorded = input.entries as unknown as JournalEntry[];
    const requests = recorded.filter((entry) => entry.kind === 'request');
    for (const request of requests) {
      if (request.kind !== 'request') continue;
      if (request.at > sim.clock.now()) sim.seek(request.at);
      await app.inject({
        method: request.method as 'GET' | 'POST' | 'PATCH',
        url: request.method === 'GET' ? withQuery(request.path, request.body) : request.path,
        headers: {
          'content-type': 'application/json',
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
          ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
        },
        ...(request.method === 'GET' ? {} : { payload: JSON.stringify(request.body ?? {}) }),
      });
    }
    const last = recorded.at(-1);
    if (last && last.at > sim.clock.now()) sim.seek(last.at);
    const expected = recorded.filter((entry) => entry.kind === 'event');
    const actual = sim.journal.query({ kind: 'event' }).slice(0, expected.length);
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
