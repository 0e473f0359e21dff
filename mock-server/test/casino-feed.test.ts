import { calls } from '@esk/contracts';
import { getCasinoGame } from '@esk/scenarios/games/casino/index';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { casinoHarness, client, expectMoney, today } from './casino-helpers';
import { createHarness, type Harness } from './harness';

const casino = calls.casino;
const lucky7 = getCasinoGame('lucky7')!;

let h: Harness;
beforeEach(async () => {
  h = await casinoHarness();
});
afterEach(async () => {
  await h.close();
});

const start = (roundId: string, cards: string[], shortName = 'lucky7', bettingMs = 15_000) =>
  h.sim.trigger({ type: 'casino.startRound', shortName, roundId, cards, bettingMs });

const bet = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  h.call(
    casino.casinoBetPlace,
    { casinoType: 'lucky7', eventId: '3032', betFor: 'lowHigh', ...body },
    { token, ...(headers ? { headers } : {}) },
  );

describe('feed, details, results and reports', () => {
  it('serves the table details, the cache and the result of a declared round', async () => {
    const user = await client(h, 1000);
    const details = await h.call(
      casino.getDiamondCasinoByEventId,
      { eventId: '3032' },
      { token: user.token },
    );
    expect(details.read.ok).toBe(true);
    expect(details.raw.data).toMatchObject({
      shortName: 'lucky7',
      fetchData: 'socket',
      minStake: 100,
      maxStake: 10000,
      betStatus: true,
      setting: { oddsDifference: 0 },
    });
    const data = details.raw.data as { socketURL: string; cacheURL: string; videoUrl1: string };
    expect(data.cacheURL).toBe(`${data.socketURL}/cache/casino/lucky7`);
    expect((await h.app.inject({ url: new URL(data.videoUrl1).pathname })).statusCode).toBe(200);

    const idle = await h.call(casino.casinoCache, {}, { params: { shortName: 'dt20' } });
    expect(idle.read.ok).toBe(true);
    start('L7-X', ['7HH']);
    const live = await h.call(casino.casinoCache, {}, { params: { shortName: 'lucky7' } });
    expect(live.read.ok && live.read.value.data.t1[0]?.mid).toBe('L7-X');
    expect(live.read.ok && live.read.value.data.t1[0]?.C1).toBe('1');
    expect((await h.call(casino.allCasinoResult, { roundId: 'L7-X' })).raw).toEqual({ data: { data: [] } });
    h.sim.trigger({ type: 'casino.declare', shortName: 'lucky7', roundId: 'L7-X' });
    const result = await h.call(casino.allCasinoResult, { roundId: 'L7-X' });
    expect(result.read.ok).toBe(true);
    expect(result.raw).toEqual({
      data: {
        data: [
          {
            mid: 'L7-X',
            gtype: 'lucky7',
            cards: '7HH',
            desc: lucky7.evaluate(['7HH']).desc,
            win: '0',
            sid: '0',
          },
        ],
      },
    });
    const after = await h.call(casino.casinoCache, {}, { params: { shortName: 'lucky7' } });
    expect(after.read.ok && after.read.value.result[0]).toEqual({ mid: 'L7-X', result: '0' });
  });

  it("keeps 'Last Result' to today's rounds: after midnight (+05:30) yesterday's are gone", async () => {
    await h.close();
    h = await createHarness({ START_AT: '2026-11-21T23:58:00+05:30' });
    start('L7-Y', ['7HH']);
    h.sim.trigger({ type: 'casino.declare', shortName: 'lucky7', roundId: 'L7-Y' });
    const results = async () => {
      const feed = await h.call(casino.casinoCache, {}, { params: { shortName: 'lucky7' } });
      return feed.read.ok ? feed.read.value.result.map((entry) => entry.mid) : undefined;
    };
    expect(await results()).toEqual(['L7-Y']);
    // Three minutes on it is 00:01 the next day.
    h.sim.advance(3 * 60_000);
    expect(await results()).toEqual([]);
    start('L7-Z', ['KHH']);
    h.sim.trigger({ type: 'casino.declare', shortName: 'lucky7', roundId: 'L7-Z' });
    expect(await results()).toEqual(['L7-Z']);
  });

  it('derives the casino reports from the statement', async () => {
    const user = await client(h, 2000);
    start('L7-Y', ['2HH']);
    await bet(user.token, { roundId: 'L7-Y', sid: '2', rate: '2', amount: 400 });
    h.sim.trigger({ type: 'casino.declare', shortName: 'lucky7', roundId: 'L7-Y' });
    const range = { eventId: '3032', fromDate: today(h), toDate: today(h) };
    const report = await h.call(
      calls.reports.casinoTransactionReport,
      { ...range, casinoType: 'diamondCasino' },
      { token: user.token },
    );
    expect(report.read.ok).toBe(true);
    expect(report.raw.data).toEqual([
      { amount: -400, totalComm: 0, totalAmount: -400, clientSessionComm: 0 },
    ]);
    const byUser = await h.call(casino.diamondCasinoReportByUser, range, { token: user.token });
    expect(byUser.read.ok).toBe(true);
    expect(byUser.raw.data).toEqual([{ clientProfitLoss: -400, clientComm: 0 }]);
    const other = await h.call(
      calls.reports.casinoTransactionReport,
      { ...range, eventId: '3030', casinoType: 'diamondCasino' },
      { token: user.token },
    );
    expect(other.raw.data).toEqual([{ amount: 0, totalComm: 0, totalAmount: 0, clientSessionComm: 0 }]);
    const report2 = await h.call(
      casino.diamondBetsList,
      { ...range, isDeleted: false },
      { token: user.token },
    );
    expect(report2.read.ok).toBe(true);
    expect(report2.raw.data).toMatchObject({ totalCasinoCount: 1 });
  });

  it('lists open casino bets as pending bets', async () => {
    const user = await client(h, 2000);
    start('L7-Z', ['2HH']);
    await bet(user.token, { roundId: 'L7-Z', sid: '5', rate: '1.95', amount: 200, betFor: 'color' });
    expect(h.sim.exchange.pendingBets(user.userId)).toEqual([
      expect.objectContaining({ gameName: 'Lucky 7 - A', marketType: 'diamondCasino', debitAmount: 20000 }),
    ]);
  });
});

describe('bad input', () => {
  it('answers unknown games, sids and rounds with 404 and wrong types with 400', async () => {
    const user = await client(h, 1000);
    start('L7-E', ['2HH']);
    const unknownGame = await h.call(
      casino.getDiamondCasinoByEventId,
      { eventId: '9999' },
      { token: user.token },
    );
    expect(unknownGame.status).toBe(404);
    expect(String(unknownGame.raw.message)).toContain('9999');
    const unknownSid = await bet(user.token, { roundId: 'L7-E', sid: '99', rate: '2', amount: 100 });
    expect(unknownSid.status).toBe(404);
    const notNumber = await bet(user.token, { roundId: 'L7-E', sid: '1', rate: '2', amount: 'lots' });
    expect(notNumber.status).toBe(400);
    expect(String(notNumber.raw.message)).toContain('amount');
    const wrongTable = await bet(user.token, {
      roundId: 'L7-E',
      sid: '1',
      rate: '2',
      amount: 100,
      casinoType: 'dt20',
    });
    expect(wrongTable.status).toBe(400);
    expect((await h.call(casino.allCasinoResult, { roundId: 'nope' })).status).toBe(404);
    expect((await h.call(casino.casinoCache, {}, { params: { shortName: 'nope' } })).status).toBe(404);
    const badDate = await h.call(
      casino.diamondBetsList,
      { eventId: '3032', fromDate: '21-11-2026', toDate: today(h) },
      { token: user.token },
    );
    expect(badDate.status).toBe(400);
    expectMoney(h, user.userId, { balance: 1000, exposure: 0 });
  });

  it('refuses the scenario actions that break a round', () => {
    start('L7-S', ['2HH']);
    expect(() => h.sim.trigger({ type: 'casino.declare', shortName: 'lucky7', roundId: 'other' })).toThrow(
      /not the current round/,
    );
    expect(() => start('L7-T', ['2HH', '3HH'])).toThrow(/expected 1 cards/);
    expect(() => h.sim.trigger({ type: 'casino.closeBetting', shortName: 'nope', roundId: 'x' })).toThrow(
      /no casino table/,
    );
  });
});
