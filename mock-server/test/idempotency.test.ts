/**
 * Idempotency-Key scopes (designed, as Stripe does it): only authenticated money calls
 * honour a key; a key is scoped to user + call + key; a retry must send the same body
 * (else 422 naming what differs); keys belong to the exchange (a load or reset forgets
 * them) and expire after a day of scenario time (src/exchange/idempotency.test.ts).
 */
import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newClient as client, createHarness, type Harness } from './harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const round = (roundId: string) =>
  h.sim.trigger({
    type: 'casino.startRound',
    shortName: 'lucky7',
    roundId,
    cards: ['KHH'],
    bettingMs: 60_000,
  });

const bet = (token: string, key: string, body: Record<string, unknown> = {}) =>
  h.call(
    calls.casino.casinoBetPlace,
    {
      casinoType: 'lucky7',
      eventId: '3032',
      betFor: 'lowHigh',
      roundId: 'R1',
      sid: '2',
      rate: '2',
      amount: 100,
      ...body,
    },
    { token, headers: { 'idempotency-key': key } },
  );

const betsOf = (userId: string) => h.sim.exchange.funds.exposure(userId);

describe('an Idempotency-Key', () => {
  it('is ignored on a login: a wrong password with a reused key is refused, not answered with the earlier token', async () => {
    const headers = { 'idempotency-key': 'login-1' };
    const body = { username: 'DEMO', password: 'demo1234', isClient: true, host: 'qa' };
    const first = await h.call(calls.user.login, body, { headers });
    expect(first.raw).toMatchObject({ error: false });
    const wrong = await h.call(calls.user.login, { ...body, password: 'wrong' }, { headers });
    expect(wrong.raw).toMatchObject({ error: true, message: 'Invalid username or password' });
    expect(wrong.raw.token).toBeUndefined();
  });

  it('replays a retried bet once, for that user and that call only', async () => {
    round('R1');
    const alice = await client(h, 10_000);
    const bob = await client(h, 10_000);
    const first = await bet(alice.token, 'k-1');
    const retry = await bet(alice.token, 'k-1');
    expect(retry.raw).toEqual(first.raw);
    expect(betsOf(alice.userId)).toBe(-10_000);
    // Another user with the same key places their own bet.
    expect((await bet(bob.token, 'k-1')).raw).toMatchObject({ error: false, data: { exposure: -100 } });
    expect(betsOf(bob.userId)).toBe(-10_000);
  });

  it('refuses the same key with another body, naming the fields that differ', async () => {
    round('R1');
    const alice = await client(h, 10_000);
    await bet(alice.token, 'k-2');
    const changed = await bet(alice.token, 'k-2', { amount: 200, sid: '1' });
    expect(changed.status).toBe(422);
    expect(String(changed.raw.message)).toMatch(/Idempotency-Key 'k-2'.*amount, sid differ/);
    expect(betsOf(alice.userId)).toBe(-10_000);
    // Key order alone is not a different body.
    const reordered = await h.call(
      calls.casino.casinoBetPlace,
      {
        amount: 100,
        rate: '2',
        sid: '2',
        roundId: 'R1',
        betFor: 'lowHigh',
        eventId: '3032',
        casinoType: 'lucky7',
      },
      { token: alice.token, headers: { 'idempotency-key': 'k-2' } },
    );
    expect(reordered.status).toBe(200);
  });

  it('does not store a malformed request: the corrected retry runs', async () => {
    round('R1');
    const alice = await client(h, 10_000);
    expect((await bet(alice.token, 'k-3', { amount: 'lots' })).status).toBe(400);
    expect((await bet(alice.token, 'k-3')).raw).toMatchObject({ error: false });
  });

  it('is forgotten when the scenario is reloaded: a new world answers from its own state', async () => {
    round('R1');
    const alice = await client(h, 10_000);
    await bet(alice.token, 'k-4');
    h.sim.reset();
    round('R1');
    const fresh = await client(h, 10_000);
    const again = await bet(fresh.token, 'k-4');
    expect(again.raw).toMatchObject({ error: false, data: { totalCoins: 10_000, exposure: -100 } });
    expect(h.sim.exchange.idempotency.size).toBe(1);
  });
});
