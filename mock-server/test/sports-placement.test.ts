import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import {
  client,
  HOUR,
  MARKET,
  moneyIdentities,
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

describe('odds bets', () => {
  beforeEach(() => standardMatch(h));

  it('places a Lagai: wallet, exposure, positions and bet lists follow', async () => {
    const res = await h.call(s.oddBetPlaced, oddsBet(), { token });
    expect(res.read.ok).toBe(true);
    expect(res.raw).toMatchObject({ error: false, message: 'Bet Placed Successfully' });
    expect(res.raw.data).toEqual({ totalCoins: 100000, exposure: -1000 });
    const position = await h.call(s.userPositionByMarketId, { marketId: MARKET }, { token });
    expect(position.read.ok).toBe(true);
    expect((position.raw.data as { oddsPosition: unknown[] }).oddsPosition).toEqual([
      { _id: '1', oddsType: 'bookmaker', totalPosition: 950, Position: 950 },
      { _id: '2', oddsType: 'bookmaker', totalPosition: -1000, Position: -1000 },
      { _id: '1', oddsType: 'toss', totalPosition: 0, Position: 0 },
      { _id: '2', oddsType: 'toss', totalPosition: 0, Position: 0 },
    ]);
    const list = await h.call(s.betsList, { fancyBet: true, oddsBet: true, marketId: MARKET }, { token });
    expect(list.read.ok).toBe(true);
    const bet = (list.raw.data as { oddsBetData: Record<string, unknown>[] }).oddsBetData[0];
    expect(bet).toMatchObject({
      odds: 0.95,
      amount: 1000,
      type: 'L',
      teamName: 'India',
      oddsType: 'bookmaker',
      positionInfo: { '1': 950, '2': -1000 },
      loss: 1000,
      profit: 950,
      isDeclare: 0,
      decisionSelectionId: null,
    });
    const m = moneyIdentities(h, userId);
    expect(m.balance).toBe(m.statementSum);
    expect(m.exposure).toBe(-100_000);
  });

  it('hedging with a Khai lowers the market worst case', async () => {
    await h.call(s.oddBetPlaced, oddsBet(), { token });
    await h.call(s.oddBetPlaced, oddsBet({ type: 'K', odds: '0.97', amount: 1000 }), { token });
    expect(h.services.exchange.funds.wallet(userId)).toEqual({ coins: 100000, exposure: -20 });
  });

  it('books within the rate difference at the current rate and refuses beyond it', async () => {
    const move = (lgaai: number) =>
      h.sim.trigger({
        type: 'sports.setRates',
        marketId: MARKET,
        market: 'bookmaker',
        rates: [{ selectionId: '1', lgaai, khaai: lgaai + 0.02 }],
      });
    move(0.94);
    const ok = await h.call(s.oddBetPlaced, oddsBet({ odds: '0.95' }), { token });
    expect(ok.raw).toMatchObject({ error: false });
    move(0.92);
    const moved = await h.call(s.oddBetPlaced, oddsBet({ odds: '0.94' }), { token });
    expect(moved.raw).toMatchObject({ error: true, message: 'Rate changed, bet not placed' });
    const better = await h.call(s.oddBetPlaced, oddsBet({ odds: '0.91' }), { token });
    expect(better.raw).toMatchObject({ error: true, message: 'Rate changed, bet not placed' });
    const list = await h.call(s.betsList, { oddsBet: true, marketId: MARKET }, { token });
    expect((list.raw.data as { oddsBetData: { odds: number }[] }).oddsBetData.map((b) => b.odds)).toEqual([
      0.94,
    ]);
  });

  it('refuses with a message and changes nothing', async () => {
    const before = h.services.exchange.funds.wallet(userId);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 50 }, 'Minimum bet is 100 coins'],
      [{ amount: 100001 }, 'Maximum bet is 100000 coins'],
      [{ odds: '0.9' }, 'Rate changed, bet not placed'],
      [{ oddsType: 'toss', betFor: 'toss', odds: '0.98', amount: 25001 }, 'Maximum bet is 25000 coins'],
      [{ oddsType: 'matchOdds', betFor: 'matchOdds' }, 'The matchOdds market is not offered on this match'],
      [{ type: 'K', oddsType: 'toss', betFor: 'toss', odds: '0.5' }, 'Rate not available, bet not placed'],
    ];
    for (const [overrides, message] of cases) {
      const res = await h.call(s.oddBetPlaced, oddsBet(overrides), { token });
      expect(res.status).toBe(200);
      expect(res.raw).toMatchObject({ error: true, message });
    }
    h.sim.trigger({
      type: 'sports.setRates',
      marketId: MARKET,
      market: 'bookmaker',
      rates: [{ selectionId: '1', lgaai: 0.95, khaai: 0.97, suspended: true }],
    });
    expect((await h.call(s.oddBetPlaced, oddsBet(), { token })).raw.message).toBe(
      'Market suspended, bet not placed',
    );
    expect(h.services.exchange.funds.wallet(userId)).toEqual(before);
    expect(h.services.exchange.funds.entries(userId)).toHaveLength(1);
  });

  it('refuses a bet the wallet cannot cover', async () => {
    const newbie = await client(h, 25000);
    const res = await h.call(s.oddBetPlaced, oddsBet({ amount: 26000 }), { token: newbie.token });
    expect(res.raw).toMatchObject({ error: true, message: 'Insufficient balance' });
    const fits = await h.call(s.oddBetPlaced, oddsBet({ amount: 25000 }), { token: newbie.token });
    expect(fits.raw).toMatchObject({ error: false, data: { totalCoins: 25000, exposure: -25000 } });
  });

  it('closes the toss 1 hour before the start', async () => {
    const toss = oddsBet({ oddsType: 'toss', betFor: 'toss', odds: '0.98', selectionId: '2' });
    expect((await h.call(s.oddBetPlaced, toss, { token })).raw).toMatchObject({ error: false });
    h.sim.advance(HOUR);
    expect((await h.call(s.oddBetPlaced, toss, { token })).raw).toMatchObject({
      error: true,
      message: 'Toss bets close 1 hour before the start',
    });
  });

  it('refuses bets on a completed match', async () => {
    h.sim.trigger({ type: 'sports.setStatus', marketId: MARKET, status: 'COMPLETED' });
    expect((await h.call(s.oddBetPlaced, oddsBet(), { token })).raw.message).toBe(
      'Match is completed, bet not placed',
    );
    expect((await h.call(s.sessionBetPlaced, sessionBet(), { token })).raw.message).toBe(
      'Match is completed, bet not placed',
    );
  });

  it('answers bad input with 4xx naming the problem', async () => {
    const unknownSel = await h.call(s.oddBetPlaced, oddsBet({ selectionId: '9' }), { token });
    expect(unknownSel.status).toBe(404);
    expect(String(unknownSel.raw.message)).toContain('selectionId 9');
    expect((await h.call(s.oddBetPlaced, oddsBet({ marketId: '1.999' }), { token })).status).toBe(404);
    const wrongEvent = await h.call(s.oddBetPlaced, oddsBet({ eventId: '1' }), { token });
    expect(wrongEvent.status).toBe(400);
    const wrongFor = await h.call(s.oddBetPlaced, oddsBet({ betFor: 'toss' }), { token });
    expect(wrongFor.status).toBe(400);
    const typed = await h.call(s.oddBetPlaced, oddsBet({ amount: 'lots' }), { token });
    expect(typed.status).toBe(400);
    expect(String(typed.raw.message)).toContain('amount');
    expect((await h.call(s.oddBetPlaced, oddsBet({ type: 'B' }), { token })).status).toBe(400);
  });

  it('lets only clients bet', async () => {
    const agent = await h.login('agent', 'agent1234');
    expect((await h.call(s.oddBetPlaced, oddsBet(), { token: agent.token })).status).toBe(403);
  });
});

describe('session bets', () => {
  beforeEach(() => standardMatch(h));

  it('places YES and NO; the session worst case is the exposure', async () => {
    const yes = await h.call(s.sessionBetPlaced, sessionBet(), { token });
    expect(yes.read.ok).toBe(true);
    expect(yes.raw.data).toEqual({ totalCoins: 100000, exposure: -500 });
    const no = await h.call(s.sessionBetPlaced, sessionBet({ type: 'N', run: '45', amount: 1000 }), {
      token,
    });
    expect(no.raw.data).toEqual({ totalCoins: 100000, exposure: -1500 });
    const position = await h.call(s.userPositionByMarketId, { marketId: MARKET }, { token });
    expect((position.raw.data as { sessionPosition: unknown[] }).sessionPosition).toEqual([
      { _id: SESSION, position: -1500 },
    ]);
    const list = await h.call(s.betsList, { fancyBet: true, marketId: MARKET }, { token });
    expect(list.read.ok).toBe(true);
    const rows = (list.raw.data as { fancyBetData: Record<string, unknown>[] }).fancyBetData;
    expect(rows.map((row) => [row.type, row.run, row.isDeclare])).toEqual([
      ['N', 45, 0],
      ['Y', 46, 0],
    ]);
  });

  it('refuses a changed line, a locked session and a stake above the session max', async () => {
    expect((await h.call(s.sessionBetPlaced, sessionBet({ run: '47' }), { token })).raw.message).toBe(
      'Rate changed, bet not placed',
    );
    expect((await h.call(s.sessionBetPlaced, sessionBet({ odds: '0.9' }), { token })).raw.message).toBe(
      'Rate changed, bet not placed',
    );
    h.sim.trigger({
      type: 'sports.updateSession',
      marketId: MARKET,
      sessionId: SESSION,
      status: 'BALL RUNNING',
    });
    expect((await h.call(s.sessionBetPlaced, sessionBet(), { token })).raw.message).toBe(
      'Ball running, bet not placed',
    );
    h.sim.trigger({
      type: 'sports.updateSession',
      marketId: MARKET,
      sessionId: SESSION,
      status: 'SUSPENDED',
    });
    expect((await h.call(s.sessionBetPlaced, sessionBet(), { token })).raw.message).toBe(
      'Session suspended, bet not placed',
    );
    h.sim.trigger({
      type: 'sports.openSession',
      marketId: MARKET,
      sessionId: '2148',
      name: '10 OVER RUN IND',
      runsNo: 80,
      runsYes: 82,
      max: 2000,
    });
    const over = await h.call(
      s.sessionBetPlaced,
      sessionBet({ selectionId: '2148', run: '82', amount: 2001 }),
      { token },
    );
    expect(over.raw.message).toBe('Maximum bet is 2000 coins');
    const unknown = await h.call(s.sessionBetPlaced, sessionBet({ selectionId: '1' }), { token });
    expect(unknown.status).toBe(404);
    expect(h.services.exchange.funds.wallet(userId)).toEqual({ coins: 100000, exposure: 0 });
  });
});

describe('atomic placement', () => {
  beforeEach(() => standardMatch(h));

  it('places a retried Idempotency-Key once and replays the first answer', async () => {
    const headers = { 'idempotency-key': 'bet-1' };
    const first = await h.call(s.oddBetPlaced, oddsBet(), { token, headers });
    const again = await h.call(s.oddBetPlaced, oddsBet(), { token, headers });
    expect(again.raw).toEqual(first.raw);
    const list = await h.call(s.betsList, { oddsBet: true, marketId: MARKET }, { token });
    expect((list.raw.data as { oddsBetData: unknown[] }).oddsBetData).toHaveLength(1);
    expect(h.services.exchange.funds.wallet(userId).exposure).toBe(-1000);
  });

  it('never overspends under parallel requests', async () => {
    const newbie = await client(h, 25000);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        h.call(s.oddBetPlaced, oddsBet({ amount: 5000 }), { token: newbie.token }),
      ),
    );
    const accepted = results.filter((r) => r.raw.error === false);
    expect(accepted).toHaveLength(5);
    expect(results.filter((r) => r.raw.message === 'Insufficient balance')).toHaveLength(7);
    expect(h.services.exchange.funds.wallet(newbie.userId)).toEqual({ coins: 25000, exposure: -25000 });
  });
});
