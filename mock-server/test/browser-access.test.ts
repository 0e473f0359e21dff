/**
 * What a web page the QA engineer happens to browse can do to the mock on their laptop:
 * nothing. A DNS-rebinding page (its own name resolving to 127.0.0.1) is refused by the Host
 * check; a cross-site page gets no admin data and changes nothing, whether it sends a CORS
 * "simple" request (no preflight: a form, a body-less POST, text/plain) or opens a WebSocket.
 * The client, its dev server's proxy and non-browser callers (the CLI, tests) keep working.
 */
import { hostname } from 'node:os';
import { CONTROL_NAMESPACE } from '@esk/contracts/control';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';
import { listen, raw } from './raw-http';
import { firstPush } from './sockets';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const inject = (
  harness: Harness,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: string,
) => harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const JSON_TYPE = { 'content-type': 'application/json' };

describe('the Host check', () => {
  it.each(['evil.example', 'evil.example:8080', 'localhost.evil.example', '127.0.0.1.nip.io', 'exchange'])(
    'refuses Host %s on every path, with no admin data',
    async (host) => {
      h = await createHarness();
      for (const url of ['/__admin/status', '/__admin/journal', '/healthz', '/v1/user/userBalance', '/']) {
        const answer = await inject(h, 'GET', url, { host });
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 403 });
        expect(answer.json().message).toContain('ALLOWED_HOSTS');
        expect(answer.body).not.toContain('"scenario"');
      }
      const reset = await inject(h, 'POST', '/__admin/reset', { host, ...JSON_TYPE }, '{}');
      expect(reset.statusCode).toBe(403);
    },
  );

  it.each([
    'localhost',
    'localhost:8080',
    'app.localhost:8080',
    '127.0.0.1:8080',
    '127.1.2.3',
    '[::1]:8080',
    '192.168.1.20:8080',
  ])('answers loopback names and addresses: %s', async (host) => {
    h = await createHarness();
    expect((await inject(h, 'GET', '/__admin/status', { host })).statusCode).toBe(200);
  });

  it('answers HOST, PUBLIC_URL and ALLOWED_HOSTS names (".name" with its subdomains), and anything with ALLOWED_HOSTS=all', async () => {
    h = await createHarness({
      HOST: 'mock.lan',
      ADMIN_TOKEN: 'browser-access-admin-token',
      PUBLIC_URL: 'https://exchange.test',
      ALLOWED_HOSTS: 'exchange, .qa.example',
    });
    for (const host of ['mock.lan:8080', 'exchange.test', 'EXCHANGE:8080', 'qa.example', 'a.b.qa.example']) {
      expect({ host, status: (await inject(h, 'GET', '/healthz', { host })).statusCode }).toEqual({
        host,
        status: 200,
      });
    }
    for (const host of ['evilqa.example', 'qa.example.evil', 'exchange.test.evil']) {
      expect({ host, status: (await inject(h, 'GET', '/healthz', { host })).statusCode }).toEqual({
        host,
        status: 403,
      });
    }
    await h.close();
    h = await createHarness({ ALLOWED_HOSTS: 'all' });
    expect((await inject(h, 'GET', '/healthz', { host: 'anything.example' })).statusCode).toBe(200);
  });

  it("answers the machine's own name (a container or a laptop on a LAN reached by its name)", async () => {
    h = await createHarness({ HOST: '0.0.0.0' });
    expect((await inject(h, 'GET', '/healthz', { host: `${hostname()}:8080` })).statusCode).toBe(200);
  });

  it('refuses a malformed ALLOWED_HOSTS entry at start-up, naming it', async () => {
    await expect(createHarness({ ALLOWED_HOSTS: 'http://exchange:8080' })).rejects.toThrow(
      /ALLOWED_HOSTS: 'http:\/\/exchange:8080' is not a host name/,
    );
  });
});

describe('a cross-site page against the admin API', () => {
  const changed = (harness: Harness) => harness.sim.journal.stats().size;

  it.each([
    ['a foreign Origin, JSON', { origin: 'https://evil.example', ...JSON_TYPE }],
    ['Origin: null (a sandboxed page)', { origin: 'null', ...JSON_TYPE }],
    ['a foreign Origin on another port of this host', { origin: 'http://localhost:3000', ...JSON_TYPE }],
    ['Sec-Fetch-Site: cross-site without an Origin', { 'sec-fetch-site': 'cross-site', ...JSON_TYPE }],
  ])('is refused with 403 and changes nothing: %s', async (_what, headers) => {
    h = await createHarness();
    const before = changed(h);
    for (const [method, url, body] of [
      ['POST', '/__admin/reset', '{}'],
      ['POST', '/__admin/actions', '{"type":"account.credit","username":"demo","amount":5000000}'],
      ['POST', '/__admin/clock', '{"command":"advance","ms":60000}'],
    ] as const) {
      const answer = await inject(h, method, url, headers, body);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 403 });
      expect(answer.json().message).toMatch(/admin API refuses/);
    }
    for (const url of ['/__admin/status', '/__admin/journal', '/__admin/journal/export']) {
      const answer = await inject(h, 'GET', url, headers);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 403 });
      expect(answer.body).not.toContain('"kind"');
    }
    expect(changed(h)).toBe(before);
  });

  it.each([
    ['no Content-Type (a body-less fetch)', {}],
    ['text/plain (a CORS simple request)', { 'content-type': 'text/plain' }],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }],
  ])('refuses a call that changes state with 415 when it sends %s', async (_what, headers) => {
    h = await createHarness();
    const seq = h.sim.journal.stats().size;
    const answer = await inject(h, 'POST', '/__admin/reset', headers);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toMatch(/^Content-Type: .*application\/json/);
    expect(h.sim.journal.stats().size).toBe(seq);
  });

  it('answers the same origin, the CORS origins (the dev server) and callers without an Origin (the CLI)', async () => {
    h = await createHarness();
    const callers: Record<string, string>[] = [
      { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
      { origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of callers) {
      expect((await inject(h, 'GET', '/__admin/status', headers)).statusCode).toBe(200);
      expect(
        (await inject(h, 'POST', '/__admin/clock', { ...headers, ...JSON_TYPE }, '{"command":"pause"}'))
          .statusCode,
      ).toBe(200);
    }
  });

  it('answers a CORS origin’s preflight without the token (it carries none), and a foreign one’s with 403', async () => {
    h = await createHarness({ HOST: '0.0.0.0', ADMIN_TOKEN: 'browser-access-admin-token' });
    const preflight = (origin: string) =>
      h?.app.inject({
        method: 'OPTIONS',
        url: '/__admin/reset',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-admin-token',
        },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed?.statusCode).toBe(204);
    expect(allowed?.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect((await preflight('https://evil.example'))?.statusCode).toBe(403);
  });
});

describe('socket handshakes', () => {
  const attempt = (url: string, headers: Record<string, string>) =>
    new Promise<string>((resolve) => {
      const client = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: headers });
      client.once('connect', () => {
        client.close();
        resolve('connected');
      });
      client.once('connect_error', (error) => {
        client.close();
        resolve(`refused: ${error.message}`);
      });
    });

  it.each(['', CONTROL_NAMESPACE])(
    'refuse a foreign Origin or Host on namespace "%s", and accept the client’s',
    async (namespace) => {
      h = await createHarness();
      const port = await listen(h);
      const url = `http://127.0.0.1:${port}${namespace}`;
      expect(await attempt(url, { origin: 'https://evil.example' })).toMatch(/^refused/);
      expect(await attempt(url, { origin: 'null' })).toMatch(/^refused/);
      expect(
        await attempt(url, { host: `evil.example:${port}`, origin: `http://evil.example:${port}` }),
      ).toMatch(/^refused/);
      expect(await attempt(url, { origin: `http://127.0.0.1:${port}` })).toBe('connected');
      expect(await attempt(url, { origin: 'http://localhost:5173' })).toBe('connected');
      expect(await attempt(url, {})).toBe('connected');
    },
  );

  it('let the table video’s viewer socket in from its opaque origin: a table room only, never a login or the control room', async () => {
    const harness = await createHarness({ SCENARIO: 'matka-results' });
    h = harness;
    const port = await listen(harness);
    const viewer = (namespace: string, origin: string) =>
      io(`http://127.0.0.1:${port}${namespace}`, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { origin },
        query: { viewer: 'table' },
      });
    const control = viewer(CONTROL_NAMESPACE, 'null');
    expect(
      await new Promise<string>((resolve) => {
        control.once('connect', () => resolve('connected'));
        control.once('connect_error', (error) => resolve(`refused: ${error.message}`));
      }),
    ).toMatch(/^refused/);
    control.close();
    const foreign = viewer('', 'https://evil.example');
    expect(
      await new Promise<string>((resolve) => {
        foreign.once('connect', () => resolve('connected'));
        foreign.once('connect_error', () => resolve('refused'));
      }),
    ).toBe('refused');
    foreign.close();

    const socket = viewer('', 'null');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const { token, userId } = await harness.login('demo', 'demo1234');
    const heard: string[] = [];
    socket.onAny((event: string) => heard.push(event));
    socket.emit('login', { userId, token, domain: 'localhost' });
    socket.emit('JoinRoom', 'lucky7');
    await new Promise((resolve) => setTimeout(resolve, 100));
    harness.sim.trigger({
      type: 'casino.startRound',
      shortName: 'lucky7',
      roundId: 'V-1',
      cards: ['9HH'],
      bettingMs: 60_000,
    });
    await firstPush(heard, () => harness.sim.advance(1000));
    expect(heard).toContain('lucky7');
    expect(heard).not.toContain('userLoggedIn');
    socket.close();
  });

  it('answer a foreign polling handshake with no session id', async () => {
    h = await createHarness();
    const port = await listen(h);
    const answer = await raw(port, 'GET', '/socket.io/?EIO=4&transport=polling', {
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('"sid"');
  });
});
