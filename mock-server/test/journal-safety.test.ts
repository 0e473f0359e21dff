/**
 * The journal under hostile or careless input: bodies are stored bounded (a deeply nested
 * request cannot break reading or exporting it), credentials are redacted by default (in
 * queries and the NDJSON export), and an export still replays with redacted logins.
 */
import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { afterEach, describe, expect, it } from 'vitest';
import { REDACTED } from '../src/journal-value';
import { createHarness, type Harness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const deep = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

async function exported(harness: Harness): Promise<string> {
  const response = await harness.app.inject({ method: 'GET', url: '/__admin/journal/export' });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('a request nested 6,000 deep', () => {
  it('is answered 4xx or 2xx, and the journal and its export keep answering 200', async () => {
    h = await createHarness();
    const asBody = await h.app.inject({
      method: 'POST',
      url: calls.user.login.path,
      headers: { 'content-type': 'application/json' },
      payload: deep(6000),
    });
    expect(asBody.statusCode).toBe(400);
    const asField = await h.app.inject({
      method: 'POST',
      url: calls.user.login.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"DEMO","password":"demo1234","isClient":true,"host":"qa","extra":${deep(6000)}}`,
    });
    expect(asField.json()).toMatchObject({ error: false });

    const journal = await h.app.inject({ method: 'GET', url: '/__admin/journal?kind=request' });
    expect(journal.statusCode).toBe(200);
    const entries = journal.json().entries as { body: unknown }[];
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries).length).toBeLessThan(5_000);
    expect(JSON.stringify(entries[1]?.body)).toContain('[cut: too deep]');
    const requests = (await exported(h)).split('\n').filter((line) => line.includes('"kind":"request"'));
    expect(requests).toHaveLength(2);
  });
});

describe('credentials in the journal', () => {
  it('are redacted by default: passwords in bodies, tokens in answers and URLs, in queries and the export', async () => {
    h = await createHarness();
    const { token } = await h.login('demo', 'demo1234');
    await h.call(calls.user.casinoLoginUrl, examplesOf(calls.user.casinoLoginUrl)[0].request, { token });
    await h.call(calls.user.updateUserPassword, { oldPassword: 'demo1234', password: 'demo5678' }, { token });
    const text = JSON.stringify(h.sim.journal.query()) + (await exported(h));
    for (const secret of ['demo1234', 'newbie1234', 'demo5678', token]) expect(text).not.toContain(secret);
    expect(text).toContain(`token=${REDACTED}`);
    const [login] = h.sim.journal.query({ kind: 'request', name: calls.user.login.path });
    expect(login).toMatchObject({ body: { username: 'DEMO', password: REDACTED } });
    expect(login?.kind === 'request' && login.response).toMatchObject({
      token: REDACTED,
      data: { token: REDACTED, username: 'DEMO', isPasswordChanged: true },
    });
  });

  it('are kept when JOURNAL_REDACT is off (a private QA run that replays logins as sent)', async () => {
    h = await createHarness({ JOURNAL_REDACT: 'off' });
    await h.login('demo', 'demo1234');
    expect(await exported(h)).toContain('demo1234');
  });
});

describe('an exported journal', () => {
  it('replays with redacted logins: sessions come back by id and the events match', async () => {
    h = await createHarness({ SCENARIO: 'smoke', START_AT: 'scenario', SEED: 'replay-1' });
    const demo = await h.login('demo', 'demo1234');
    h.sim.advance(20_000);
    await h.call(calls.user.userBalance, {}, { token: demo.token });
    await h.call(calls.user.updateBetChipsModal, { status: false }, { token: demo.token });
    h.sim.advance(10_000);
    await h.call(calls.user.logout, {}, { token: demo.token });
    h.sim.advance(5_000);

    const replay = await h.app.inject({
      method: 'POST',
      url: '/__admin/journal/replay',
      headers: { 'content-type': 'application/x-ndjson' },
      payload: await exported(h),
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ requests: 4, matches: true, firstDifference: null });
    expect(replay.json().events).toBeGreaterThan(10);
  });
});
