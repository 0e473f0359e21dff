import { calls, type ResponseOf } from '@esk/contracts';
import { istDay, istDayStart } from '@esk/contracts/dates';
import { getCasinoGame } from '@esk/scenarios/games/casino/index';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { betProfit } from '../src/exchange/casino/bet-math';
import { casinoHarness, client, expectMoney, recordOutbox, today } from './casino-helpers';
import type { Harness } from './harness';

const casino = calls.casino;
const lucky7 = getCasinoGame('lucky7')!;
const CARD_K = lucky7.markets.find((m) => m.nat === 'Card K')!.sid;

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

describe('a Lucky 7 round', () => {
  it('settles HIGH, LOW and a card against the rules and keeps the money identities', async () => {
    const user = await client(h, 10000);
    const pushes = recordOutbox(h);
    start('L7-1', ['KHH']);
    const placed = await bet(user.token, { roundId: 'L7-1', sid: '2', rate: '2.00', amount: 500 });
    expect(placed.read.ok).toBe(true);
    expect(placed.raw).toMatchObject({ error: false, data: { totalCoins: 10000, exposure: -500 } });
    expect((await bet(user.token, { roundId: 'L7-1', sid: '1', rate: '1.98', amount: 300 })).read.ok).toBe(
      true,
    );
    const card = await bet(user.token, {
      roundId: 'L7-1',
      sid: CARD_K,
      rate: '12',
      amount: 100,
      betFor: 'cards',
    });
    expect(card.raw).toMatchObject({ data: { totalCoins: 10000, exposure: -900 } });
    expectMoney(h, user.userId, { balance: 10000, exposure: -900 });

    const open = await h.call(
      casino.diamondBetsList,
      { eventId: '3032', fromDate: today(h), toDate: today(h), isDeclare: false },
      { token: user.token },
    );
    expect(open.read.ok).toBe(true);
    const openRows = (open.read.ok ? open.read.value.data.casinoBetData : []) as ResponseOf<
      typeof casino.diamondBetsList
    >['data']['casinoBetData'];
    expect(openRows).toHaveLength(3);
    expect(openRows[2]).toMatchObject({
      sid: '2',
      isDeclare: false,
      profitLoss: 0,
      posArray: { '1': -500, '2': 500 },
    });
    expect(openRows[2]?.showResult).toBeNull();

    h.sim.trigger({ type: 'casino.closeBetting', shortName: 'lucky7', roundId: 'L7-1' });
    h.sim.trigger({ type: 'casino.revealCards', shortName: 'lucky7', roundId: 'L7-1', shown: 1 });
    h.sim.trigger({ type: 'casino.declare', shortName: 'lucky7', roundId: 'L7-1' });

    const outcome = lucky7.evaluate(['KHH']);
    const expected = [
      betProfit({ sid: '2', stake: 50000, rate: 2, isLay: false }, outcome),
      betProfit({ sid: '1', stake: 30000, rate: 1.98, isLay: false }, outcome),
      betProfit({ sid: CARD_K, stake: 10000, rate: 12, isLay: false }, outcome),
    ];
    expect(expected).toEqual([50000, -30000, 110000]);
    const net = expected.reduce((a, b) => a + b, 0) / 100;
    expectMoney(h, user.userId, { balance: 10000 + net, exposure: 0 });

    const done = await h.call(
      casino.diamondBetsList,
      { eventId: '3032', fromDate: today(h), toDate: today(h), isDeclare: true },
      { token: user.token },
    );
    expect(done.read.ok).toBe(true);
    const rows = done.read.ok ? done.read.value.data.casinoBetData : [];
    expect(rows.map((row) => row.profitLoss)).toEqual([1100, -300, 500]);
    expect(rows[0]).toMatchObject({ isDeclare: true, showResult: 'High Card', result: '2' });
    expect(rows[0]?.resultDetails).toMatchObject({ gtype: 'lucky7', cards: 'KHH', win: '2', mid: 'L7-1' });

    // One statement row for the round, one ledger line for the game and day.
    const entries = h.sim.exchange.funds.entries(user.userId);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      amount: 130000,
      statementFor: 'diamondCasino',
      remark: 'Lucky 7 - A / Round L7-1 / High Card',
    });
    const ledger = await h.call(
      calls.user.userLedger,
      { downlineUserId: user.userId },
      { token: user.token },
    );
    expect(ledger.read.ok).toBe(true);
    const day = istDay(h.sim.clock.now());
    expect(ledger.raw.data).toMatchObject({
      ledgerData: [{ ledgerType: 'diamondCasino', eventId: '3032', amount: 1300, date: istDayStart(day) }],
    });

    // The bettor's account sockets are told to refetch; the room got the result.
    expect(pushes).toContainEqual({
      to: 'user',
      userId: user.userId,
      event: 'fetchCasinoBetList',
      payload: { fetch: true, eventId: '3032', roundId: 'L7-1' },
    });
    const lastPush = pushes.filter((event) => event.to === 'room' && event.event === 'lucky7').at(-1);
    expect(lastPush?.payload).toMatchObject({ result: [{ mid: 'L7-1', result: '2' }] });
  });

  it('rejects a bet on a stale round, after betting closed and after the countdown, changing nothing', async () => {
    const user = await client(h, 5000);
    start('L7-A', ['3SS']);
    h.sim.trigger({ type: 'casino.closeBetting', shortName: 'lucky7', roundId: 'L7-A' });
    const closed = await bet(user.token, { roundId: 'L7-A', sid: '1', rate: '2', amount: 100 });
    expect(closed.raw).toMatchObject({ error: true, message: 'Betting is closed for this round' });
    h.sim.trigger({ type: 'casino.declare', shortName: 'lucky7', roundId: 'L7-A' });
    start('L7-B', ['4SS'], 'lucky7', 5000);
    const stale = await bet(user.token, { roundId: 'L7-A', sid: '1', rate: '2', amount: 100 });
    expect(stale.status).toBe(200);
    expect(stale.raw).toMatchObject({
      error: true,
      data: { message: 'Round L7-A is not the current round' },
    });
    h.sim.advance(5000);
    const late = await bet(user.token, { roundId: 'L7-B', sid: '1', rate: '2', amount: 100 });
    expect(late.raw).toMatchObject({ error: true, message: 'Betting is closed for this round' });
    h.sim.trigger({ type: 'casino.setTableStatus', shortName: 'lucky7', suspended: true });
    start('L7-C', ['5SS']);
    const suspended = await bet(user.token, { roundId: 'L7-C', sid: '1', rate: '2', amount: 100 });
    expect(suspended.raw).toMatchObject({ error: true, message: 'Table is suspended' });
    expectMoney(h, user.userId, { balance: 5000, exposure: 0 });
    expect(h.sim.exchange.funds.entries(user.userId)).toHaveLength(1);
  });

  it('checks rate, stake and the wallet', async () => {
    const user = await client(h, 1000);
    start('L7-R', ['QDD']);
    const ask = (body: Record<string, unknown>) => bet(user.token, { roundId: 'L7-R', sid: '2', ...body });
    expect((await ask({ rate: '2.05', amount: 100 })).raw).toMatchObject({
      error: true,
      message: 'Rate changed: HIGH Card backs at 2.00',
    });
    expect((await ask({ rate: '2', amount: 99 })).raw).toMatchObject({ message: 'min bet amount 100' });
    expect((await ask({ rate: '2', amount: 10001 })).raw).toMatchObject({
      message: 'max bet amount 10000',
    });
    expect((await ask({ rate: '2', amount: 1001 })).raw).toMatchObject({ message: 'Insufficient balance' });
    expect((await ask({ rate: '2', amount: 1000 })).raw).toMatchObject({ error: false });
    expect((await ask({ rate: '2', amount: 100 })).raw).toMatchObject({ message: 'Insufficient balance' });
    expectMoney(h, user.userId, { balance: 1000, exposure: -1000 });
  });

  it('never overspends under parallel bets and places a retried Idempotency-Key once', async () => {
    const user = await client(h, 2500);
    start('L7-P', ['9CC']);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        bet(user.token, { roundId: 'L7-P', sid: '3', rate: '1.79', amount: 1000 }),
      ),
    );
    expect(answers.filter((a) => a.raw.error === false)).toHaveLength(2);
    expectMoney(h, user.userId, { balance: 2500, exposure: -2000 });

    const other = await client(h, 5000);
    const headers = { 'Idempotency-Key': 'k-1' };
    const body = { roundId: 'L7-P', sid: '6', rate: '1.95', amount: 300 };
    const first = await bet(other.token, body, headers);
    const again = await bet(other.token, body, headers);
    expect(again.raw).toEqual(first.raw);
    expectMoney(h, other.userId, { balance: 5000, exposure: -300 });
  });

  it('settles lay bets and hedges back against lay on the same runner (teen20, fraction rates)', async () => {
    const user = await client(h, 3000);
    const teen20 = getCasinoGame('teen20')!;
    // A: K K K (trail) vs B: 2 3 5: Player A wins.
    const cards = ['KHH', '2CC', 'KSS', '3DD', 'KDD', '5HH'];
    expect(teen20.evaluate(cards).winners).toContain('1');
    start('T20-1', cards, 'teen20');
    const place = (body: Record<string, unknown>) =>
      h.call(
        casino.casinoBetPlace,
        { roundId: 'T20-1', casinoType: 'teen20', eventId: '3030', ...body },
        { token: user.token },
      );
    expect((await place({ sid: '1', rate: '0.98', amount: 1000, betFor: 'Player A' })).raw).toMatchObject({
      data: { exposure: -1000 },
    });
    expect(
      (await place({ sid: '1', rate: '1', amount: 1000, betFor: 'Player A', nat: 'Player A', isLay: true }))
        .raw,
    ).toMatchObject({ data: { exposure: -20 } });
    expect(
      (await place({ sid: '3', rate: '1', amount: 500, betFor: 'Player B', isLay: true })).raw,
    ).toMatchObject({
      // The worst settlement is B winning: -1000 (A back) + 1000 (A lay) - 500 (B lay).
      data: { exposure: -500 },
    });
    h.sim.trigger({ type: 'casino.declare', shortName: 'teen20', roundId: 'T20-1' });
    // +980 (A back) - 1000 (A lay) + 500 (B lay) = +480
    expectMoney(h, user.userId, { balance: 3480, exposure: 0 });
  });
});
