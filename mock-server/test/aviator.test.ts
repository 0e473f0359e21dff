import { calls, events } from '@esk/contracts';
import { AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import { msToReach } from '@esk/contracts/catalog/aviator-curve';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aviatorDriver, betIdOf } from './aviator-helpers';
import { casinoHarness, client, expectMoney, recordOutbox, today } from './casino-helpers';
import type { Harness } from './harness';

const aviator = calls.aviator;
const HASH = 'ab'.repeat(32);

let h: Harness;
beforeEach(async () => {
  h = await casinoHarness();
});
afterEach(async () => {
  await h.close();
});

const { open, takeOff, crash, place, cashOut, area } = aviatorDriver(() => h, HASH);
const betId = betIdOf;

describe('aviator rounds', () => {
  it('loses every open bet on a crash at 1.00', async () => {
    const a = await client(h, 1000);
    const b = await client(h, 1000);
    open('AV-1');
    const first = await place(a.token, 'AV-1', 100);
    expect(first.read.ok).toBe(true);
    expect(first.raw).toMatchObject({ message: 'Aviator Bet Place Succesfull' });
    await place(a.token, 'AV-1', 50);
    await place(b.token, 'AV-1', 200);
    expectMoney(h, a.userId, { balance: 1000, exposure: -150 });
    h.sim.advance(5000);
    takeOff('AV-1', 1);
    const refused = await cashOut(a.token, 'AV-1', betId(first));
    expect(refused.raw).toMatchObject({ error: true, message: 'Round crashed: the bet is lost' });
    crash('AV-1', 1);
    expectMoney(h, a.userId, { balance: 850, exposure: 0 });
    expectMoney(h, b.userId, { balance: 800, exposure: 0 });
    const rows = h.sim.exchange.funds.entries(a.userId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      amount: -15000,
      statementFor: 'diamondCasino',
      remark: 'Aviator / Round AV-1 / Crashed 1.00x',
    });
    expect(rows[1]?.ledger).toMatchObject({
      ledgerType: 'diamondCasino',
      eventId: '303031',
      eventName: 'Aviator',
    });
  });

  it('pays amount x 1.0 on a cash-out at 2.00 and rejects a cash-out after the crash', async () => {
    const user = await client(h, 1000);
    open('AV-2');
    const early = await place(user.token, 'AV-2', 100);
    const late = await place(user.token, 'AV-2', 300);
    expect((await cashOut(user.token, 'AV-2', betId(early))).raw).toMatchObject({
      error: true,
      message: 'The round has not started',
    });
    h.sim.advance(5000);
    takeOff('AV-2', 3);
    h.sim.advance(msToReach(2));
    const paid = await cashOut(user.token, 'AV-2', betId(early));
    expect(paid.read.ok).toBe(true);
    expect(paid.raw.data).toEqual({ curentMultiplier: 2, finalProfit: 100 });
    expectMoney(h, user.userId, { balance: 1100, exposure: -300 });
    expect((await cashOut(user.token, 'AV-2', betId(early))).raw).toMatchObject({
      message: 'Bet is already cashed out',
    });

    h.sim.advance(msToReach(3) - msToReach(2));
    // The plane is at its crash point: the server refuses even before the crash action lands.
    expect((await cashOut(user.token, 'AV-2', betId(late))).raw).toMatchObject({
      message: 'Round crashed: the bet is lost',
    });
    crash('AV-2', 3);
    const after = await cashOut(user.token, 'AV-2', betId(late));
    expect(after.raw).toMatchObject({ error: true, message: 'Round crashed: the bet is lost' });
    expectMoney(h, user.userId, { balance: 800, exposure: 0 });

    const list = await h.call(
      calls.casino.diamondBetsList,
      { eventId: AVIATOR_EVENT_ID, fromDate: today(h), toDate: today(h), isDeclare: true },
      { token: user.token },
    );
    expect(list.read.ok).toBe(true);
    expect(list.raw.data).toMatchObject({
      casinoBetData: [
        { _id: betId(late), amount: 300, profit: 0, loss: 300, userInfo: { username: expect.any(String) } },
        { _id: betId(early), amount: 100, profit: 100, loss: 0 },
      ],
    });
    const ledger = await h.call(
      calls.user.userLedger,
      { downlineUserId: user.userId },
      { token: user.token },
    );
    expect(ledger.raw.data).toMatchObject({
      ledgerData: [{ eventName: 'Aviator', amount: -200, eventId: '303031' }],
    });
  });

  it('takes bets only in the open window of the shown round, within the stake limits', async () => {
    const user = await client(h, 20000);
    open('AV-3', 4000);
    expect((await place(user.token, 'AV-0', 100)).raw).toMatchObject({
      message: 'Round AV-0 is not open for bets',
    });
    expect((await place(user.token, 'AV-3', 5)).raw).toMatchObject({ message: 'min bet amount 10' });
    expect((await place(user.token, 'AV-3', 10001)).raw).toMatchObject({ message: 'max bet amount 10000' });
    h.sim.advance(4000);
    expect((await place(user.token, 'AV-3', 100)).raw).toMatchObject({
      message: 'Betting is closed for this round',
    });
    area().settings.betStatus = false;
    expect((await place(user.token, 'AV-3', 100)).raw).toMatchObject({
      message: 'Your Bet is Closed Please Connect With Upline',
    });
    expectMoney(h, user.userId, { balance: 20000, exposure: 0 });
    const poor = await client(h, 50);
    area().settings.betStatus = true;
    takeOff('AV-3', 2);
    crash('AV-3', 2);
    h.sim.trigger({ type: 'aviator.closeRound', roundId: 'AV-3' });
    open('AV-4');
    expect((await place(poor.token, 'AV-4', 40)).raw).toMatchObject({ error: false });
    expect((await place(poor.token, 'AV-4', 20)).raw).toMatchObject({ message: 'Insufficient balance' });
    expect(h.sim.exchange.pendingBets(poor.userId)).toEqual([
      expect.objectContaining({ gameName: 'Aviator', debitAmount: 4000 }),
    ]);
  });

  it('pushes the live state 5 times a second while running and once a second otherwise', () => {
    const all = recordOutbox(h);
    const pushes = () => all.filter((e) => e.event === 'crashValue');
    open('AV-5', 2000);
    h.sim.advance(2000);
    const whileOpen = pushes().length;
    expect(whileOpen).toBe(3);
    takeOff('AV-5', 10);
    const before = pushes().length;
    h.sim.advance(1000);
    const running = pushes()
      .slice(before)
      .map((e) => events.aviator.crashValue.payload.parse(e.payload));
    expect(running).toHaveLength(5);
    expect(running.every((state) => state.gameStatus === 'running')).toBe(true);
    expect(running.at(-1)?.curentMultiplier).toBeGreaterThan(1);
    crash('AV-5', 10);
    const crashed = events.aviator.crashValue.payload.parse(pushes().at(-1)?.payload);
    expect(crashed).toMatchObject({
      gameStatus: 'waiting',
      crashStatus: true,
      crashValue: 10,
      curentMultiplier: 10,
    });
    const n = pushes().length;
    h.sim.advance(1000);
    expect(pushes().length - n).toBe(1);
  });

  it('answers the crash history newest first with the provably fair fields', async () => {
    for (const [n, point] of [
      [1, 1.5],
      [2, 1],
    ] as const) {
      open(`AV-H${n}`);
      takeOff(`AV-H${n}`, point);
      crash(`AV-H${n}`, point);
      h.sim.trigger({ type: 'aviator.closeRound', roundId: `AV-H${n}` });
    }
    open('AV-H3');
    const history = await h.call(aviator.getRoundIdDetails, { gameType: 'avaitor' });
    expect(history.read.ok).toBe(true);
    expect(history.raw.data).toMatchObject({
      data: [
        { roundId: 'AV-H2', creashValue: 1, serverSeedHash: HASH, serverSeed: 'seed-AV-H2' },
        { roundId: 'AV-H1', creashValue: 1.5 },
      ],
    });
    const user = await client(h, 100);
    const details = await h.call(
      calls.casino.getDiamondCasinoByEventId,
      { eventId: 303031 },
      { token: user.token },
    );
    expect(details.read.ok).toBe(true);
    expect(details.raw.data).toMatchObject({
      betStatus: true,
      minStake: 10,
      maxStake: 10000,
      shortName: 'aviator',
    });
  });

  it('answers unknown bets with 404 and wrong input with 400', async () => {
    const user = await client(h, 100);
    open('AV-6');
    expect((await cashOut(user.token, 'AV-6', 'avb-999999')).status).toBe(404);
    const other = await client(h, 100);
    const mine = await place(user.token, 'AV-6', 10);
    expect((await cashOut(other.token, 'AV-6', betId(mine))).status).toBe(404);
    expect((await cashOut(user.token, 'AV-X', betId(mine))).status).toBe(400);
    const wrongEvent = await h.call(
      aviator.avaitorGamePlace,
      { roundId: 'AV-6', amount: 10, casinoType: 'aviator', eventId: 3032 },
      { token: user.token },
    );
    expect(wrongEvent.status).toBe(400);
    const wrongType = await h.call(
      aviator.avaitorGamePlace,
      { roundId: 'AV-6', amount: 10, casinoType: 'lucky7', eventId: AVIATOR_EVENT_ID },
      { token: user.token },
    );
    expect(wrongType.status).toBe(400);
    expect(() => takeOff('AV-9', 2)).toThrow(/not the current round/);
    expectMoney(h, user.userId, { balance: 100, exposure: -10 });
  });
});
