/**
 * Match odds and tied match: the per-event feed, placement at the best price of a side within the
 * rate difference and the money available, positions on decimal odds, settlement, the tie.
 */
import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboundEvent } from '../src/exchange/outbox';
import type { Harness } from './harness';
import {
  EVENT,
  exchangeMarkets,
  MARKET,
  matchOddsBet,
  moneyIdentities,
  refusal,
  sportsHarness,
  standardMatch,
} from './sports-fixture';

const s = calls.sports;
let h: Harness;
let demo: { token: string; userId: string };
let pushes: OutboundEvent[];

beforeEach(async () => {
  h = await sportsHarness();
  demo = await h.login('demo', 'demo1234');
  standardMatch(h);
  pushes = [];
  h.services.exchange.outbox.subscribe((event) => pushes.push(event));
  exchangeMarkets(h);
});
afterEach(async () => {
  await h.close();
});

const place = (overrides: Record<string, unknown> = {}) =>
  h.call(s.oddBetPlaced, matchOddsBet(overrides), { token: demo.token });
const feed = async () => {
  const res = await h.call(s.eventMarketsCache, {}, { params: { eventId: EVENT } });
  if (!res.read.ok) throw new Error(JSON.stringify(res.raw));
  return res.read.value.data;
};
const wallet = () => h.services.exchange.funds.wallet(demo.userId);

describe('the event feed', () => {
  it('lists Match Odds and Tied Match with three levels a side, best first, and the match details flag them', async () => {
    const [matchOdds, tied] = await feed();
    expect(matchOdds).toMatchObject({ marketId: `${MARKET}1`, marketType: 'Match Odds', status: 'OPEN' });
    expect(matchOdds?.runners[0]).toMatchObject({
      selectionId: '1',
      selectionName: 'India',
      ex: {
        availableToBack: [{ price: 1.62 }, { price: 1.61 }, { price: 1.6 }],
        availableToLay: [{ price: 1.63 }, { price: 1.64 }, { price: 1.65 }],
      },
    });
    expect(tied).toMatchObject({
      marketType: 'Tied Match',
      runners: [{ selectionName: 'Yes' }, { selectionName: 'No' }],
    });
    const details = await h.call(s.sportByMarketId, { marketId: MARKET }, { token: demo.token });
    expect(details.raw.data).toMatchObject({
      isMatchOdds: true,
      isTieOdds: true,
      otherMarketCacheUrl: expect.stringMatching(new RegExp(`/cache/event/${EVENT}$`)),
    });
  });

  it('pushes the list to the event room (event named by the eventId) when prices move', () => {
    pushes = [];
    h.sim.trigger({
      type: 'sports.setExchangeStatus',
      marketId: MARKET,
      market: 'tiedMatch',
      status: 'SUSPENDED',
    });
    const pushed = pushes.find((event) => event.to === 'room' && event.room === EVENT);
    expect(pushed?.event).toBe(EVENT);
    const list = JSON.parse(String(pushed?.payload)) as {
      marketType: string;
      status: string;
      runners: unknown[];
    }[];
    expect(list.map((market) => [market.marketType, market.status])).toEqual([
      ['Match Odds', 'OPEN'],
      ['Tied Match', 'SUSPENDED'],
    ]);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await h.call(s.eventMarketsCache, {}, { params: { eventId: '999' } });
    expect(res.status).toBe(404);
  });
});

describe('placing on match odds', () => {
  it('backs at the best back price: wins stake x (odds - 1), risks the stake; the size left shrinks', async () => {
    const res = await place({ amount: 1000 });
    expect(res.raw).toMatchObject({ error: false, message: 'Bet Placed Successfully' });
    expect(wallet()).toEqual({ coins: 100000, exposure: -1000 });
    const positions = await h.call(s.userPositionByMarketId, { marketId: MARKET }, { token: demo.token });
    expect(positions.raw.data).toMatchObject({
      oddsPosition: expect.arrayContaining([
        expect.objectContaining({ _id: '1', oddsType: 'matchOdds', totalPosition: 620 }),
        expect.objectContaining({ _id: '2', oddsType: 'matchOdds', totalPosition: -1000 }),
      ]),
    });
    const [matchOdds] = await feed();
    expect(matchOdds?.runners[0]?.ex.availableToBack[0]).toEqual({ price: 1.62, size: 4000 });
  });

  it('lays at the best lay price: risks stake x (odds - 1) on that runner; lay and back hedge to the worst case', async () => {
    await place({ type: 'K', odds: '1.63', amount: 2000 });
    expect(wallet().exposure).toBe(-1260);
    await place({ type: 'L', odds: '1.62', amount: 2000 });
    // India wins: -1260 + 1240 = -20; Australia wins: +2000 - 2000 = 0.
    expect(wallet().exposure).toBe(-20);
    const bets = await h.call(s.betsList, { oddBet: true, marketId: MARKET }, { token: demo.token });
    expect(bets.raw.data).toMatchObject({
      oddsBetData: [
        {
          type: 'L',
          odds: 1.62,
          oddsType: 'matchOdds',
          profit: 1240,
          loss: 2000,
          betfairMarketId: `${MARKET}1`,
        },
        { type: 'K', odds: 1.63, oddsType: 'matchOdds', profit: 2000, loss: 1260 },
      ],
    });
  });

  it('takes a worse price within the rate difference, refuses a better one, an empty side and more than the size', async () => {
    expect((await place({ odds: '1.63' })).raw).toMatchObject({ error: false });
    expect((await place({ odds: '1.64' })).raw).toMatchObject({
      error: true,
      message: 'Rate changed, bet not placed',
    });
    expect((await place({ odds: '1.5' })).raw).toMatchObject({
      error: true,
      message: 'Rate changed, bet not placed',
    });
    expect((await place({ amount: 4500 })).raw).toMatchObject({
      error: true,
      message: 'Only 4000 coins available at 1.62, bet not placed',
    });
    h.sim.trigger({
      type: 'sports.setExchangePrices',
      marketId: MARKET,
      market: 'matchOdds',
      runners: [{ selectionId: '2', back: [], lay: [] }],
    });
    const empty = await place({ selectionId: '2', odds: '2.58' });
    expect(empty.raw).toMatchObject({ error: true, message: 'Rate not available, bet not placed' });
  });

  it('refuses a suspended market and a wrong exchange market id', async () => {
    h.sim.trigger({
      type: 'sports.setExchangeStatus',
      marketId: MARKET,
      market: 'matchOdds',
      status: 'SUSPENDED',
    });
    expect((await place()).raw).toMatchObject({ error: true, message: 'Market suspended, bet not placed' });
    h.sim.trigger({
      type: 'sports.setExchangeStatus',
      marketId: MARKET,
      market: 'matchOdds',
      status: 'OPEN',
    });
    expect((await place({ betfairMarketId: '1.999' })).status).toBe(404);
  });

  it('uses maximum_matchOdds_coins when above 0', async () => {
    h.sim.trigger({
      type: 'sports.setExchangeStatus',
      marketId: MARKET,
      market: 'matchOdds',
      status: 'OPEN',
    });
    const match = h.services.exchange.areas.sports.match(MARKET);
    if (match) match.limits.maximum_matchOdds_coins = 500;
    expect((await place({ amount: 600 })).raw).toMatchObject({
      error: true,
      message: 'Maximum bet is 500 coins',
    });
  });
});

describe('settling match odds and tied match', () => {
  it('pays the winner position with one statement row per market; exposure back to 0', async () => {
    await place({ amount: 1000 });
    await place({ type: 'K', odds: '2.62', selectionId: '2', amount: 500 });
    await h.call(
      s.oddBetPlaced,
      matchOddsBet({
        betFor: 'tiedMatch',
        oddsType: 'tiedMatch',
        selectionId: '37302',
        odds: '40',
        amount: 100,
        betfairMarketId: `${MARKET}2`,
      }),
      { token: demo.token },
    );
    h.sim.trigger({
      type: 'sports.declareMarket',
      marketId: MARKET,
      market: 'matchOdds',
      winnerSelectionId: '1',
    });
    h.sim.trigger({
      type: 'sports.declareMarket',
      marketId: MARKET,
      market: 'tiedMatch',
      winnerSelectionId: '37303',
    });
    const rows = h.services.exchange.funds
      .entries(demo.userId)
      .slice(1)
      .map((row) => [row.remark, row.amount]);
    expect(rows).toEqual([
      ['India v Australia / Match Odds / India', 62_000 + 50_000],
      ['India v Australia / Tied Match / No', -10_000],
    ]);
    const m = moneyIdentities(h, demo.userId);
    expect(m).toEqual({ balance: m.statementSum, statementSum: 10_000_000 + 102_000, exposure: 0 });
    const [matchOdds] = await feed();
    expect(matchOdds).toMatchObject({
      status: 'CLOSED',
      runners: [{ status: 'WINNER' }, { status: 'LOSER' }],
    });
  });

  it('refuses a winner that is not a runner of that market', () => {
    expect(
      refusal(h, {
        type: 'sports.declareMarket',
        marketId: MARKET,
        market: 'tiedMatch',
        winnerSelectionId: '1',
      }),
    ).toMatch(/not a team \(runner\) of the tiedMatch/);
  });
});
