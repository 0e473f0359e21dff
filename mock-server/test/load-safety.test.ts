/**
 * A load that cannot be built changes nothing: the new run is built aside first and swapped in
 * only once built, so a refused name (prototype keys included), a bad start or a definition
 * that does not validate leaves the running scenario playing, its users signed in, its journal
 * as it was, and later resets working. Each refusal is a 400 naming the field.
 */
import { calls } from '@esk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SCENARIO: 'smoke', START_AT: 'scenario', SEED: 'qa-1' });
});
afterAll(() => h.close());

const post = (url: string, body: unknown) =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** What a refused load must leave as it was. */
const world = () => ({
  scenario: h.sim.scenarioName,
  seed: h.sim.engine.seed,
  now: h.sim.clock.now(),
  journal: h.sim.journal.stats(),
  lastSeq: h.sim.journal.query({ limit: 1 })[0]?.seq,
});

describe('a load that cannot be built', () => {
  it.each([
    [{ name: 'constructor' }, /^name: unknown scenario 'constructor'/],
    [{ name: '__proto__' }, /^name: unknown scenario '__proto__'/],
    [{ name: 'toString' }, /^name: unknown scenario 'toString'/],
    [{ name: 'hasOwnProperty' }, /^name: unknown scenario/],
    [{ name: 'no-such-scenario' }, /^name: unknown scenario 'no-such-scenario': choose one of demo, smoke/],
    [{ name: 'smoke', startAt: 'yesterday' }, /^startAt: must be 'now', 'scenario' or a date/],
    [{ name: 'smoke', startAt: '99999999999999999999' }, /^startAt: must be/],
    [{ name: 'smoke', startAt: '2026-13-45' }, /^startAt: must be/],
    [{ name: 'smoke', startAt: '+275760-09-13T00:00:00.001Z' }, /^startAt: must be/],
    [{ scenario: { name: 'x' } }, /^scenario 'x' is not valid:[\s\S]*→ at title/],
  ])('%j is a 400 naming the field, and the running scenario plays on', async (body, message) => {
    const { token } = await h.login('demo', 'demo1234');
    h.sim.advance(5_000);
    const before = world();
    const answer = await post('/__admin/scenarios/load', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(message);
    expect(world()).toEqual(before);
    // Still the same world: the session holds, the clock moves on, a reset works.
    expect((await h.call(calls.user.userBalance, {}, { token })).status).toBe(200);
    h.sim.advance(1_000);
    expect(h.sim.clock.now()).toBe(before.now + 1_000);
    const reset = await post('/__admin/reset', {});
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ scenario: 'smoke', seed: 'qa-1' });
  });

  it('a good load afterwards swaps the world in, its journal numbered on from the old one', async () => {
    const lastSeq = world().lastSeq ?? 0;
    const answer = await post('/__admin/scenarios/load', { name: 'sandbox', seed: 's-2' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ scenario: 'sandbox', seed: 's-2' });
    const entries = h.sim.journal.query({});
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]?.seq).toBeGreaterThan(lastSeq);
    expect(entries.every((entry, i) => i === 0 || entry.seq === (entries[i - 1]?.seq ?? 0) + 1)).toBe(true);
    expect(h.sim.journal.query({ kind: 'action', name: 'account.create' }).length).toBeGreaterThan(0);
  });
});
