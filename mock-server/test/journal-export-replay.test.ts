/**
 * The journal's export and replay as QA uses them: the export streams as NDJSON with a
 * header a replay needs (and no credentials); a replay takes a real export as is, however
 * large, re-applies admin triggers and compares every event; a journal that had to drop
 * its oldest events still replays (partially), one that dropped requests is refused.
 */
import { calls } from '@esk/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function exported(harness: Harness): Promise<string> {
  const response = await harness.app.inject({ method: 'GET', url: '/__admin/journal/export' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/x-ndjson');
  return response.body;
}

const replay = (harness: Harness, payload: string, type = 'application/x-ndjson') =>
  harness.app.inject({
    method: 'POST',
    url: '/__admin/journal/replay',
    headers: { 'content-type': type },
    payload,
  });

const header = (text: string) => JSON.parse(text.slice(0, text.indexOf('\n'))) as Record<string, unknown>;

describe('the journal export', () => {
  it('starts with a header to replay it by, the definition of a non-built-in scenario, credentials redacted', async () => {
    h = await createHarness({ SCENARIO: 'smoke', START_AT: 'scenario', SEED: 'qa-1' });
    expect(header(await exported(h))).toMatchObject({
      scenario: 'smoke',
      source: 'built-in',
      definition: null,
      seed: 'qa-1',
      journal: { capacity: 50000, evicted: { event: 0 } },
    });
    await h.app.inject({
      method: 'POST',
      url: '/__admin/scenarios/load',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        scenario: {
          name: 'secret-check',
          title: 'Secrets',
          description: 'Passwords in a definition.',
          defaultSeed: 's',
          duration: '1m',
          accounts: [{ username: 'qa1', password: 'qa1-very-secret' }],
        },
      }),
    });
    const { token } = await h.login('qa1', 'qa1-very-secret');
    const text = await exported(h);
    expect(header(text)).toMatchObject({
      scenario: 'secret-check',
      source: 'inline',
      definition: { name: 'secret-check', accounts: [{ username: 'qa1', password: '[redacted]' }] },
    });
    expect(text).not.toContain('qa1-very-secret');
    expect(text).not.toContain(token);
  });
});

describe('a replay', () => {
  it('takes a real export as is (NDJSON, far past the 256 KB JSON limit) and matches, triggers included', async () => {
    h = await createHarness({ SCENARIO: 'smoke', START_AT: 'scenario', SEED: 'qa-1' });
    const demo = await h.login('demo', 'demo1234');
    h.sim.advance(30_000);
    h.sim.trigger({ type: 'account.credit', username: 'demo', amount: 2500, remark: 'QA top-up' });
    await h.call(calls.user.userBalance, {}, { token: demo.token });
    h.sim.advance(60_000);
    h.sim.trigger({ type: 'account.forceLogout', username: 'demo' });
    h.sim.advance(90_000);
    const text = await exported(h);
    expect(text.length).toBeGreaterThan(256 * 1024);

    const asNdjson = await replay(h, text);
    expect(asNdjson.statusCode, asNdjson.body).toBe(200);
    expect(asNdjson.json()).toMatchObject({
      requests: 2,
      matches: true,
      firstDifference: null,
      partial: false,
    });
    expect(asNdjson.json().events).toBeGreaterThan(500);

    const [first, ...lines] = text.trim().split('\n');
    const asJson = await replay(
      h,
      JSON.stringify({ ...JSON.parse(first ?? '{}'), entries: lines.map((line) => JSON.parse(line)) }),
      'application/json',
    );
    expect(asJson.statusCode).toBe(413);
    expect(asJson.json().message).toContain('Request body is too large');
  });

  it('finds the first event that differs', async () => {
    h = await createHarness({ SCENARIO: 'smoke', START_AT: 'scenario', SEED: 'qa-1' });
    h.sim.advance(40_000);
    const lines = (await exported(h)).trim().split('\n');
    const index = lines.findIndex((line) => line.includes('"event":"coinUpdate"'));
    const tampered = lines[index]?.replace(/"event":"coinUpdate"/, '"event":"coinUpdated"') ?? '';
    const result = await replay(
      h,
      [...lines.slice(0, index), tampered, ...lines.slice(index + 1)].join('\n'),
    );
    expect(result.json()).toMatchObject({
      matches: false,
      firstDifference: { seq: JSON.parse(tampered).seq, expected: { event: { event: 'coinUpdated' } } },
    });
  });

  it('answers 400 naming the line of a malformed export', async () => {
    h = await createHarness({ SCENARIO: 'smoke', START_AT: 'scenario' });
    const lines = (await exported(h)).trim().split('\n');
    const badHeader = await replay(h, ['{"seed":"x"}', ...lines.slice(1)].join('\n'));
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().message).toMatch(/line 1 \(header\): .*scenario/);
    const badEntry = await replay(h, [lines[0], lines[1], '{"seq":"x"}'].join('\n'));
    expect(badEntry.statusCode).toBe(400);
    expect(badEntry.json().message).toMatch(/line 3: .*seq/);
    expect((await replay(h, '')).json().message).toContain('the body is empty');
  });

  it('compares what a full journal kept (partial), and refuses an export that lost requests', async () => {
    h = await createHarness({ SCENARIO: 'smoke', START_AT: 'scenario', SEED: 'qa-1', JOURNAL_SIZE: '400' });
    const demo = await h.login('demo', 'demo1234');
    h.sim.advance(120_000);
    await h.call(calls.user.userBalance, {}, { token: demo.token });
    const text = await exported(h);
    const { journal } = header(text) as { journal: { evicted: Record<string, number> } };
    expect(journal.evicted.event).toBeGreaterThan(0);
    expect(journal.evicted.action).toBe(0);
    expect(journal.evicted.request).toBe(0);
    const partial = await replay(h, text);
    expect(partial.json()).toMatchObject({ matches: true, partial: true, requests: 2 });

    const lines = text.split('\n');
    const lost = JSON.parse(lines[0] ?? '{}');
    lost.journal.evicted.request = 3;
    const refused = await replay(h, [JSON.stringify(lost), ...lines.slice(1)].join('\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('the export lost 3 requests');
  });
});

describe('GET /__admin/journal', () => {
  it('takes a username for user (any case) and answers newest-first limits oldest first', async () => {
    h = await createHarness({ SCENARIO: 'smoke', START_AT: 'scenario' });
    const demo = await h.login('demo', 'demo1234');
    for (let i = 0; i < 3; i++) await h.call(calls.user.userBalance, {}, { token: demo.token });
    const byName = await h.app.inject({ method: 'GET', url: '/__admin/journal?user=DEMO&limit=2' });
    const entries = byName.json().entries as { seq: number; kind: string; path?: string }[];
    expect(entries.map((entry) => entry.path)).toEqual([
      calls.user.userBalance.path,
      calls.user.userBalance.path,
    ]);
    expect(entries[0]?.seq).toBeLessThan(entries[1]?.seq ?? 0);
    const all = (await h.app.inject({ method: 'GET', url: '/__admin/journal?user=demo' })).json().entries;
    expect(all.some((entry: { kind: string }) => entry.kind === 'action')).toBe(true);
    expect(all.at(-1).seq).toBe(entries[1]?.seq);
    const byId = (await h.app.inject({ method: 'GET', url: `/__admin/journal?user=${demo.userId}` })).json();
    expect(byId.entries.length).toBeGreaterThan(3);
    const unknown = await h.app.inject({ method: 'GET', url: '/__admin/journal?user=qa9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("user: 'qa9' is not a username or userId here (usernames: demo");
  });
});
