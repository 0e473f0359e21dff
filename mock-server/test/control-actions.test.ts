/**
 * The actions the control room added: casino.setRoundCards (a demo deals the round it wants)
 * and fault.clear (a fault switched off before its window ends).
 */
import { calls } from '@esk/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { controlState } from '../src/control/state';
import { createHarness, type Harness } from './harness';

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('actions for the control room', () => {
  it('deals lucky7 the card asked for: the round plays out and settles with it', async () => {
    harness = await createHarness({ SCENARIO: 'casino-rounds', START_AT: 'scenario' });
    const { sim } = harness;
    const lucky7 = () => controlState(sim).tables.find((table) => table.shortName === 'lucky7');
    for (let step = 0; step < 400 && !(lucky7()?.round && lucky7()?.round?.shown === 0); step++) sim.step();
    const roundId = lucky7()?.round?.roundId;
    if (!roundId) throw new Error('no lucky7 round with hidden cards');

    const answer = await harness.call(calls.admin.trigger, {
      type: 'casino.setRoundCards',
      shortName: 'lucky7',
      roundId,
      cards: ['7SS'],
    });
    expect(answer.status).toBe(200);
    for (
      let step = 0;
      step < 400 && !lucky7()?.round?.declared && lucky7()?.round?.roundId === roundId;
      step++
    )
      sim.step();
    // A 7 is Lucky 7's tie: result code '0' (LOW and HIGH both lose), in Last Result and the result service.
    const table = sim.exchange.areas.casino.tables.find('lucky7');
    expect(table?.lastResults.find((result) => result.mid === roundId)).toEqual({
      mid: roundId,
      result: '0',
      at: sim.clock.now(),
    });
    const detail = sim.exchange.areas.casino.result(roundId);
    expect(detail).toMatchObject({ mid: roundId, win: '0' });
    expect(JSON.stringify(detail)).toContain('7SS');

    const late = await harness.call(calls.admin.trigger, {
      type: 'casino.setRoundCards',
      shortName: 'lucky7',
      roundId,
      cards: ['KHH'],
    });
    expect(late.status).toBe(400);
    expect(late.raw.message).toMatch(/already declared|already shows/);
  }, 30_000);

  it('ends a fault before its window is over', async () => {
    harness = await createHarness();
    const token = (await harness.login('demo', 'demo1234')).token;
    const balance = () => harness?.call(calls.user.userBalance, {}, { token });
    await harness.call(calls.admin.trigger, {
      type: 'fault.http',
      path: '/v1/user/',
      status: 503,
      durationMs: 60_000,
    });
    expect((await balance())?.status).toBe(503);
    expect(controlState(harness.sim).faults).toEqual([
      expect.objectContaining({ path: '/v1/user/', status: 503 }),
    ]);
    await harness.call(calls.admin.trigger, { type: 'fault.clear', path: '/v1/user/' });
    expect((await balance())?.status).toBe(200);
    expect(controlState(harness.sim).faults).toEqual([]);
  }, 30_000);
});
