/**
 * What a browser relies on: every HTML page the mock renders escapes what it echoes and
 * carries a strict CSP (the client's own, or the sandboxing one of the mock's pages);
 * nosniff and a referrer policy everywhere; CORS only for configured origins; the admin
 * API open on loopback only, else behind its token.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SCRIPT = '<script>alert(1)</script>';
const get = (harness: Harness, url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers });

/** The directives of a CSP header as a map. */
const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe('the mock pages', () => {
  it.each([
    // The provider has no such game: its 'No game found' page (404) echoes the id.
    ['a provider game', `/games/${encodeURIComponent(SCRIPT)}`, 404],
    ['a casino video', `/casino-video/${encodeURIComponent(SCRIPT)}`, 200],
    ['a TV page', `/tv/${encodeURIComponent(SCRIPT)}`, 200],
    ['a score page', `/score/${encodeURIComponent(SCRIPT)}`, 200],
  ])('%s escapes what it echoes and is sandboxed by its CSP', async (_name, url, status) => {
    h = await createHarness();
    const page = await get(h, url);
    expect(page.statusCode).toBe(status);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toMatch(/<script>|style="/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('sandbox')).toEqual(['allow-scripts']);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serve their scripts and styles as files with the right types', async () => {
    h = await createHarness();
    expect((await get(h, '/pages/score.js')).headers['content-type']).toContain('text/javascript');
    expect((await get(h, '/pages/page.css')).headers['content-type']).toContain('text/css');
    expect((await get(h, '/pages/toString')).statusCode).toBe(404);
  });
});

describe('the built client', () => {
  it('is served with a strict CSP: scripts and styles from itself, frames from configured origins', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'esk-client-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    h = await createHarness({
      CLIENT_DIST: dist,
      PUBLIC_URL: 'http://exchange.test:8080',
      FRAME_ORIGINS: 'https://casino.example',
    });
    const page = await get(h, '/sports/match/1.2');
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://exchange.test:8080',
      'ws://exchange.test:8080',
      'data:',
    ]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'http://exchange.test:8080', 'https://casino.example']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('CORS', () => {
  it('answers configured origins with credentials and no others', async () => {
    h = await createHarness({ CORS_ORIGINS: 'https://client.example' });
    const allowed = await get(h, '/healthz', { origin: 'https://client.example' });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://client.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await get(h, '/healthz', { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the public URL and the client dev server by default', async () => {
    h = await createHarness({ PUBLIC_URL: 'http://127.0.0.1:8080' });
    for (const origin of ['http://127.0.0.1:8080', 'http://localhost:5173', 'http://127.0.0.1:5173']) {
      expect((await get(h, '/healthz', { origin })).headers['access-control-allow-origin']).toBe(origin);
    }
  });
});

describe('the admin API', () => {
  it('is open on a loopback host', async () => {
    h = await createHarness({ HOST: '127.0.0.1' });
    expect(h.adminToken).toBeUndefined();
    expect((await get(h, '/__admin/status')).statusCode).toBe(200);
  });

  it('needs the admin token when the server listens on another interface', async () => {
    h = await createHarness({ HOST: '0.0.0.0' });
    const token = h.adminToken ?? '';
    expect(token.length).toBeGreaterThanOrEqual(24);
    for (const url of ['/__admin/status', '/__admin/journal', '/__admin/journal/export']) {
      const refused = await get(h, url);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toContain('x-admin-token');
      expect((await get(h, url, { 'x-admin-token': 'wrong' })).statusCode).toBe(401);
      expect((await get(h, url, { 'x-admin-token': token })).statusCode).toBe(200);
    }
    // The exchange's own API is not behind the admin token.
    expect((await get(h, '/healthz')).statusCode).toBe(200);
  });

  it('uses ADMIN_TOKEN when it is given', async () => {
    h = await createHarness({ HOST: '0.0.0.0', ADMIN_TOKEN: 'a-token-from-compose-env' });
    expect(
      (await get(h, '/__admin/status', { 'x-admin-token': 'a-token-from-compose-env' })).statusCode,
    ).toBe(200);
  });
});
