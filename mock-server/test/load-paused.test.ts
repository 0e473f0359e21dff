/**
 * `paused` on load and reset: the clock waits at the start for the first command, so no wall time
 * (a busy CI machine's) moves it between the load and a test's first step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

let built: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const config = loadConfig({ SCENARIO: 'smoke', START_AT: 'scenario', LOG_LEVEL: 'silent', SPEED: '1000' });
  built = await buildApp(config, { realtime: true, logger: false });
  await built.app.ready();
});
afterAll(async () => {
  await built.app.close();
});

const post = async (url: string, body: unknown) =>
  (
    await built.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
  ).json() as { running: boolean; now: number; startedAt: number };

const status = async () =>
  (await built.app.inject({ method: 'GET', url: '/__admin/status' })).json() as {
    running: boolean;
    now: number;
  };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a paused start', () => {
  it('load paused: the clock stays at the start until it is moved', async () => {
    const loaded = await post('/__admin/scenarios/load', { name: 'smoke', paused: true });
    expect(loaded.running).toBe(false);
    expect(loaded.now).toBe(loaded.startedAt);
    await pause(50);
    expect((await status()).now).toBe(loaded.startedAt);
  });

  it('load without paused runs at once (speed 1000: 50 ms of wall time moves it on)', async () => {
    const loaded = await post('/__admin/scenarios/load', { name: 'smoke' });
    expect(loaded.running).toBe(true);
    await pause(120);
    expect((await status()).now).toBeGreaterThan(loaded.startedAt);
  });

  it('reset paused starts the same scenario again, paused', async () => {
    const reset = await post('/__admin/reset', { paused: true });
    expect(reset.running).toBe(false);
    expect(reset.now).toBe(reset.startedAt);
  });
});
