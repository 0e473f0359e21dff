/**
 * Money at every boundary is finite, bounded and never negative unless a scenario says
 * so: admin/scenario credits and debits, the ledger itself, and every stake and rate a
 * client sends.
 */
import { calls, MAX_COINS } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, newClient } from './harness';

let h: Harness;

/** Sends an admin action as text, so numbers JSON cannot hold (1e400) arrive as they would. */
const trigger = (json: string) =>
  h.app.inject({
    method: 'POST',
    url: '/__admin/actions',
    headers: { 'content-type': 'application/json' },
    payload: json,
  });

const demoId = () => h.sim.exchange.accounts.byUsername('demo')?.userId ?? '';
const wallet = () => h.sim.exchange.funds.wallet(demoId());
const rows = () => h.sim.exchange.funds.entries(demoId()).length;

describe('account.credit', () => {
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  it('refuses a withdrawal larger than the wallet can cover, and leaves the wallet as it was', async () => {
    const before = { wallet: wallet(), rows: rows() };
    const res = await trigger('{"type":"account.credit","username":"demo","amount":-100001}');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Insufficient balance: 100001 asked, 100000 available/);
    expect({ wallet: wallet(), rows: rows() }).toEqual(before);
  });

  it('counts open exposure as spent', async () => {
    const client = await newClient(h, 1000);
    h.sim.trigger({
      type: 'casino.startRound',
      shortName: 'lucky7',
      roundId: 'R1',
      cards: ['KHH'],
      bettingMs: 60_000,
    });
    await h.call(
      calls.casino.casinoBetPlace,
      {
        casinoType: 'lucky7',
        eventId: '3032',
        betFor: 'lowHigh',
        roundId: 'R1',
        sid: '1',
        rate: '2',
        amount: 1000,
      },
      { token: client.token },
    );
    const user = h.sim.exchange.accounts.byId(client.userId)?.username ?? '';
    const res = await trigger(JSON.stringify({ type: 'account.credit', username: user, amount: -1 }));
    expect(res.statusCode).toBe(400);
    expect(h.sim.exchange.funds.wallet(client.userId)).toEqual({ coins: 1000, exposure: -1000 });
  });

  it('takes the wallet below zero only when the action says allowNegative', async () => {
    const res = await trigger(
      '{"type":"account.credit","username":"demo","amount":-100500,"allowNegative":true,"remark":"debt"}',
    );
    expect(res.statusCode).toBe(200);
    expect(wallet()).toEqual({ coins: -500, exposure: 0 });
  });

  it.each([
    ['1e306', 'amount: must be at most'],
    ['1e400', 'amount'],
    [String(MAX_COINS + 1), 'amount: must be at most'],
  ])('refuses an amount of %s naming the field', async (amount, message) => {
    const res = await trigger(`{"type":"account.credit","username":"demo","amount":${amount}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(wallet().coins).toBe(100_000);
  });

  it('never lets two credits take a balance past the limit, so coins stay a finite number', async () => {
    expect(
      (await trigger(`{"type":"account.credit","username":"demo","amount":${MAX_COINS}}`)).statusCode,
    ).toBe(400);
    expect(
      (await trigger(`{"type":"account.credit","username":"demo","amount":${MAX_COINS - 100_000}}`))
        .statusCode,
    ).toBe(200);
    expect((await trigger('{"type":"account.credit","username":"demo","amount":1}')).statusCode).toBe(400);
    const { token } = await h.login('demo', 'demo1234');
    const balance = await h.call(calls.user.userBalance, {}, { token });
    expect(balance.raw).toMatchObject({ data: { coins: MAX_COINS, exposure: 0 } });
  });
});

describe('aviator scenario actions', () => {
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  it.each([
    ['settings maxStake', '{"type":"aviator.settings","maxStake":1e306}', 'maxStake'],
    ['settings minStake', '{"type":"aviator.settings","minStake":-5}', 'minStake'],
    [
      'crowd bet amount',
      '{"type":"aviator.crowd","roundId":"R1","bets":[{"player":"asha","amount":1e400,"afterMs":0,"cashOutAt":2}]}',
      'amount',
    ],
  ])('refuses a %s out of bounds, naming the field', async (_what, action, field) => {
    const res = await trigger(action);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});

describe('stakes and rates a client sends', () => {
  let token: string;
  beforeAll(async () => {
    h = await createHarness();
    token = (await h.login('demo', 'demo1234')).token;
  });
  afterAll(async () => {
    await h.close();
  });

  const placements = [
    calls.sports.oddBetPlaced,
    calls.sports.sessionBetPlaced,
    calls.casino.casinoBetPlace,
    calls.matka.matkaPlaceBet,
    calls.aviator.avaitorGamePlace,
  ];

  it.each(
    placements.flatMap((call) =>
      ['-5', '0', '1e300', 'NaN'].map((amount) => [call.path, amount, call] as const),
    ),
  )('%s refuses amount %s with 400 naming it', async (_path, amount, call) => {
    const { token } = await h.login('demo', 'demo1234');
    const body = { ...(examplesOf(call)[0].request as Record<string, unknown>), amount };
    const res = await h.call(call, body, { token });
    expect(res.status).toBe(400);
    expect(String(res.raw.message)).toMatch(/^amount: /);
  });

  it.each([
    [calls.casino.casinoBetPlace.path, calls.casino.casinoBetPlace, 'rate'],
    [calls.sports.oddBetPlaced.path, calls.sports.oddBetPlaced, 'odds'],
  ] as const)('%s refuses an absurd rate', async (_path, call, field) => {
    const body = { ...(examplesOf(call)[0].request as Record<string, unknown>), [field]: '1e300' };
    const res = await h.call(call, body, { token });
    expect(res.status).toBe(400);
    expect(String(res.raw.message)).toContain(`${field}: must be at most`);
  });

  // The numeric pattern once split a long run of digits every possible way before failing: 60,000
  // digits held the event loop for 13 s. Now the length is checked first: the answer is a 400.
  it.each(
    placements.flatMap((call) =>
      (['amount', 'odds', 'rate'] as const)
        .filter((field) => field in (examplesOf(call)[0].request as object))
        .map((field) => [call.path, field, call] as const),
    ),
  )('%s refuses a 100,000-digit %s with 400 naming it', async (_path, field, call) => {
    const body = {
      ...(examplesOf(call)[0].request as Record<string, unknown>),
      [field]: `${'9'.repeat(100_000)}x`,
    };
    const res = await h.call(call, body, { token });
    expect(res.status).toBe(400);
    expect(String(res.raw.message)).toMatch(new RegExp(`^${field}: .*at most \\d+ characters`));
  });
});
