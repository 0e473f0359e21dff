/**
 * Voided sessions, abandoned matches and deleted bets (issue 13): the money comes back exactly,
 * through statement rows when it had moved, and the bet lists show what happened.
 */
import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import {
  client,
  exchangeMarkets,
  MARKET,
  matchOddsBet,
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

beforeEach(async () => {
  h = await sportsHarness();
  demo = await h.login('demo', 'demo1234');
  standardMatch(h);
  exchangeMarkets(h);
});
afterEach(async () => {
  await h.close();
});

const funds = () => h.services.exchange.funds;
const rows = (userId = demo.userId) =>
  funds()
    .entries(userId)
    .slice(1)
    .map((row) => [row.remark, row.amount]);
const expectIdentities = (userId = demo.userId) => {
  const m = moneyIdentities(h, userId);
  expect(m.balance).toBe(m.statementSum);
  return m;
};

describe('sports.voidSession', () => {
  it('declares every open bet with no result and P&L 0: stakes back, one 0 row, no commission', async () => {
    await h.call(s.sessionBetPlaced, sessionBet({ amount: 500 }), { token: demo.token });
    await h.call(s.sessionBetPlaced, sessionBet({ type: 'N', run: '45', amount: 700 }), {
      token: demo.token,
    });
    expect(funds().exposure(demo.userId)).toBeLessThan(0);
    h.sim.trigger({
      type: 'sports.voidSession',
      marketId: MARKET,
      sessionId: SESSION,
      remark: 'Rain stopped play',
    });
    expect(rows()).toEqual([['India v Australia / 6 OVER RUN IND / Void: Rain stopped play', 0]]);
    expect(expectIdentities()).toMatchObject({ balance: 10_000_000, exposure: 0 });
    const bets = await h.call(s.betsList, { fancyBet: true, marketId: MARKET }, { token: demo.token });
    expect(bets.raw.data).toMatchObject({
      fancyBetData: [
        { isDeclare: 1, decisionRun: null, profitLoss: 0 },
        { isDeclare: 1, decisionRun: null, profitLoss: 0 },
      ],
    });
    expect(
      refusal(h, { type: 'sports.declareSession', marketId: MARKET, sessionId: SESSION, run: 50 }),
    ).toMatch(/already declared/);
  });
});

describe('sports.abandonMatch', () => {
  it('voids the bookmaker, toss, match odds, tied match and every open session, then completes the match', async () => {
    await h.call(s.oddBetPlaced, oddsBet({ amount: 1000 }), { token: demo.token });
    await h.call(s.oddBetPlaced, matchOddsBet({ type: 'K', odds: '1.63', amount: 1000 }), {
      token: demo.token,
    });
    await h.call(s.sessionBetPlaced, sessionBet({ amount: 500 }), { token: demo.token });
    h.sim.trigger({ type: 'sports.abandonMatch', marketId: MARKET, remark: 'Wet outfield' });
    expect(rows().map(([remark]) => remark)).toEqual([
      'India v Australia / 6 OVER RUN IND / Void: Wet outfield',
      'India v Australia / Bookmaker / Void: Wet outfield',
      'India v Australia / Match Odds / Void: Wet outfield',
    ]);
    expect(expectIdentities()).toMatchObject({ balance: 10_000_000, exposure: 0 });
    const list = await h.call(s.matchList, {}, { token: demo.token });
    expect(list.raw.data).toEqual([]);
  });
});

describe('sports.deleteBet', () => {
  it('an open bet: leaves its market, the exposure becomes that of the bets still open, no statement row', async () => {
    await h.call(s.sessionBetPlaced, sessionBet({ amount: 500 }), { token: demo.token });
    await h.call(s.sessionBetPlaced, sessionBet({ amount: 800 }), { token: demo.token });
    expect(funds().exposure(demo.userId)).toBe(-130_000);
    h.sim.trigger({
      type: 'sports.deleteBet',
      marketId: MARKET,
      username: 'demo',
      remark: 'Placed after the ball',
    });
    expect(funds().exposure(demo.userId)).toBe(-50_000);
    expect(rows()).toEqual([]);
    const deleted = await h.call(
      s.clientBetListByMarketId,
      { marketId: MARKET, isDeleted: true },
      { token: demo.token },
    );
    expect(deleted.raw.data).toMatchObject({
      fancyBetData: [{ amount: 800, isDeleted: 1, deletedRemark: 'Placed after the ball', isDeclare: 0 }],
    });
    const pending = await h.call(
      s.betsList,
      { fancyBet: true, oddsBet: true, isClientExposure: true },
      { token: demo.token },
    );
    expect(pending.raw.data).toMatchObject([{ marketType: 'fancy', amount: 500 }]);
    // The session declares without the deleted bet: only the 500 YES at 46 wins.
    h.sim.trigger({ type: 'sports.declareSession', marketId: MARKET, sessionId: SESSION, run: 50 });
    expect(rows()).toEqual([['India v Australia / 6 OVER RUN IND / 50', 50_000]]);
    expect(expectIdentities()).toMatchObject({ exposure: 0 });
  });

  it('an open odds bet: the positions lose it too', async () => {
    await h.call(s.oddBetPlaced, matchOddsBet({ amount: 1000 }), { token: demo.token });
    const [bet] = h.services.exchange.areas.sports.bets(demo.userId) ?? [];
    h.sim.trigger({
      type: 'sports.deleteBet',
      marketId: MARKET,
      username: 'demo',
      betId: bet?.id,
      remark: 'VPN',
    });
    expect(funds().exposure(demo.userId)).toBe(0);
    const positions = await h.call(s.userPositionByMarketId, { marketId: MARKET }, { token: demo.token });
    expect(positions.raw.data).toMatchObject({
      oddsPosition: expect.arrayContaining([
        expect.objectContaining({ _id: '1', oddsType: 'matchOdds', totalPosition: 0 }),
      ]),
    });
  });

  it('a settled bet: its P&L is taken back by a statement row and the ledger details agree', async () => {
    await h.call(s.sessionBetPlaced, sessionBet({ amount: 500 }), { token: demo.token });
    await h.call(s.sessionBetPlaced, sessionBet({ type: 'N', run: '45', amount: 300 }), {
      token: demo.token,
    });
    h.sim.trigger({ type: 'sports.declareSession', marketId: MARKET, sessionId: SESSION, run: 40 });
    // YES 46 loses 500, NO 45 wins 300.
    expect(rows()).toEqual([['India v Australia / 6 OVER RUN IND / 40', -20_000]]);
    const area = h.services.exchange.areas.sports;
    const yes = area?.bets(demo.userId).find((bet) => bet.kind === 'fancy' && bet.type === 'Y');
    h.sim.trigger({
      type: 'sports.deleteBet',
      marketId: MARKET,
      username: 'demo',
      betId: yes?.id,
      remark: 'Bot activity',
    });
    expect(rows()).toEqual([
      ['India v Australia / 6 OVER RUN IND / 40', -20_000],
      ['India v Australia / 6 OVER RUN IND / Bet deleted: Bot activity', 50_000],
    ]);
    expect(expectIdentities()).toMatchObject({ balance: 10_030_000, exposure: 0 });
    const details = await h.call(
      calls.user.completeLedgerDetails,
      { marketId: MARKET },
      { token: demo.token },
    );
    expect(details.raw.data).toMatchObject({
      completeData: { clientSessionAmount: 300 },
      sessionBetsData: expect.arrayContaining([
        expect.objectContaining({ type: 'Y', isDeleted: 1, deletedRemark: 'Bot activity' }),
        expect.objectContaining({ type: 'N', isDeleted: 0 }),
      ]),
    });
    const ledger = await h.call(
      calls.user.userLedger,
      { downlineUserId: demo.userId },
      { token: demo.token },
    );
    expect(ledger.raw.data).toMatchObject({ calAmount: 300 });
  });

  it('refuses a second delete, another user’s bet and a user without bets', async () => {
    await h.call(s.sessionBetPlaced, sessionBet({ amount: 500 }), { token: demo.token });
    const other = await client(h, 1000);
    const area = h.services.exchange.areas.sports;
    const [bet] = area?.bets(demo.userId) ?? [];
    h.sim.trigger({ type: 'sports.deleteBet', marketId: MARKET, username: 'demo', betId: bet?.id });
    expect(
      refusal(h, { type: 'sports.deleteBet', marketId: MARKET, username: 'demo', betId: bet?.id }),
    ).toMatch(/already deleted/);
    const name = h.services.exchange.accounts.byId(other.userId)?.username ?? '';
    expect(
      refusal(h, { type: 'sports.deleteBet', marketId: MARKET, username: name, betId: bet?.id }),
    ).toMatch(/no bet/);
    expect(refusal(h, { type: 'sports.deleteBet', marketId: MARKET, username: name })).toMatch(/no bet/);
  });
});
