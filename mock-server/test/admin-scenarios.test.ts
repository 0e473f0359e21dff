/**
 * Loading scenarios through the admin API: a built-in one by name, or a definition (what
 * a scenario file exports; `npm run sim -- load ./qa/x.ts` sends it) validated like a
 * built-in one; never a file named over HTTP. Status says where it came from, whether the
 * clock keeps running past the end, and how full the journal is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SCENARIO: 'smoke', START_AT: 'scenario' });
});
afterAll(async () => {
  await h.close();
});

const definition = {
  name: 'friday',
  title: 'Friday',
  description: 'Sent inline.',
  defaultSeed: 'friday',
  duration: '6m',
  accounts: [{ username: 'qa1', password: 'qa1pass1', coins: 50000 }],
  aviator: { crashes: [{ crashAt: '4m', crash: 2.5 }], afterScript: 'stop', crowd: false },
};

const load = (body: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/__admin/scenarios/load',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('POST /__admin/scenarios/load', () => {
  it('plays a definition sent inline, and status says where it came from', async () => {
    const loaded = await load({
      scenario: definition,
      file: '/qa/friday.ts',
      keepRunning: true,
      seed: 'qa-1',
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toMatchObject({
      scenario: 'friday',
      source: 'file',
      file: '/qa/friday.ts',
      seed: 'qa-1',
      keepRunning: true,
      ended: false,
      journal: { capacity: 50000, evicted: { action: 0, event: 0, request: 0 } },
    });
    await h.login('qa1', 'qa1pass1');
    h.sim.advance(240_000);
    const [crash] = h.sim.journal.query({ kind: 'action', name: 'aviator.crash' });
    expect(crash).toMatchObject({ at: h.sim.engine.startedAt + 240_000, action: { crashPoint: 2.5 } });
    const inline = await load({ scenario: definition });
    expect(inline.json()).toMatchObject({ source: 'inline', file: null, keepRunning: true });
  });

  it('answers 400 naming the field for an invalid definition', async () => {
    const bad = await load({ scenario: { ...definition, accountEvents: [{ at: '1m', logout: 'qa2' }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("unknown username 'qa2'");
    expect(bad.json().message).toContain('accountEvents[0].logout');
  });

  it('refuses to read a file named over HTTP, and wants exactly one of name and scenario', async () => {
    const path = await load({ name: './qa/friday.ts' });
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toContain('npm run sim -- load ./qa/friday.ts');
    expect((await load({ name: 'smoke', scenario: definition })).statusCode).toBe(400);
    expect((await load({})).statusCode).toBe(400);
    const unknown = await load({ name: 'fridya' });
    expect(unknown.json().message).toContain("unknown scenario 'fridya': choose one of demo, smoke");
  });

  it('loads a built-in scenario by name, keeping keepRunning off unless asked', async () => {
    const smoke = await load({ name: 'smoke', keepRunning: false });
    expect(smoke.json()).toMatchObject({
      scenario: 'smoke',
      source: 'built-in',
      file: null,
      keepRunning: false,
    });
  });
});
