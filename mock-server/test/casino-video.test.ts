/**
 * The live table video page (/casino-video/{shortName}): the table's round in its data block
 * for the first paint, the camera, a strict CSP that lets it reach this server's socket, and its
 * script bundled from TypeScript.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_URL: 'http://exchange.test:8080' });
});
afterAll(() => h.close());

const get = (url: string) => h.app.inject({ method: 'GET', url });

const pageData = (body: string) => {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(body);
  return JSON.parse(match?.[1] ?? 'null') as { shortName: string; family: string; round: unknown };
};

describe('the casino video page', () => {
  it("carries the table's family and its round now, and loads its stylesheet and script as files", async () => {
    const page = await get('/casino-video/dt20');
    expect(page.statusCode).toBe(200);
    const data = pageData(page.body);
    expect(data).toMatchObject({ shortName: 'dt20', family: 'dragonTiger' });
    const feed = await get('/cache/casino/dt20');
    expect(data.round).toEqual((feed.json() as { data: unknown }).data);
    expect(page.body).toContain('<link rel="stylesheet" href="/pages/casino-video.css">');
    expect(page.body).toContain('<script src="/pages/casino-video.js"></script>');
  });

  it('is found by event id too, and shows the camera asked for (else the first)', async () => {
    expect((await get('/casino-video/3035?camera=2')).body).toContain('class="video cam-2"');
    expect((await get('/casino-video/dt20?camera=9')).body).toContain('class="video cam-1"');
  });

  it("may open a websocket to this server only (its CSP's connect-src)", async () => {
    const csp = String((await get('/casino-video/dt20')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' http://exchange.test:8080 ws://exchange.test:8080;");
    expect(csp).toContain('sandbox allow-scripts');
  });

  it('names an unknown table without dealing anything', async () => {
    const page = await get('/casino-video/nope');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('No live table nope');
    expect(page.body).not.toContain('casino-video.js');
  });

  it('serves its script bundled for the browser (the room it joins, no module syntax)', async () => {
    const script = await get('/pages/casino-video.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('JoinRoom');
    expect(script.body).not.toMatch(/^\s*(import|export)\s/m);
    expect((await get('/pages/casino-video.css')).headers['content-type']).toContain('text/css');
  });
});
