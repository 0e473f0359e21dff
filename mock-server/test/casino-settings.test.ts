/**
 * Table settings from scenario actions (casino.settings): what the casino details carry
 * (oddsDifference, betStatus + errorMessage, fetchData, min/max stake, video type), what the
 * feed's rows say about the limits, and what the bet book enforces.
 */
import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { casinoHarness, client, expectMoney } from './casino-helpers';
import type { Harness } from './harness';

const casino = calls.casino;

let h: Harness;
beforeEach(async () => {
  h = await casinoHarness();
});
afterEach(async () => {
  await h.close();
});

const start = (roundId: string, cards: string[], shortName = 'dt20') =>
  h.sim.trigger({ type: 'casino.startRound', shortName, roundId, cards, bettingMs: 15_000 });

const bet = (token: string, body: Record<string, unknown>) =>
  h.call(
    casino.casinoBetPlace,
    { casinoType: 'dt20', eventId: '3035', betFor: 'dragonTiger', sid: '1', ...body },
    { token },
  );

const details = async (token: string, eventId = '3035') =>
  (await h.call(casino.getDiamondCasinoByEventId, { eventId }, { token })).raw.data as Record<
    string,
    unknown
  >;

describe('casino.settings', () => {
  it('changes what the table details carry, one table only', async () => {
    const user = await client(h, 1000);
    h.sim.trigger({
      type: 'casino.settings',
      shortName: 'dt20',
      oddsDifference: 0.02,
      fetchData: 'cache',
      minStake: 200,
      maxStake: 5000,
      videoUrlType: '2',
    });
    const dt20 = await details(user.token);
    expect(dt20).toMatchObject({
      fetchData: 'cache',
      minStake: 200,
      maxStake: 5000,
      videoUrlType: '2',
      betStatus: true,
      setting: { oddsDifference: 0.02 },
    });
    expect(String(dt20.videoUrl2)).toMatch(/\/casino-video\/dt20\?camera=2$/);
    expect(await details(user.token, '3059')).toMatchObject({
      fetchData: 'socket',
      minStake: 100,
      maxStake: 10000,
      setting: { oddsDifference: 0 },
    });
  });

  it('puts the table limits on the feed rows', async () => {
    h.sim.trigger({ type: 'casino.settings', shortName: 'dt20', minStake: 500, maxStake: 2500 });
    start('DT-L', ['KHH', '2SS']);
    const feed = await h.call(casino.casinoCache, {}, { params: { shortName: 'dt20' } });
    expect(feed.read.ok).toBe(true);
    if (!feed.read.ok) return;
    expect(feed.read.value.data.t1[0]).toMatchObject({ min: 500, max: 2500 });
    expect(feed.read.value.data.t2.every((row) => row.min === 500 && row.max === 2500)).toBe(true);
  });

  it('refuses every bet with errorMessage while betStatus is false, and takes them again after', async () => {
    const user = await client(h, 1000);
    start('DT-S', ['KHH', '2SS']);
    h.sim.trigger({
      type: 'casino.settings',
      shortName: 'dt20',
      betStatus: false,
      errorMessage: 'Dealer change, back in a minute',
    });
    expect(await details(user.token)).toMatchObject({
      betStatus: false,
      setting: { errorMessage: 'Dealer change, back in a minute' },
    });
    const refused = await bet(user.token, { roundId: 'DT-S', rate: '2', amount: 100 });
    expect(refused.status).toBe(200);
    expect(refused.raw).toMatchObject({ error: true, message: 'Dealer change, back in a minute' });
    expectMoney(h, user.userId, { balance: 1000, exposure: 0 });

    h.sim.trigger({ type: 'casino.settings', shortName: 'dt20', betStatus: true });
    expect((await bet(user.token, { roundId: 'DT-S', rate: '2', amount: 100 })).raw).toMatchObject({
      error: false,
    });
    expectMoney(h, user.userId, { balance: 1000, exposure: -100 });
  });

  it('enforces the table stake limits and takes a rate lowered by the oddsDifference', async () => {
    const user = await client(h, 10000);
    h.sim.trigger({
      type: 'casino.settings',
      shortName: 'dt20',
      minStake: 200,
      maxStake: 1000,
      oddsDifference: 0.02,
    });
    start('DT-M', ['KHH', '2SS']);
    expect((await bet(user.token, { roundId: 'DT-M', rate: '1.98', amount: 199 })).raw).toMatchObject({
      error: true,
      message: 'min bet amount 200',
    });
    expect((await bet(user.token, { roundId: 'DT-M', rate: '1.98', amount: 1001 })).raw).toMatchObject({
      error: true,
      message: 'max bet amount 1000',
    });
    expect((await bet(user.token, { roundId: 'DT-M', rate: '1.98', amount: 1000 })).raw).toMatchObject({
      error: false,
    });
    h.sim.trigger({ type: 'casino.closeBetting', shortName: 'dt20', roundId: 'DT-M' });
    h.sim.trigger({ type: 'casino.declare', shortName: 'dt20', roundId: 'DT-M' });
    // Dragon K beats Tiger 2: 1000 at 1.98 wins 980.
    expectMoney(h, user.userId, { balance: 10980, exposure: 0 });
  });

  it('refuses a bad settings action with a message naming the field', () => {
    expect(() =>
      h.sim.trigger({ type: 'casino.settings', shortName: 'dt20', minStake: 900, maxStake: 100 }),
    ).toThrow(/minStake/);
    expect(() => h.sim.trigger({ type: 'casino.settings', shortName: 'dt20', fetchData: 'poll' })).toThrow(
      /fetchData/,
    );
    h.sim.trigger({ type: 'casino.settings', shortName: 'dt20', maxStake: 150 });
    expect(() => h.sim.trigger({ type: 'casino.settings', shortName: 'dt20', minStake: 200 })).toThrow(
      /minStake 200 is above maxStake 150/,
    );
  });
});
