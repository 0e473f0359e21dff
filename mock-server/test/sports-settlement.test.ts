import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboundEvent } from '../src/exchange/outbox';
import type { Harness } from './harness';
import {
  client,
  MARKET,
  moneyIdentities,
  oddsBet,
  refusal,
  SESSION,
  sessionBet,
  sportsHarness,
  standardMatch,
} from './sports-fixture';

const s = calls.sports;
let h: Harness;
let demo: { token: string; userId: string };
let newbie: { token: string; userId: string };
let events: OutboundEvent[];

beforeEach(async () => {
  h = await sportsHarness();
  demo = await h.login('demo', 'demo1234');
  newbie = await client(h, 25000);
  standardMatch(h);
  events = [];
  h.services.exchange.outbox.subscribe((event) => events.push(event));
});
afterEach(async () => {
  await h.close();
});

const statement = (userId: string) => h.services.exchange.funds.entries(userId).slice(1);

describe('session declaration', () => {
  it('posts one row per user, zeroes the exposure and marks the bets declared', async () => {
    await h.call(s.sessionBetPlaced, sessionBet({ amount: 500 }), { token: demo.token });
    await h.call(s.sessionBetPlaced, sessionBet({ type: 'N', run: '45', amount: 1000 }), {
      token: demo.token,
    });
    await h.call(s.sessionBetPlaced, sessionBet({ type: 'N', run: '45', amount: 2000 }), {
      token: newbie.token,
    });
    events = [];
    h.sim.trigger({ type: 'sports.declareSession', marketId: MARKET, sessionId: SESSION, run: 52 });

    expect(statement(demo.userId).map((row) => [row.remark, row.amount, row.statementFor])).toEqual([
      ['India v Australia / 6 OVER RUN IND / 52', 50_000 - 100_000, 'profitLoss'],
    ]);
    expect(statement(newbie.userId).map((row) => row.amount)).toEqual([-200_000]);
    for (const user of [demo, newbie]) {
      const m = moneyIdentities(h, user.userId);
      expect(m.balance).toBe(m.statementSum);
      expect(m.exposure).toBe(0);
    }
    expect(
      events
        .filter((e) => e.to === 'user' && e.event === 'sessionBetUpdate')
        .map((e) => e.to === 'user' && e.userId),
    ).toEqual([demo.userId, newbie.userId]);

    const list = await h.call(s.betsList, { fancyBet: true, marketId: MARKET }, { token: demo.token });
    const rows = (list.raw.data as { fancyBetData: Record<string, unknown>[] }).fancyBetData;
    expect(rows.map((row) => [row.type, row.isDeclare, row.decisionRun, row.profitLoss])).toEqual([
      ['N', 1, 52, -1000],
      ['Y', 1, 52, 500],
    ]);
    const completed = await h.call(s.completedFancyByMarketId, { marketId: MARKET }, { token: demo.token });
    expect(completed.read.ok).toBe(true);
    expect((completed.raw.data as { selfProfitLoss: number }[]).map((row) => row.selfProfitLoss)).toEqual([
      -1000, 500,
    ]);

    const pending = await h.call(
      s.betsList,
      { fancyBet: true, oddsBet: true, isClientExposure: true },
      { token: demo.token },
    );
    expect(pending.raw.data).toEqual([]);
    expect(
      refusal(h, { type: 'sports.declareSession', marketId: MARKET, sessionId: SESSION, run: 1 }),
    ).toMatch(/already declared/);
    const feed = await h.call(s.matchCache, {}, { params: { marketId: MARKET } });
    expect(feed.read.ok && feed.read.value.result.session).toEqual([]);
  });
});

describe('bookmaker and toss declaration', () => {
  it('settles the winner position, one ledger line per match with the winner as Won By', async () => {
    await h.call(s.oddBetPlaced, oddsBet({ amount: 1000 }), { token: demo.token });
    await h.call(s.oddBetPlaced, oddsBet({ type: 'K', odds: '1.05', selectionId: '2', amount: 400 }), {
      token: demo.token,
    });
    await h.call(s.sessionBetPlaced, sessionBet({ amount: 200 }), { token: demo.token });
    h.sim.trigger({ type: 'sports.declareSession', marketId: MARKET, sessionId: SESSION, run: 41 });

    const midway = await h.call(
      calls.user.userLedger,
      { downlineUserId: demo.userId },
      { token: demo.token },
    );
    expect((midway.raw.data as { ledgerData: Record<string, unknown>[] }).ledgerData[0]).toMatchObject({
      remark: 'Result awaited',
      amount: -200,
    });

    h.sim.trigger({
      type: 'sports.declareMarket',
      marketId: MARKET,
      market: 'bookmaker',
      winnerSelectionId: '1',
    });
    expect(statement(demo.userId).map((row) => [row.remark, row.amount])).toEqual([
      ['India v Australia / 6 OVER RUN IND / 41', -20_000],
      ['India v Australia / Bookmaker / India', 95_000 + 40_000],
    ]);
    expect(h.services.exchange.funds.wallet(demo.userId)).toEqual({
      coins: 100000 - 200 + 1350,
      exposure: 0,
    });

    const ledger = await h.call(
      calls.user.userLedger,
      { downlineUserId: demo.userId },
      { token: demo.token },
    );
    expect(ledger.read.ok).toBe(true);
    const lines = (ledger.raw.data as { ledgerData: Record<string, unknown>[] }).ledgerData;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      ledgerType: 'cricket',
      remark: 'India',
      amount: 1150,
      marketId: MARKET,
    });

    const details = await h.call(
      calls.user.completeLedgerDetails,
      { marketId: MARKET },
      { token: demo.token },
    );
    expect(details.read.ok).toBe(true);
    const data = details.raw.data as {
      completeData: Record<string, number>;
      oddsBetsData: { positionInfo: Record<string, number>; decisionSelectionId: string }[];
      sessionTurnOver: number;
    };
    expect(data.completeData).toEqual({
      clientOddsAmount: 1350,
      clientSessionAmount: -200,
      clientOddsComm: 0,
      clientSessionComm: 0,
    });
    const c = data.completeData;
    expect(
      (c.clientOddsAmount ?? 0) +
        (c.clientSessionAmount ?? 0) +
        (c.clientOddsComm ?? 0) +
        (c.clientSessionComm ?? 0),
    ).toBe(lines[0]?.amount);
    expect(data.oddsBetsData.map((bet) => bet.positionInfo[bet.decisionSelectionId])).toEqual([400, 950]);
    expect(data.sessionTurnOver).toBe(200);
  });

  it('a void bookmaker returns stakes with a zero row; the toss settles on its own', async () => {
    await h.call(s.oddBetPlaced, oddsBet({ amount: 1000 }), { token: demo.token });
    await h.call(s.oddBetPlaced, oddsBet({ oddsType: 'toss', betFor: 'toss', odds: '0.98', amount: 500 }), {
      token: demo.token,
    });
    expect(h.services.exchange.funds.wallet(demo.userId).exposure).toBe(-1500);
    h.sim.trigger({ type: 'sports.declareMarket', marketId: MARKET, market: 'toss', winnerSelectionId: '2' });
    expect(h.services.exchange.funds.wallet(demo.userId)).toEqual({ coins: 99500, exposure: -1000 });
    h.sim.trigger({
      type: 'sports.declareMarket',
      marketId: MARKET,
      market: 'bookmaker',
      winnerSelectionId: null,
    });
    expect(statement(demo.userId).map((row) => [row.remark, row.amount])).toEqual([
      ['India v Australia / Toss / Australia', -50_000],
      ['India v Australia / Bookmaker / Void', 0],
    ]);
    expect(h.services.exchange.funds.wallet(demo.userId)).toEqual({ coins: 99500, exposure: 0 });
    const bets = await h.call(s.betsList, { oddsBet: true, marketId: MARKET }, { token: demo.token });
    expect(bets.read.ok).toBe(true);
    expect(
      (bets.raw.data as { oddsBetData: Record<string, unknown>[] }).oddsBetData.map((b) => b.isDeclare),
    ).toEqual([1, 1]);
    const closed = await h.call(s.oddBetPlaced, oddsBet(), { token: demo.token });
    expect(closed.raw.message).toBe('Market is closed, bet not placed');
    const ledger = await h.call(
      calls.user.userLedger,
      { downlineUserId: demo.userId },
      { token: demo.token },
    );
    expect((ledger.raw.data as { ledgerData: Record<string, unknown>[] }).ledgerData[0]?.remark).toBe(
      'No Result',
    );
  });

  it('refuses malformed declarations (unknown winner, twice)', () => {
    expect(
      refusal(h, {
        type: 'sports.declareMarket',
        marketId: MARKET,
        market: 'bookmaker',
        winnerSelectionId: '7',
      }),
    ).toMatch(/not a team/);
    h.sim.trigger({
      type: 'sports.declareMarket',
      marketId: MARKET,
      market: 'bookmaker',
      winnerSelectionId: '1',
    });
    expect(
      refusal(h, {
        type: 'sports.declareMarket',
        marketId: MARKET,
        market: 'bookmaker',
        winnerSelectionId: '1',
      }),
    ).toMatch(/already declared/);
    expect(refusal(h, { type: 'sports.setStatus', marketId: '0.0', status: 'INPLAY' })).toMatch(/no match/);
  });
});
