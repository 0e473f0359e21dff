/**
 * A journal export is input like any other: a crafted one must not stall or exhaust the
 * server. A replay runs only within the export's span, re-sends only requests to the exchange,
 * reads lines in linear time with a per-line limit, runs one at a time; a seek far ahead (a
 * replay's, or the admin clock's) runs in slices while the server keeps answering.
 */
import { PassThrough } from 'node:stream';
import { REPLAY_MAX_LINE_BYTES, REPLAY_MAX_SPAN_MS } from '@esk/contracts/http/admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../src/journal';
import { type AppBuilder, type ReplayHeader, replayJournal } from '../src/sim/replay';
import { createHarness, type Harness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const NDJSON = { 'content-type': 'application/x-ndjson' };
const DAY = 86_400_000;

const replay = (harness: Harness, payload: string | PassThrough) =>
  harness.app.inject({ method: 'POST', url: '/__admin/journal/replay', headers: NDJSON, payload });

/** The running mock's own export header (what a probe would start from). */
async function liveHeader(harness: Harness): Promise<Record<string, unknown>> {
  const text = (await harness.app.inject({ method: 'GET', url: '/__admin/journal/export' })).body;
  return JSON.parse(text.slice(0, text.indexOf('\n'))) as Record<string, unknown>;
}

const ndjson = (...lines: unknown[]) => `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;

const requestEntry = (at: number, path: string, method = 'POST') => ({
  seq: 1,
  at,
  kind: 'request',
  method,
  path,
  body: {},
  status: 200,
});

describe('a replay of a crafted export', () => {
  it('refuses an entry a day ahead at once, without building a server, whether the header has an end or not', async () => {
    const startAt = Date.parse('2026-11-21T12:00:00+05:30');
    let built = 0;
    const builder: AppBuilder = async () => {
      built++;
      throw new Error('must not build');
    };
    const entry = {
      seq: 7,
      at: startAt + DAY,
      kind: 'action',
      action: { type: 'domain.update' },
    } as JournalEntry;
    for (const header of [
      { scenario: 'sandbox', seed: '7', startAt } satisfies ReplayHeader,
      { scenario: 'sandbox', seed: '7', startAt, endAt: startAt + 60_000 } satisfies ReplayHeader,
    ]) {
      await expect(replayJournal({ header, entries: [entry] }, builder)).rejects.toThrow(
        /^entry seq 7: at .* is after the export's end/,
      );
    }
    expect(built).toBe(0);
  });

  it('answers a one-line export of the running mock a day ahead with 400 naming the entry', async () => {
    h = await createHarness();
    const header = await liveHeader(h);
    expect(header.endAt).toEqual(h.sim.clock.now());
    const at = (header.startAt as number) + DAY;
    for (const body of [
      ndjson(header, requestEntry(at, '/v1/user/userBalance')),
      ndjson({ ...header, endAt: undefined }, requestEntry(at, '/v1/user/userBalance')),
    ]) {
      const answer = await replay(h, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/^entry seq 1: at .* is after the export's end/);
    }
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses a header whose end is further than a replay runs, naming endAt', async () => {
    h = await createHarness();
    const header = await liveHeader(h);
    const answer = await replay(
      h,
      ndjson({ ...header, endAt: (header.startAt as number) + REPLAY_MAX_SPAN_MS + 1 }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^endAt: .* a replay runs at most that long/);
  });

  it.each([
    ['/__admin/reset', 'POST'],
    ['/%5F%5Fadmin/actions', 'POST'],
    ['/x/../__admin/journal/replay', 'POST'],
    ['/__control', 'GET'],
    ['http://elsewhere.example/v1/user/userBalance', 'POST'],
    ['/v1/user/userBalance', 'DELETE'],
  ])('never re-sends %s (%s): 400 naming the entry', async (path, method) => {
    h = await createHarness();
    const header = await liveHeader(h);
    const answer = await replay(h, ndjson(header, requestEntry(header.startAt as number, path, method)));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^entry seq 1: (path|method) /);
  });

  it('refuses a line past the line limit with 413 naming it, and keeps answering', async () => {
    h = await createHarness();
    const header = await liveHeader(h);
    const long = `${JSON.stringify(header)}\n"${'7'.repeat(REPLAY_MAX_LINE_BYTES * 2)}"\n`;
    const answer = await replay(h, long);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe(
      `line 2 is too long: at most ${REPLAY_MAX_LINE_BYTES / 1024 / 1024} MB per line`,
    );
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('runs one at a time: a second replay while one is read gets 409', async () => {
    h = await createHarness();
    const header = await liveHeader(h);
    const slow = new PassThrough();
    slow.write(`${JSON.stringify(header)}\n`);
    const first = replay(h, slow);
    // Until the first has read its header and is waiting on entries.
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    const second = await replay(h, ndjson(header));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already running/);
    slow.end();
    expect((await first).statusCode).toBe(200);
    expect((await replay(h, ndjson(header))).statusCode).toBe(200);
  });
});

describe('a seek far ahead', () => {
  it('runs in slices: the server answers meanwhile, and a load ends it', async () => {
    // demo without its week of history: a busy world (a feed push a second per room) that starts fast.
    h = await createHarness({ SCENARIO: 'demo', HISTORY: 'off' });
    const harness = h;
    const from = harness.sim.clock.now();
    let answered = false;
    const command = harness.app
      .inject({
        method: 'POST',
        url: '/__admin/clock',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ command: 'advance', ms: DAY }),
      })
      .then((answer) => {
        answered = true;
        return answer;
      });
    // The clock is part way there, the command still pending, and other requests are answered.
    while (harness.sim.clock.now() === from) await new Promise((resolve) => setImmediate(resolve));
    const health = await harness.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(answered).toBe(false);
    expect(harness.sim.clock.now()).toBeLessThan(from + DAY);
    const status = await harness.app.inject({ method: 'GET', url: '/__admin/status' });
    expect(status.json().now).toBeLessThan(from + DAY);
    // A load replaces the run: the seek stops there.
    const load = await harness.app.inject({
      method: 'POST',
      url: '/__admin/reset',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(load.statusCode).toBe(200);
    expect((await command).statusCode).toBe(200);
    expect(harness.sim.clock.now()).toBeLessThan(from + DAY);
  }, 120_000);
});
