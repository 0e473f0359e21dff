/**
 * Every rule that depends on a request's path holds whatever the path's spelling: percent
 * encodings (upper and lower case, double), mixed case, duplicate slashes and dot segments.
 * The requests go on the wire as written (raw-http.ts), against a mock with ADMIN_TOKEN set
 * and a built client (so its catch-all route is there too).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, newClient } from './harness';
import { listen, type RawAnswer, raw } from './raw-http';

const ADMIN_TOKEN = 'path-spellings-admin-token';

let h: Harness;
let port: number;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'esk-client-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  h = await createHarness({ HOST: '0.0.0.0', ADMIN_TOKEN, CLIENT_DIST: dist });
  port = await listen(h);
});
afterAll(() => h.close());

/** Ways to spell `/__admin/<rest>` that a router, a proxy or a browser may read as it. */
const adminSpellings = (rest: string) => [
  `/__admin/${rest}`,
  `/%5F%5Fadmin/${rest}`,
  `/%5f%5fadmin/${rest}`,
  `/_%5Fadmin/${rest}`,
  `/__%61dmin/${rest}`,
  `/%5F%5F%61%64%6D%69%6E/${rest}`,
  `/__ADMIN/${rest}`,
  `/__Admin/${rest}`,
  `//__admin/${rest}`,
  `///__admin//${rest}`,
  `/./__admin/${rest}`,
  `/x/../__admin/${rest}`,
  `/%2e/__admin/${rest}`,
  `/x/%2e%2e/__admin/${rest}`,
  `/x/%2E%2E/%5F%5Fadmin/${rest}`,
  `/%2F__admin/${rest}`,
  `/%255F%255Fadmin/${rest}`,
  `/__admin/./${rest}`,
  `/__admin/x/../${rest}`,
  `/__admin//${rest}`,
  `/__admin/${rest}/`,
  `/__admin/${rest}?x=1`,
  `/__admin/${rest}#x`,
  `/sb/any/__admin/${rest}`,
];

/** Whether an answer carries anything of the admin API (status, journal, an applied action). */
function isAdminData(answer: RawAnswer): boolean {
  if (answer.body.includes('"kind":"') || answer.body.includes('"journal":')) return true;
  try {
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    return ['scenario', 'entries', 'applied', 'scenarios', 'areas'].some((key) => key in body);
  } catch {
    return false;
  }
}

describe('the admin guard, whatever the spelling of the path', () => {
  it.each(['status', 'journal', 'journal/export', 'scenarios', 'schedule'])(
    'GET /__admin/%s answers no admin data without the token',
    async (rest) => {
      for (const path of adminSpellings(rest)) {
        const answer = await raw(port, 'GET', path);
        expect({ path, status: answer.status, admin: isAdminData(answer) }).toEqual({
          path,
          status: expect.not.toSatisfy((status: number) => status >= 200 && status < 300),
          admin: false,
        });
      }
    },
  );

  it('answers the same spelling with the token: the guard, not the router, refused it', async () => {
    const headers = { 'x-admin-token': ADMIN_TOKEN };
    for (const path of ['/%5F%5Fadmin/status', '/__%61dmin/status']) {
      const answer = await raw(port, 'GET', path, headers);
      expect(answer.status).toBe(200);
      expect(isAdminData(answer)).toBe(true);
    }
  });

  it('changes nothing on a POST of any spelling without the token', async () => {
    const client = await newClient(h, 100);
    const before = h.sim.exchange.funds.wallet(client.userId);
    const username = h.sim.exchange.accounts.byId(client.userId)?.username ?? '';
    const credit = JSON.stringify({ type: 'account.credit', username, amount: 5_000_000 });
    for (const path of adminSpellings('actions')) {
      const answer = await raw(port, 'POST', path, { 'content-type': 'application/json' }, credit);
      expect({ path, status: answer.status }).toEqual({
        path,
        status: expect.toSatisfy((s: number) => s >= 400),
      });
    }
    for (const path of adminSpellings('reset').concat(adminSpellings('clock'))) {
      await raw(
        port,
        'POST',
        path,
        { 'content-type': 'application/json' },
        '{"command":"advance","ms":60000}',
      );
    }
    expect(h.sim.exchange.funds.wallet(client.userId)).toEqual(before);
    expect(h.sim.exchange.accounts.byId(client.userId)).toBeDefined();
  });
});

describe('the mock pages keep their sandboxing CSP whatever the spelling', () => {
  it.each([
    '/%67ames/roultee',
    '/%67%61%6d%65%73/roultee',
    '/GAMES/roultee',
    '//games/roultee',
    '/x/../games/roultee',
    '/%73core/1',
    '/t%76/1',
    '/casino-%76ideo/teen20',
    '/./tv/1',
  ])('%s', async (path) => {
    const answer = await raw(port, 'GET', path);
    if (!String(answer.headers['content-type']).startsWith('text/html')) return;
    expect(String(answer.headers['content-security-policy'])).toContain('sandbox allow-scripts');
  });
});

describe('CORS, faults, drift, the journal and the client catch-all read the decoded path', () => {
  it('answers a provider API preflight of any spelling for any origin, and no admin preflight', async () => {
    const preflight = (path: string, origin: string) =>
      raw(port, 'OPTIONS', path, { origin, 'access-control-request-method': 'POST' });
    for (const path of ['/games/api/play', '/%67ames/%61pi/play', '//games/api/play']) {
      expect((await preflight(path, 'null')).headers['access-control-allow-origin']).toBe('*');
    }
    for (const path of adminSpellings('actions')) {
      expect(
        (await preflight(path, 'https://evil.example')).headers['access-control-allow-origin'],
      ).toBeUndefined();
    }
  });

  it('applies a fault and a drift on /v1/user/ to an encoded spelling of it, and journals it', async () => {
    const { token } = await newClient(h, 100);
    const balance = (path: string) =>
      raw(port, 'POST', path, { 'content-type': 'application/json', authorization: `Bearer ${token}` }, '{}');
    h.sim.trigger({
      type: 'fault.drift',
      path: '/v1/user/userBalance',
      rename: [{ field: 'data.coins', to: 'coin' }],
    });
    const drifted = JSON.parse((await balance('/v1/user/%75serBalance')).body) as { data: object };
    expect(drifted.data).toHaveProperty('coin');
    expect(drifted.data).not.toHaveProperty('coins');
    h.sim.trigger({ type: 'fault.http', path: '/v1/user/', status: 503, durationMs: 60_000 });
    for (const path of ['/v1/user/%75serBalance', '/v1/%75ser/userBalance', '/%76%31/user/userBalance']) {
      expect((await balance(path)).status).toBe(503);
    }
    h.sim.trigger({ type: 'fault.clear', path: '/v1/user/' });
    h.sim.trigger({ type: 'fault.clear' });
    const paths = h.sim.journal
      .query({ kind: 'request' })
      .map((entry) => (entry.kind === 'request' ? entry.path : ''));
    expect(paths).toContain('/%76%31/user/userBalance');
  });

  it('never journals an admin call, however spelled', async () => {
    for (const path of adminSpellings('status'))
      await raw(port, 'GET', path, { 'x-admin-token': ADMIN_TOKEN });
    const paths = h.sim.journal
      .query({ kind: 'request' })
      .map((entry) => (entry.kind === 'request' ? entry.path : ''));
    expect(paths.filter((path) => /admin/i.test(decodeURIComponent(path)))).toEqual([]);
  });

  it("answers an unknown API path of any spelling with a JSON 404, never the client's page", async () => {
    for (const path of [
      '/v1/nothing',
      '/%76%31/nothing',
      '/V1/nothing',
      '/x/../v1/nothing',
      '/cache/%2e%2e/cache/x',
    ]) {
      const answer = await raw(port, 'GET', path);
      expect({ path, status: answer.status, html: answer.body.includes('<div id="root">') }).toEqual({
        path,
        status: 404,
        html: false,
      });
    }
    expect((await raw(port, 'GET', '/main/dashboard')).body).toContain('<div id="root">');
  });
});
