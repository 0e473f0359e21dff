import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, newClient } from './harness';

const m = calls.matka;
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
    maxStake: 50000,
  });
  demo = await h.login('demo', 'demo1234');
});
afterEach(async () => {
  await h.close();
});

const funds = () => h.sim.exchange.funds;
const bet = (gameType: string, betType: string, betNumber: string, amount: unknown = 100) => ({
  matkaEventId: '7001',
  gameType,
  betType,
  betNumber,
  amount,
});
const place = (body: Record<string, unknown>, token = demo.token, headers?: Record<string, string>) =>
  h.call(m.matkaPlaceBet, body, { token, ...(headers ? { headers } : {}) });
const flags = (values: Record<string, boolean>) =>
  h.sim.trigger({ type: 'matka.setFlags', matkaEventId: '7001', ...values });
const listed = async (body: Record<string, unknown> = {}) =>
  (await h.call(m.matkaBetList, { fromDate: DAY, toDate: DAY, ...body }, demo)).raw.data as Record<
    string,
    unknown
  >[];

/** A refusal: HTTP 200, error true, the message at the top and in data (the Harup page reads data.error). */
function expectRefused(res: Awaited<ReturnType<typeof place>>, message: string) {
  expect(res.status).toBe(200);
  expect(res.raw).toMatchObject({ error: true, message, data: { error: true, message } });
}

describe('placement gates', () => {
  it('refuses with the spec messages and changes nothing', async () => {
    const before = { ...funds().wallet(demo.userId), rows: funds().entries(demo.userId).length };
    flags({ betStatus: false });
    expectRefused(await place(bet('SINGLE', 'OPEN', '5')), 'Your Bet is Closed Please Connect With Upline');
    flags({ betStatus: true, openBet: false });
    expectRefused(await place(bet('SINGLE', 'OPEN', '5')), 'Matka Bet Timeout');
    expectRefused(await place(bet('HAROOP_ANDAR', 'HAROOP_ANDAR', '5')), 'Matka Bet Timeout');
    flags({ openBet: true, jodiBet: false });
    expectRefused(await place(bet('JODI', 'CLOSE', '15')), 'Jodi Status Closed');
    expectRefused(await place(bet('JODI', 'JODI', '15')), 'Jodi Status Closed');
    flags({ jodiBet: true, closeBet: false });
    expectRefused(await place(bet('ODD_EVEN', 'CLOSE', 'EVEN')), 'Matka Bet Timeout');
    expectRefused(await place(bet('HAROOP_BAHAR', 'HAROOP_BAHAR', '5')), 'Matka Bet Timeout');
    expectRefused(await place(bet('SINGLE', 'OPEN', '5', 5)), 'min bet amount 10');
    expectRefused(await place(bet('SINGLE', 'OPEN', '5', 50001)), 'max bet amount 50000');
    expect({ ...funds().wallet(demo.userId), rows: funds().entries(demo.userId).length }).toEqual(before);
    expect(await listed()).toEqual([]);
  });

  it('refuses a side whose result is out even while its flag is on, and jodi once the open is out', async () => {
    h.sim.trigger({ type: 'matka.declare', matkaEventId: '7001', side: 'OPEN', patti: '128' });
    expectRefused(await place(bet('SINGLE', 'OPEN', '5')), 'Matka Bet Timeout');
    expectRefused(await place(bet('JODI', 'CLOSE', '15')), 'Matka Bet Timeout');
    const close = await place(bet('SINGLE', 'CLOSE', '5'));
    expect(close.raw).toMatchObject({ error: false, data: { error: false, message: 'Bet Successful' } });
  });

  it('refuses a bet the wallet cannot cover and never overspends under parallel requests', async () => {
    const newbie = await newClient(h, 25000);
    expect((await place(bet('SINGLE', 'OPEN', '1', 20000), newbie.token)).raw.error).toBe(false);
    const before = funds().wallet(newbie.userId);
    expectRefused(await place(bet('SINGLE', 'CLOSE', '2', 10000), newbie.token), 'Insufficient balance');
    expect(funds().wallet(newbie.userId)).toEqual(before);

    const answers = await Promise.all(
      Array.from({ length: 25 }, () => place(bet('SINGLE', 'CLOSE', '7', 10000))),
    );
    expect(answers.filter((res) => res.raw.error === false)).toHaveLength(10);
    expect(answers.filter((res) => res.raw.message === 'Insufficient balance')).toHaveLength(15);
    expect(funds().wallet(demo.userId)).toEqual({ coins: 100000, exposure: -100000 });
  });

  it('places a retried Idempotency-Key once and answers with the first reply', async () => {
    const headers = { 'idempotency-key': 'matka-retry-1' };
    const first = await place(bet('SINGLE', 'OPEN', '5'), demo.token, headers);
    const second = await place(bet('SINGLE', 'OPEN', '5'), demo.token, headers);
    expect(second.raw).toEqual(first.raw);
    expect(await listed()).toHaveLength(1);
    expect(funds().exposure(demo.userId)).toBe(-10_000);
    await place(bet('SINGLE', 'OPEN', '5'), demo.token, { 'idempotency-key': 'matka-retry-2' });
    expect(await listed()).toHaveLength(2);
  });
});

describe('scenario actions', () => {
  it('refuses a close result before the open one and a second open result', () => {
    const declare = (side: 'OPEN' | 'CLOSE') =>
      h.sim.trigger({ type: 'matka.declare', matkaEventId: '7001', side, patti: '128' });
    expect(() => declare('CLOSE')).toThrow(/before its OPEN/);
    declare('OPEN');
    expect(() => declare('OPEN')).toThrow(/already declared/);
    expect(() => h.sim.trigger({ type: 'matka.setFlags', matkaEventId: '404', betStatus: false })).toThrow(
      /unknown matka market/,
    );
  });
});

describe('bad input', () => {
  it('answers 400 naming the field for numbers outside the game and impossible bet types', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [bet('SINGLE', 'OPEN', '12'), 'betNumber'],
      [bet('SINGLE_PATTI', 'OPEN', '132'), 'betNumber'],
      [bet('DOUBLE_PATTI', 'CLOSE', '123'), 'betNumber'],
      [bet('TRIPLE_PATTI', 'CLOSE', '123'), 'betNumber'],
      [bet('ODD_EVEN', 'OPEN', 'ODDS'), 'betNumber'],
      [bet('JODI', 'OPEN', '15'), 'betType'],
      [bet('HAROOP_ANDAR', 'OPEN', '1'), 'betType'],
      [bet('SANGAM', 'OPEN', '1'), 'gameType'],
      [bet('SINGLE', 'OPEN', '1', 'abc'), 'amount'],
      [bet('SINGLE', 'OPEN', '1', 0), 'amount'],
      [bet('SINGLE', 'OPEN', '1', 10.555), 'amount'],
      [{ gameType: 'SINGLE', betType: 'OPEN', betNumber: '1', amount: 10 }, 'matkaEventId'],
    ];
    for (const [body, field] of cases) {
      const res = await place(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.raw.message), JSON.stringify(body)).toContain(field);
    }
    expect(await listed()).toEqual([]);
  });

  it('answers 404 for an unknown market and takes the amount as text (Odd-Even page)', async () => {
    const res = await place({ ...bet('SINGLE', 'OPEN', '1'), matkaEventId: '9999' });
    expect(res.status).toBe(404);
    const text = await place(bet('ODD_EVEN', 'CLOSE', 'EVEN', '250'));
    expect(text.raw.error).toBe(false);
    expect((await listed())[0]).toMatchObject({ amount: 250, profit: 475, betType: 'CLOSE' });
  });
});

describe('cancel', () => {
  const cancel = (betId: string, token = demo.token) => h.call(m.matkaBetCancel, { betId }, { token });
  const betIdOf = (res: Awaited<ReturnType<typeof place>>) => (res.raw.data as { betId: string }).betId;

  it("cancels the owner's open bet, releases its exposure and lists it as deleted", async () => {
    const keep = await place(bet('SINGLE', 'OPEN', '1', 100));
    const drop = await place(bet('SINGLE', 'OPEN', '2', 300));
    expect(funds().exposure(demo.userId)).toBe(-40_000);
    const res = await cancel(betIdOf(drop));
    expect(res.read.ok).toBe(true);
    expect(res.raw).toMatchObject({
      error: false,
      message: 'Bet canceled successfully',
      data: { betId: betIdOf(drop), isDeleted: true },
    });
    expect(funds().exposure(demo.userId)).toBe(-10_000);
    expect(funds().entries(demo.userId)).toHaveLength(1);
    expect((await listed({ isDeleted: false })).map((row) => row._id)).toEqual([betIdOf(keep)]);
    expect(await listed({ isDeleted: true })).toMatchObject([{ _id: betIdOf(drop), isDeleted: true }]);
    expect((await cancel(betIdOf(drop))).raw).toMatchObject({
      error: true,
      message: 'Bet is already canceled',
    });
    // A cancelled bet does not settle.
    h.sim.trigger({ type: 'matka.declare', matkaEventId: '7001', side: 'OPEN', patti: '200' });
    expect(funds().balance(demo.userId)).toBe(100_000_00 - 10_000);
    expect((await listed({ isDeleted: true }))[0]).toMatchObject({ isDeclare: 0, profitLoss: 0 });
  });

  it("refuses another player's bet, a closed side and a declared bet", async () => {
    const open = betIdOf(await place(bet('SINGLE', 'OPEN', '1')));
    const close = betIdOf(await place(bet('SINGLE', 'CLOSE', '1')));
    const other = await newClient(h, 1000);
    expect((await cancel(open, other.token)).status).toBe(404);
    expect((await cancel('mbet-999999')).status).toBe(404);
    expect((await cancel('')).status).toBe(400);
    flags({ closeBet: false });
    expect((await cancel(close)).raw).toMatchObject({ error: true, message: 'Matka Bet Timeout' });
    h.sim.trigger({ type: 'matka.declare', matkaEventId: '7001', side: 'OPEN', patti: '128' });
    expect((await cancel(open)).raw).toMatchObject({ error: true, message: 'Bet is already declared' });
    expect(funds().exposure(demo.userId)).toBe(-10_000);
  });
});
