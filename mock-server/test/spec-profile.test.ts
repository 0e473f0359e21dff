/**
 * API_PROFILE=spec (issue 28): the mock as the real API, which has only what the spec names.
 * A call the spec does not name answers exactly as an unknown route; designed events and fields
 * are never sent; Idempotency-Key replays and the server logout are off. The full profile keeps
 * all of them (the other tests).
 */
import { allCalls, calls, events } from '@esk/contracts';
import { onRealApi } from '@esk/contracts/api-profile';
import { AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import { examplesOf } from '@esk/contracts/examples';
import { afterEach, describe, expect, it } from 'vitest';
import { aviatorDriver, betIdOf } from './aviator-helpers';
import { createHarness, type Harness, newClient } from './harness';
import { addMatch, MARKET } from './sports-fixture';

let h: Harness;
afterEach(async () => {
  await h?.close();
});

const spec = () => createHarness({ API_PROFILE: 'spec' });

/** What any unknown route answers: the same status and body shape, its own path in the message. */
async function unknownRoute(method: 'GET' | 'POST' | 'PATCH', path: string) {
  const response = await h.app.inject({
    method,
    url: path,
    headers: { 'content-type': 'application/json' },
    ...(method === 'GET' ? {} : { payload: '{}' }),
  });
  return { status: response.statusCode, body: response.body, type: response.headers['content-type'] };
}

const concrete = (path: string) => path.replace(/\{(\w+)\}/g, 'x1');

describe('API_PROFILE=spec', () => {
  it('answers every call the spec does not name as an unknown route, and serves the others', async () => {
    h = await spec();
    const { token } = await h.login('demo', 'demo1234');
    const absent = allCalls.filter(
      (call) => call.kind !== 'admin' && call.kind !== 'provider' && !onRealApi(call),
    );
    // The list is deliberate: a new designed call shows up here.
    expect(absent.map((call) => call.path).sort()).toEqual([
      '/cache/event/{eventId}',
      '/v1/casino/avaitorCancelBet',
      '/v1/game/getAviatorBoard',
      '/v1/game/lastRounds',
      '/v1/matka/matkaBetCancel',
      '/v1/user/logout',
    ]);
    for (const call of absent) {
      const path = concrete(call.path);
      const served = await h.app.inject({
        method: call.method,
        url: path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...(call.method === 'GET' ? {} : { payload: JSON.stringify(examplesOf(call)[0].request) }),
      });
      const unknown = await unknownRoute(call.method, path);
      expect(
        { status: served.statusCode, body: served.body, type: served.headers['content-type'] },
        path,
      ).toEqual(unknown);
      expect(served.statusCode).toBe(404);
    }
    for (const call of allCalls.filter((candidate) => candidate.kind === 'api' && onRealApi(candidate))) {
      const served = await h.app.inject({
        method: call.method,
        url: concrete(call.path),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: '{}',
      });
      expect(served.body, call.path).not.toContain('No route');
    }
  });

  it('sends no designed field: the match odds feed URL, the matka bet id, the provably-fair seeds', async () => {
    h = await spec();
    addMatch(h);
    h.sim.trigger({
      type: 'matka.addMarket',
      matkaEventId: '7001',
      name: 'KALYAN',
      shortName: 'KALYAN',
      openTime: '15:45',
      closeTime: '17:45',
    });
    const demo = await newClient(h, 10_000);

    h.sim.trigger({ type: 'domain.update', globalOffset: 0.5 });
    const settings = await h.call(calls.website.domainSettingByDomainName, { domainUrl: 'localhost' });
    expect(settings.raw.data).not.toHaveProperty('globalOffset');
    const details = await h.call(calls.sports.sportByMarketId, { marketId: MARKET }, demo);
    expect(details.read.ok).toBe(true);
    expect(details.raw.data).not.toHaveProperty('otherMarketCacheUrl');

    const bet = await h.call(
      calls.matka.matkaPlaceBet,
      { matkaEventId: '7001', gameType: 'SINGLE', betType: 'OPEN', betNumber: '5', amount: 100 },
      demo,
    );
    expect(bet.raw).toMatchObject({ error: false });
    expect(bet.read.ok).toBe(true);
    expect(JSON.stringify(bet.raw)).not.toContain('betId');

    const aviator = aviatorDriver(() => h);
    aviator.open('r1');
    aviator.takeOff('r1', 2);
    aviator.crash('r1', 2);
    const history = await h.call(calls.aviator.getRoundIdDetails, { gameType: 'avaitor' });
    expect(history.read.ok).toBe(true);
    const rows = (history.raw.data as { data: Record<string, unknown>[] }).data;
    expect(rows[0]).toMatchObject({ creashValue: 2 });
    for (const field of ['serverSeedHash', 'serverSeed', 'houseEdge', 'salt'])
      expect(rows[0]).not.toHaveProperty(field);
  });

  it('pushes no designed event and no designed field; the spec events still go out', async () => {
    h = await spec();
    const demo = await newClient(h, 10_000);
    const aviator = aviatorDriver(() => h);
    aviator.open('r1');
    const placed = await aviator.place(demo.token, 'r1', 100);
    expect(placed.raw).toMatchObject({ error: false });
    aviator.takeOff('r1', 3);
    aviator.crash('r1', 3);
    const pushed = h.sim.journal.snapshot().flatMap((entry) => (entry.kind === 'event' ? [entry.event] : []));
    const names = new Set(pushed.map((event) => event.event));
    expect(names.has(events.aviator.crashValue.event)).toBe(true);
    expect(names.has(events.aviator.roundBets.event)).toBe(false);
    expect(names.has(events.aviator.chatMessage.event)).toBe(false);
    for (const event of pushed.filter((candidate) => candidate.event === 'crashValue')) {
      expect(String(event.payload)).not.toContain('serverSeed');
    }
    expect(betIdOf(placed)).toBeTruthy();
  });

  it('ignores Idempotency-Key: a retry with the same key is a second bet', async () => {
    h = await spec();
    const demo = await newClient(h, 10_000);
    const aviator = aviatorDriver(() => h);
    aviator.open('r1');
    const body = { roundId: 'r1', amount: 100, casinoType: 'aviator', eventId: AVIATOR_EVENT_ID };
    const headers = { 'idempotency-key': 'same-key' };
    const first = await h.call(calls.aviator.avaitorGamePlace, body, { ...demo, headers });
    const second = await h.call(calls.aviator.avaitorGamePlace, body, { ...demo, headers });
    expect(betIdOf(first)).not.toBe(betIdOf(second));
    const balance = await h.call(calls.user.userBalance, {}, demo);
    // Two stakes of 100 held, not one.
    expect(balance.raw.data).toMatchObject({ exposure: -200 });
  });

  it('has no server logout: the token stays good after POST user/logout (404)', async () => {
    h = await spec();
    const demo = await newClient(h, 10_000);
    const logout = await h.call(calls.user.logout, {}, demo);
    expect(logout.status).toBe(404);
    const balance = await h.call(calls.user.userBalance, {}, demo);
    expect(balance.status).toBe(200);
    expect(balance.read.ok).toBe(true);
  });
});
