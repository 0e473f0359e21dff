import { events as socketEvents } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboundEvent } from '../src/exchange/outbox';
import { ROOM_PUSH_MS } from '../src/exchange/sports/area';
import type { Harness } from './harness';
import { addMatch, HOUR, MARKET, refusal, SESSION, sportsHarness, standardMatch } from './sports-fixture';

let h: Harness;
let events: OutboundEvent[];

beforeEach(async () => {
  h = await sportsHarness();
  events = [];
  h.services.exchange.outbox.subscribe((event) => events.push(event));
});
afterEach(async () => {
  await h.close();
});

const roomPushes = () =>
  events.flatMap((event) =>
    event.to === 'room' && event.channel === 'match' && event.room === MARKET && event.event === MARKET
      ? [event.payload]
      : [],
  );

function lastFeed() {
  const payload = roomPushes().at(-1);
  const parsed = socketEvents.match.marketUpdate.payload.safeParse(payload);
  if (!parsed.success) throw new Error(`room payload does not parse: ${String(payload).slice(0, 200)}`);
  return parsed.data.result;
}

describe('match room', () => {
  it('pushes the feed as a JSON string on every change and once a second while in play', () => {
    standardMatch(h);
    const afterSetup = roomPushes().length;
    expect(afterSetup).toBe(4);
    expect(typeof roomPushes()[0]).toBe('string');
    h.sim.advance(3 * ROOM_PUSH_MS);
    expect(roomPushes().length).toBe(afterSetup + 3);
    h.sim.trigger({ type: 'sports.setStatus', marketId: MARKET, status: 'COMPLETED' });
    const atEnd = roomPushes().length;
    h.sim.advance(5 * ROOM_PUSH_MS);
    expect(roomPushes().length).toBe(atEnd);
    expect(lastFeed()).toMatchObject({
      session: [],
      toss_data: [{ lgaai: 0, running_status: 'SUSPENDED' }, {}],
    });
  });

  it('does not tick for a match that is not in play', () => {
    addMatch(h, { status: 'UPCOMING' });
    const count = roomPushes().length;
    h.sim.advance(3 * ROOM_PUSH_MS);
    expect(roomPushes().length).toBe(count);
    h.sim.trigger({ type: 'sports.setStatus', marketId: MARKET, status: 'INPLAY' });
    h.sim.advance(2 * ROOM_PUSH_MS);
    expect(roomPushes().length).toBe(count + 3);
  });

  it('zeroes suspended rows, spells Ball Running as the feed does and sorts sessions', () => {
    standardMatch(h);
    h.sim.trigger({
      type: 'sports.openSession',
      marketId: MARKET,
      sessionId: '2151',
      name: 'FALL OF 1ST WKT IND',
      runsNo: 30,
      runsYes: 31,
    });
    h.sim.trigger({
      type: 'sports.openSession',
      marketId: MARKET,
      sessionId: '2140',
      name: '2 OVER RUN IND',
      runsNo: 14,
      runsYes: 15,
    });
    h.sim.trigger({
      type: 'sports.updateSession',
      marketId: MARKET,
      sessionId: SESSION,
      status: 'BALL RUNNING',
    });
    h.sim.trigger({ type: 'sports.updateSession', marketId: MARKET, sessionId: '2151', status: 'SUSPENDED' });
    h.sim.trigger({
      type: 'sports.setRates',
      marketId: MARKET,
      market: 'bookmaker',
      rates: [{ selectionId: '2', lgaai: 1.02, khaai: 1.05, suspended: true }],
    });
    const feed = lastFeed();
    expect(feed.session.map((row) => [row.session_name, row.running_status, row.runsYes])).toEqual([
      ['2 OVER RUN IND', 'ACTIVE', 15],
      ['6 OVER RUN IND', 'Ball Running', 46],
      ['FALL OF 1ST WKT IND', 'SUSPENDED', 0],
    ]);
    expect(feed.team_data.map((row) => [row.lgaai, row.khaai, row.running_status])).toEqual([
      [0.95, 0.97, 'ACTIVE'],
      [0, 0, 'SUSPENDED'],
    ]);
  });

  it('closes the toss rows 1 hour before the start', () => {
    standardMatch(h);
    expect(lastFeed().toss_data.map((row) => row.lgaai)).toEqual([0.98, 0.98]);
    h.sim.advance(HOUR);
    expect(lastFeed().toss_data.map((row) => [row.lgaai, row.running_status])).toEqual([
      [0, 'SUSPENDED'],
      [0, 'SUSPENDED'],
    ]);
  });
});

describe('account pushes', () => {
  it('tells every account about list changes and market reloads', () => {
    standardMatch(h);
    h.sim.trigger({ type: 'sports.setStatus', marketId: MARKET, status: 'COMPLETED' });
    h.sim.trigger({ type: 'sports.marketReload', marketId: MARKET });
    const account = events.filter((e) => e.to === 'channel' && e.channel === 'account');
    expect(account.map((e) => [e.event, e.payload])).toEqual([
      ['sportsListUpdate', { isUpdate: true }],
      ['sportsListUpdate', { isUpdate: true }],
      ['marketReload', { marketId: MARKET }],
    ]);
    for (const event of account) {
      const contract =
        event.event === 'marketReload'
          ? socketEvents.account.marketReload
          : socketEvents.account.sportsListUpdate;
      expect(contract.payload.safeParse(event.payload).success).toBe(true);
    }
    expect(refusal(h, { type: 'sports.marketReload', marketId: '0.1' })).toMatch(/no match/);
  });
});
