import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MatkaArea } from '../src/exchange/matka/area';
import { pattiDigit, sideWorstCase } from '../src/exchange/matka/bet-math';
import { sideKey } from '../src/exchange/matka/market';
import { createHarness, type Harness, newClient } from './harness';

const m = calls.matka;
const at = (local: string) => Date.parse(`${local}+05:30`);
const DAY = '2026-11-21';

let h: Harness;
let demo: { token: string; userId: string };
beforeEach(async () => {
  h = await createHarness();
  h.sim.trigger({
    type: 'matka.addMarket',
    matkaEventId: '7001',
    name: 'KALYAN',
    shortName: 'KALYAN',
    openTime: '15:45',
    closeTime: '17:45',
    priority: 2,
  });
  h.sim.trigger({
    type: 'matka.addMarket',
    matkaEventId: '7005',
    name: 'DISAWAR',
    shortName: 'DSWR',
    openTime: '23:00',
    closeTime: '04:30',
    maxStake: 5000,
    isHaroopAndarBahar: true,
    priority: 5,
  });
  h.sim.trigger({
    type: 'matka.addMarket',
    matkaEventId: '7002',
    name: 'MILAN DAY',
    shortName: 'MILAN',
    openTime: '13:00',
    closeTime: '15:00',
    priority: 2,
  });
  demo = await h.login('demo', 'demo1234');
});
afterEach(async () => {
  await h.close();
});

const area = () => h.sim.exchange.areas.matka;
const funds = () => h.sim.exchange.funds;

async function place(token: string, matkaEventId: string, bet: [string, string, string, number]) {
  const [gameType, betType, betNumber, amount] = bet;
  const res = await h.call(
    m.matkaPlaceBet,
    { matkaEventId, gameType, betType, betNumber, amount },
    { token },
  );
  expect(res.raw, JSON.stringify(bet)).toMatchObject({ error: false, message: 'Bet Successful' });
  expect(res.read.ok).toBe(true);
  return res;
}

/** balance == sum of statement rows; exposure == sum over open sides of their worst case. */
function checkIdentities(userId: string) {
  const entries = funds().entries(userId);
  expect(funds().balance(userId)).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
  const sides = new Map<
    string,
    { side: 'OPEN' | 'CLOSE'; id: string; picks: ReturnType<MatkaArea['bets']> }
  >();
  for (const bet of area().bets(userId, { fromDate: '2000-01-01', toDate: '2100-01-01' })) {
    if (bet.status !== 'open') continue;
    const key = sideKey(bet.matkaEventId, bet.day, bet.side);
    const entry = sides.get(key) ?? { side: bet.side, id: bet.matkaEventId, picks: [] };
    entry.picks.push(bet);
    sides.set(key, entry);
  }
  let expected = 0;
  for (const { side, id, picks } of sides.values()) {
    const open = area().market(id).draw?.open;
    expected += sideWorstCase(side, picks, open === undefined ? undefined : pattiDigit(open));
  }
  expect(funds().exposure(userId)).toBe(expected);
}

const OPEN_BETS: [string, string, string, number][] = [
  ['SINGLE', 'OPEN', '1', 100], // wins +850 (128 -> 1)
  ['SINGLE', 'OPEN', '2', 100], // -100
  ['SINGLE_PATTI', 'OPEN', '128', 10], // +1490
  ['DOUBLE_PATTI', 'OPEN', '550', 10], // -10
  ['TRIPLE_PATTI', 'OPEN', '777', 10], // -10
  ['ODD_EVEN', 'OPEN', 'ODD', 200], // +180
  ['ODD_EVEN', 'OPEN', 'EVEN', 100], // -100
];
const CLOSE_BETS: [string, string, string, number][] = [
  ['SINGLE', 'CLOSE', '5', 100], // +850 (357 -> 5)
  ['SINGLE_PATTI', 'CLOSE', '357', 10], // +1490
  ['DOUBLE_PATTI', 'CLOSE', '113', 20], // -20
  ['TRIPLE_PATTI', 'CLOSE', '555', 10], // -10
  ['ODD_EVEN', 'CLOSE', 'EVEN', 50], // -50
  ['JODI', 'CLOSE', '15', 10], // +940 (jodi 15)
  ['JODI', 'CLOSE', '51', 10], // -10
];

describe('a market day', () => {
  it('settles every game on both sides against hand-computed P&L', async () => {
    for (const bet of [...OPEN_BETS, ...CLOSE_BETS]) await place(demo.token, '7001', bet);
    const newbie = await newClient(h, 25000);
    await place(newbie.token, '7001', ['SINGLE', 'OPEN', '1', 10]);
    await place(newbie.token, '7001', ['SINGLE', 'OPEN', '3', 10]);

    // Worst cases by hand: OPEN returns least on an even digit but 2 (EVEN 190 of 530 staked),
    // CLOSE on an odd digit but 5 (nothing of 210 staked).
    expect(funds().marketExposure(demo.userId, `matka:7001:${DAY}:OPEN`)).toBe(-34_000);
    expect(funds().marketExposure(demo.userId, `matka:7001:${DAY}:CLOSE`)).toBe(-21_000);
    expect(h.sim.exchange.funds.wallet(demo.userId)).toEqual({ coins: 100000, exposure: -550 });
    expect(h.sim.exchange.pendingBets(demo.userId)).toHaveLength(14);
    expect(h.sim.exchange.pendingBets(demo.userId)[0]).toMatchObject({
      market: 'KALYAN / Jodi 51',
      marketType: 'matka',
      type: 'CLOSE',
      amount: 1000,
      rate: 95,
    });
    checkIdentities(demo.userId);

    h.sim.seek(at('2026-11-21T15:50:00'));
    h.sim.trigger({ type: 'matka.declare', matkaEventId: '7001', side: 'OPEN', patti: '821' });
    expect(funds().wallet(demo.userId)).toEqual({ coins: 102300, exposure: -210 });
    expect(funds().wallet(newbie.userId)).toEqual({ coins: 25075, exposure: 0 });
    expect(h.sim.exchange.pendingBets(demo.userId)).toHaveLength(7);
    checkIdentities(demo.userId);

    const midday = await h.call(m.matkaBetList, { fromDate: DAY, toDate: DAY, isDeleted: false }, demo);
    expect(midday.read.ok).toBe(true);
    const rows = midday.raw.data as Record<string, unknown>[];
    expect(rows).toHaveLength(14);
    const byNumber = (gameType: string, betNumber: string) =>
      rows.find((row) => row.gameType === gameType && row.betNumber === betNumber);
    expect(byNumber('SINGLE', '1')).toMatchObject({
      isDeclare: 1,
      result: '1',
      profitLoss: 850,
      profit: 950,
    });
    expect(byNumber('SINGLE_PATTI', '128')).toMatchObject({ isDeclare: 1, result: '128', profitLoss: 1490 });
    expect(byNumber('ODD_EVEN', 'ODD')).toMatchObject({
      result: '128',
      oddEvenResult: 'ODD',
      profitLoss: 180,
    });
    expect(byNumber('JODI', '15')).toMatchObject({ isDeclare: 0, result: null, profitLoss: 0, profit: 950 });

    h.sim.seek(at('2026-11-21T17:50:00'));
    h.sim.trigger({ type: 'matka.declare', matkaEventId: '7001', side: 'CLOSE', patti: '357' });
    expect(funds().wallet(demo.userId)).toEqual({ coins: 105490, exposure: 0 });
    expect(h.sim.exchange.pendingBets(demo.userId)).toHaveLength(0);
    checkIdentities(demo.userId);

    const after = await h.call(m.matkaBetList, { fromDate: DAY, toDate: DAY, matkaEventId: '7001' }, demo);
    const settled = after.raw.data as Record<string, unknown>[];
    expect(settled.every((row) => row.isDeclare === 1)).toBe(true);
    expect(settled.reduce((sum, row) => sum + Number(row.profitLoss), 0)).toBe(5490);
    expect(settled.find((row) => row.betNumber === '15')).toMatchObject({ result: '15', profitLoss: 940 });

    const statement = funds().entries(demo.userId).slice(1);
    expect(statement.map((e) => [e.amount, e.remark, e.statementFor])).toEqual([
      [230_000, 'KALYAN / OPEN / 128-1', 'profitLoss'],
      [319_000, 'KALYAN / CLOSE / 357-5', 'profitLoss'],
    ]);
    const ledger = await h.call(calls.user.userLedger, { downlineUserId: demo.userId }, demo);
    expect((ledger.raw.data as { ledgerData: unknown[] }).ledgerData[0]).toMatchObject({
      amount: 5490,
      ledgerType: 'matka',
      eventName: 'KALYAN',
      remark: '128-15-357',
      eventId: '7001',
    });
    const market = await h.call(m.getMatkaByMatkaEventId, { matkaEventId: '7001' }, demo);
    expect(market.raw.data).toMatchObject({ isDeclare: true });
  });

  it('settles the Harup page: Andar on the open digit, Bahar on the close digit, its jodi grid', async () => {
    await place(demo.token, '7005', ['HAROOP_ANDAR', 'HAROOP_ANDAR', '10', 100]); // digit 0: +850
    await place(demo.token, '7005', ['HAROOP_ANDAR', 'HAROOP_ANDAR', '3', 100]); // -100
    await place(demo.token, '7005', ['HAROOP_BAHAR', 'HAROOP_BAHAR', '3', 100]); // +850
    await place(demo.token, '7005', ['JODI', 'JODI', '03', 10]); // +940
    await place(demo.token, '7005', ['JODI', 'JODI', '100', 50]); // 00: -50
    h.sim.seek(at('2026-11-21T23:05:00'));
    h.sim.trigger({ type: 'matka.declare', matkaEventId: '7005', side: 'OPEN', patti: '550' });
    expect(funds().balance(demo.userId)).toBe(10_075_000);
    h.sim.seek(at('2026-11-22T04:35:00'));
    h.sim.trigger({ type: 'matka.declare', matkaEventId: '7005', side: 'CLOSE', patti: '120' });
    expect(funds().wallet(demo.userId)).toEqual({ coins: 102490, exposure: 0 });
    // The draw that closed after midnight belongs to the day it opened on.
    expect(funds().entries(demo.userId).at(-1)?.ledger?.key).toBe(`matka:7005:${DAY}`);
    expect(funds().entries(demo.userId).at(-1)?.ledger?.wonBy).toBe('550-03-120');
    // The next bet is the next day's draw.
    await place(demo.token, '7005', ['HAROOP_ANDAR', 'HAROOP_ANDAR', '1', 10]);
    expect(funds().marketExposure(demo.userId, 'matka:7005:2026-11-22:OPEN')).toBe(-1000);
    checkIdentities(demo.userId);
  });

  it('sends bets placed after the day is complete to the next day', async () => {
    h.sim.seek(at('2026-11-21T15:50:00'));
    h.sim.trigger({ type: 'matka.declare', matkaEventId: '7001', side: 'OPEN', patti: '128' });
    h.sim.seek(at('2026-11-21T17:50:00'));
    h.sim.trigger({ type: 'matka.declare', matkaEventId: '7001', side: 'CLOSE', patti: '357' });
    await place(demo.token, '7001', ['SINGLE', 'OPEN', '4', 10]);
    expect(funds().marketExposure(demo.userId, 'matka:7001:2026-11-22:OPEN')).toBe(-1000);
  });
});

describe('markets and lists', () => {
  it('lists markets by priority then open time, with wire times as HH:mm', async () => {
    const res = await h.call(m.getMatkaList, {}, demo);
    expect(res.read.ok).toBe(true);
    const rows = res.raw.data as Record<string, unknown>[];
    expect(rows.map((row) => row.matkaEventId)).toEqual(['7002', '7001', '7005']);
    const one = await h.call(m.getMatkaByMatkaEventId, { matkaEventId: '7005' }, demo);
    expect(one.read.ok).toBe(true);
    expect(one.raw.data).toMatchObject({
      name: 'DISAWAR',
      shortName: 'DSWR',
      showOpenTime: '23:00',
      showCloseTime: '04:30',
      resultTime: '04:35',
      extendedCloseDay: 1,
      isHaroopAndarBahar: true,
      minStake: 10,
      maxStake: 5000,
      betStatus: true,
      matkaStatus: true,
      openBet: true,
      closeBet: true,
      jodiBet: true,
      isDeclare: false,
    });
  });

  it('follows matka.setFlags (matkaStatus too) and matka.updateMarket in what the pages read', async () => {
    h.sim.trigger({ type: 'matka.setFlags', matkaEventId: '7001', matkaStatus: false, jodiBet: false });
    h.sim.trigger({
      type: 'matka.updateMarket',
      matkaEventId: '7001',
      shortName: 'KLN',
      openTime: '22:30',
      closeTime: '01:15',
      maxStake: 2500,
    });
    const res = await h.call(m.getMatkaByMatkaEventId, { matkaEventId: '7001' }, demo);
    expect(res.raw.data).toMatchObject({
      name: 'KALYAN',
      shortName: 'KLN',
      matkaStatus: false,
      betStatus: true,
      jodiBet: false,
      showOpenTime: '22:30',
      showCloseTime: '01:15',
      extendedCloseDay: 1,
      minStake: 10,
      maxStake: 2500,
    });
    // Listed with its status: the client shows only the active ones.
    const list = await h.call(m.getMatkaList, {}, demo);
    const row = (list.raw.data as Record<string, unknown>[]).find((r) => r.matkaEventId === '7001');
    expect(row?.matkaStatus).toBe(false);
    expect(() =>
      h.sim.trigger({ type: 'matka.updateMarket', matkaEventId: '7001', minStake: 900, maxStake: 100 }),
    ).toThrow(/minStake/);
  });

  it('answers 404 for an unknown market', async () => {
    const res = await h.call(m.getMatkaByMatkaEventId, { matkaEventId: '9999' }, demo);
    expect(res.status).toBe(404);
    expect(res.raw.message).toBe('Matka market 9999 not found');
  });

  it('filters the bet list by day range, market and game page, newest first', async () => {
    await place(demo.token, '7001', ['SINGLE', 'OPEN', '1', 10]);
    h.sim.advance(60_000);
    await place(demo.token, '7001', ['SINGLE_PATTI', 'OPEN', '128', 10]);
    h.sim.advance(60_000);
    await place(demo.token, '7002', ['SINGLE', 'CLOSE', '2', 10]);
    const list = async (body: Record<string, unknown>) => {
      const res = await h.call(m.matkaBetList, { fromDate: DAY, toDate: DAY, ...body }, demo);
      expect(res.read.ok).toBe(true);
      return (res.raw.data as Record<string, unknown>[]).map((row) => row.betNumber);
    };
    expect(await list({})).toEqual(['2', '128', '1']);
    expect(await list({ matkaEventId: '7001' })).toEqual(['128', '1']);
    expect(await list({ matkaEventId: '7001', gameType: 'singlePatti' })).toEqual(['128']);
    expect(await list({ gameType: 'SINGLE' })).toEqual(['2', '1']);
    expect(await list({ fromDate: '2026-11-20', toDate: '2026-11-20' })).toEqual([]);
    expect(await list({ isDeclare: true })).toEqual([]);
    const bad = await h.call(m.matkaBetList, { fromDate: DAY, toDate: DAY, gameType: 'sangam' }, demo);
    expect(bad.status).toBe(400);
    expect(String(bad.raw.message)).toContain('gameType');
    // Another player's bets are not listed.
    const newbie = await h.login('newbie', 'newbie1234');
    expect((await h.call(m.matkaBetList, { fromDate: DAY, toDate: DAY }, newbie)).raw.data).toEqual([]);
  });
});
