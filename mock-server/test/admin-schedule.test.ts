/**
 * GET /__admin/schedule: what the script does next, per area, read from the look-ahead; it
 * moves on as the clock does, and a bad window or perArea is a 400 naming the field.
 */
import { calls } from '@esk/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function schedule(h: Harness, query = '') {
  const response = await h.app.inject({ method: 'GET', url: `/__admin/schedule${query}` });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('GET /__admin/schedule', () => {
  it('lists the next scripted actions per area, and moves on once the clock passes one', async () => {
    harness = await createHarness({ SCENARIO: 'sports-settlement', START_AT: 'scenario' });
    const { sim } = harness;
    const first = await schedule(harness, '?window=600000&perArea=2');
    expect(first.status).toBe(200);
    const read = calls.admin.schedule.response.parse(first.body);
    expect(read.now).toBe(sim.clock.now());
    expect(read.windowMs).toBe(600_000);
    expect(read.areas.map((area) => area.area)).toEqual(['sports', 'casino', 'matka', 'aviator', 'other']);
    const sports = read.areas[0];
    expect(sports?.next).toHaveLength(2);
    const [soonest, second] = sports?.next ?? [];
    if (!soonest || !second) throw new Error('no sports actions scheduled');
    expect(soonest.at).toBeGreaterThan(read.now);
    expect(second.at).toBeGreaterThanOrEqual(soonest.at);
    expect(soonest.text.length).toBeGreaterThan(0);
    // The feed's detail is not in it.
    expect(read.areas.flatMap((area) => area.next).map((item) => item.type)).not.toContain('sports.setScore');

    sim.seek(soonest.at);
    const applied = sim.journal
      .query({ kind: 'action', since: soonest.at, until: soonest.at })
      .map((entry) => (entry.kind === 'action' ? entry.action.type : ''));
    expect(applied).toContain(soonest.type);
    const after = calls.admin.schedule.response.parse(
      (await schedule(harness, '?window=600000&perArea=2')).body,
    );
    expect(after.areas[0]?.next[0]?.at).toBeGreaterThan(soonest.at);
  });

  it('answers 400 naming the field for a bad window or perArea', async () => {
    harness = await createHarness();
    for (const [query, field] of [
      ['?window=soon', 'window'],
      ['?window=10', 'window'],
      ['?window=99999999999', 'window'],
      ['?perArea=0', 'perArea'],
    ] as const) {
      const answer = await schedule(harness, query);
      expect(answer.status, query).toBe(400);
      expect(String(answer.body.message), query).toContain(field);
    }
    expect((await schedule(harness)).status).toBe(200);
  });
});
