import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Harness } from './harness';
import {
  addMatch,
  EVENT,
  HOUR,
  MARKET,
  oddsBet,
  SESSION,
  sessionBet,
  sportsHarness,
  standardMatch,
} from './sports-fixture';

const s = calls.sports;
let h: Harness;
let token: string;
let userId: string;

beforeEach(async () => {
  h = await sportsHarness();
  ({ token, userId } = await h.login('demo', 'demo1234'));
});
afterEach(async () => {
  await h.close();
});

describe('match list and details', () => {
  it('lists cricket matches by priority then start, without completed ones', async () => {
    const now = h.sim.clock.now();
    const empty = await h.call(s.matchList, {}, { token });
    expect(empty.read.ok && empty.read.value.data).toEqual([]);
    addMatch(h, { marketId: '1.1', eventId: '11', startAt: now + 3 * HOUR, priority: 2, matchName: 'C v D' });
    addMatch(h, { marketId: '1.2', eventId: '12', startAt: now + 2 * HOUR, priority: 2, matchName: 'A v B' });
    addMatch(h, { marketId: '1.3', eventId: '13', startAt: now + 5 * HOUR, priority: 1, matchName: 'E v F' });
    addMatch(h, { marketId: '1.4', eventId: '14', startAt: now, priority: 0, status: 'COMPLETED' });
    const res = await h.call(s.matchList, {}, { token });
    expect(res.read.ok).toBe(true);
    const rows = res.read.ok ? res.read.value.data : [];
    expect(rows.map((row) => row.marketId)).toEqual(['1.3', '1.2', '1.1']);
    const raw = (res.raw.data as Record<string, unknown>[])[0];
    expect(raw).toMatchObject({ sportId: 4, status: 'INPLAY', matchName: 'E v F', socketPerm: true });
    expect(raw?.matchDate).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(rows[0]?.matchDate).toBe(now + 5 * HOUR);
    const other = await h.call(s.matchList, { sportId: 1 }, { token });
    expect(other.read.ok && other.read.value.data).toEqual([]);
  });

  it('answers match details with JSON-string limits and team data, and the live-data URLs', async () => {
    standardMatch(h);
    const res = await h.call(s.sportByMarketId, { marketId: MARKET }, { token });
    expect(res.read.ok).toBe(true);
    const data = res.raw.data as Record<string, unknown>;
    const base = h.services.publicUrl();
    expect(data).toMatchObject({
      marketId: MARKET,
      eventId: EVENT,
      status: 'INPLAY',
      socketUrl: base,
      socketPerm: true,
      cacheUrl: `${base}/cache/match/${MARKET}`,
      isToss: true,
      notification: 'Toss bets close 1 hour before the start.',
    });
    expect(typeof data.maxMinCoins).toBe('string');
    expect(JSON.parse(String(data.maxMinCoins))).toMatchObject({
      maximum_toss_coins: 25000,
      minimum_match_bet: 100,
    });
    expect(JSON.parse(String(data.teamData))).toEqual([
      { runner_name: 'India', selection_id: 1 },
      { runner_name: 'Australia', selection_id: 2 },
    ]);
    const tv = await h.app.inject({ method: 'GET', url: new URL(String(data.tvUrl)).pathname });
    expect(tv.statusCode).toBe(200);
    expect(tv.body).toContain('India v Australia');
  });

  it('answers unknown markets with 404 and missing fields with 400', async () => {
    expect((await h.call(s.sportByMarketId, { marketId: '9.9' }, { token })).status).toBe(404);
    const bad = await h.call(s.sportByMarketId, {}, { token });
    expect(bad.status).toBe(400);
    expect(String(bad.raw.message)).toContain('marketId');
    expect((await h.call(s.matchCache, {}, { params: { marketId: '9.9' } })).status).toBe(404);
    expect((await h.call(s.userPositionByMarketId, { marketId: '9.9' }, { token })).status).toBe(404);
    expect((await h.call(s.completedFancyByMarketId, { marketId: '9.9' }, { token })).status).toBe(404);
    expect((await h.call(s.clientBetListByMarketId, { marketId: '9.9' }, { token })).status).toBe(404);
    expect((await h.call(s.betsList, { marketId: '9.9', oddsBet: true }, { token })).status).toBe(404);
    expect((await h.call(calls.user.completeLedgerDetails, { marketId: '9.9' }, { token })).status).toBe(404);
  });

  it('serves the cache URL without a token: bookmaker, session and toss rows', async () => {
    standardMatch(h);
    const res = await h.call(s.matchCache, {}, { params: { marketId: MARKET } });
    expect(res.read.ok).toBe(true);
    const result = res.read.ok ? res.read.value.result : undefined;
    expect(result?.team_data.map((row) => [row.team_name, row.lgaai, row.khaai])).toEqual([
      ['India', 0.95, 0.97],
      ['Australia', 1.02, 1.05],
    ]);
    expect(result?.session[0]).toMatchObject({
      session_id: SESSION,
      runsNo: 45,
      runsYes: 46,
      com_perm: 'YES',
    });
    expect(result?.toss_data).toHaveLength(2);
  });
});

describe('bet lists', () => {
  beforeEach(() => standardMatch(h));

  it('answers the pending-bets form with open sports bets and casinoBetData', async () => {
    await h.call(s.oddBetPlaced, oddsBet(), { token });
    await h.call(s.sessionBetPlaced, sessionBet(), { token });
    // Another area's open bet (casino, matka and aviator add theirs through AreaModule.pendingBets).
    vi.spyOn(h.services.exchange.areas.casino, 'pendingBets').mockImplementation((id) =>
      id === userId
        ? [
            {
              market: 'Lucky 7 - A',
              marketType: 'diamondCasino',
              type: 'L',
              amount: 20_000,
              rate: 1.98,
              time: h.sim.clock.now(),
              gameName: 'Lucky 7 - A',
              debitAmount: 20_000,
            },
          ]
        : [],
    );
    const pending = await h.call(
      s.betsList,
      {
        fancyBet: true,
        oddsBet: true,
        diamondBet: true,
        isDeclare: false,
        isDeleted: false,
      },
      { token },
    );
    expect(pending.read.ok).toBe(true);
    const data = pending.raw.data as Record<string, unknown[]>;
    expect(data.oddsBetData).toHaveLength(1);
    expect(data.fancyBetData).toHaveLength(1);
    expect(data.casinoBetData).toEqual([
      {
        gameName: 'Lucky 7 - A',
        debitAmount: 200,
        amount: 200,
        createdAt: new Date(h.sim.clock.now()).toISOString(),
      },
    ]);
    // The pending-bets form (isClientExposure): one flat row per open bet, as production clients read it.
    const flat = await h.call(
      s.betsList,
      {
        fancyBet: true,
        oddsBet: true,
        diamondBet: true,
        isDeclare: false,
        isDeleted: false,
        isClientExposure: true,
      },
      { token },
    );
    expect(flat.read.ok).toBe(true);
    expect((flat.raw.data as { marketType: string }[]).map((row) => row.marketType).sort()).toEqual([
      'bookmaker',
      'diamondCasino',
      'fancy',
    ]);
    const page = await h.call(s.betsList, { fancyBet: true, oddsBet: true, marketId: MARKET }, { token });
    expect((page.raw.data as Record<string, unknown>).casinoBetData).toBeUndefined();
    const exposure = h.services.exchange
      .pendingBets(userId)
      .filter((bet) => ['bookmaker', 'fancy'].includes(bet.marketType));
    expect(exposure.map((bet) => bet.marketType).sort()).toEqual(['bookmaker', 'fancy']);
  });

  it('answers the client bet list and completed fancy lists through their contracts', async () => {
    await h.call(s.sessionBetPlaced, sessionBet(), { token });
    const client = await h.call(s.clientBetListByMarketId, { marketId: MARKET }, { token });
    expect(client.read.ok).toBe(true);
    expect((client.raw.data as { fancyBetData: unknown[] }).fancyBetData).toHaveLength(1);
    const onlyOdds = await h.call(s.clientBetListByMarketId, { marketId: MARKET, oddsBet: true }, { token });
    expect((onlyOdds.raw.data as { fancyBetData: unknown[] }).fancyBetData).toHaveLength(0);
    const completed = await h.call(s.completedFancyByMarketId, { marketId: MARKET }, { token });
    expect(completed.read.ok && completed.read.value.data).toEqual([]);
    const ledger = await h.call(calls.user.completeLedgerDetails, { marketId: MARKET }, { token });
    expect(ledger.read.ok).toBe(true);
  });
});
