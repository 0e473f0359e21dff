/**
 * Shared set-up of the sports tests: one India v Australia match (bookmaker, toss, one
 * session) added through scenario actions, and bet payloads as the real client sends them.
 */
import type { ScenarioActionInput } from '@esk/scenarios/actions';
import type { SportsArea } from '../src/exchange/sports/area';
import { createHarness, type Harness, newClient } from './harness';

export const MARKET = '1.245690241';
export const EVENT = '34012345';
export const SESSION = '2147';
export const HOUR = 60 * 60 * 1000;

/** A harness on a scenario with no cricket and no logouts (matka only): the tests add their own match. */
export function sportsHarness(): Promise<Harness> {
  return createHarness({ SCENARIO: 'matka-results' });
}

/** Creates a client with `coins` and logs it in. */
export const client = newClient;

/** Triggers an action the exchange should refuse; returns the refusal (thrown, or recorded by the simulation). */
export function refusal(h: Harness, action: Parameters<Harness['sim']['trigger']>[0]): string {
  const before = h.sim.errors.length;
  try {
    h.sim.trigger(action);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return h.sim.errors
    .slice(before)
    .map((error) => error.message)
    .join('; ');
}

export function sportsArea(h: Harness): SportsArea {
  return h.services.exchange.areas.sports;
}

export function addMatch(
  h: Harness,
  overrides: Partial<Extract<ScenarioActionInput, { type: 'sports.addMatch' }>> = {},
) {
  const now = h.sim.clock.now();
  h.sim.trigger({
    type: 'sports.addMatch',
    marketId: MARKET,
    eventId: EVENT,
    matchName: 'India v Australia',
    seriesName: 'ICC World Cup 2026',
    startAt: now + 2 * HOUR,
    status: 'INPLAY',
    priority: 1,
    teams: [
      { selectionId: '1', name: 'India' },
      { selectionId: '2', name: 'Australia' },
    ],
    isToss: true,
    limits: {
      maximum_match_bet: 100000,
      minimum_match_bet: 100,
      maximum_session_bet: 50000,
      minimum_session_bet: 100,
      maximum_tie_coins: 0,
      maximum_toss_coins: 25000,
    },
    notification: 'Toss bets close 1 hour before the start.',
    ...overrides,
  });
}

/** The standard match with bookmaker and toss rates and one open session (NO 45 / YES 46). */
export function standardMatch(h: Harness): void {
  addMatch(h);
  h.sim.trigger({
    type: 'sports.setRates',
    marketId: MARKET,
    market: 'bookmaker',
    rates: [
      { selectionId: '1', lgaai: 0.95, khaai: 0.97 },
      { selectionId: '2', lgaai: 1.02, khaai: 1.05 },
    ],
  });
  h.sim.trigger({
    type: 'sports.setRates',
    marketId: MARKET,
    market: 'toss',
    rates: [
      { selectionId: '1', lgaai: 0.98, khaai: 0 },
      { selectionId: '2', lgaai: 0.98, khaai: 0 },
    ],
  });
  h.sim.trigger({
    type: 'sports.openSession',
    marketId: MARKET,
    sessionId: SESSION,
    name: '6 OVER RUN IND',
    runsNo: 45,
    runsYes: 46,
  });
}

export function oddsBet(overrides: Record<string, unknown> = {}) {
  return {
    odds: '0.95',
    amount: 1000,
    selectionId: '1',
    marketId: MARKET,
    eventId: EVENT,
    betFor: 'odds',
    run: '0',
    oddsType: 'bookmaker',
    type: 'L',
    betfairMarketId: 'undefined',
    ...overrides,
  };
}

export function sessionBet(overrides: Record<string, unknown> = {}) {
  return {
    odds: '1',
    amount: 500,
    selectionId: SESSION,
    marketId: MARKET,
    eventId: EVENT,
    betFor: 'fancy',
    run: '46',
    oddsType: 'fancy',
    type: 'Y',
    ...overrides,
  };
}

/** Balance is the sum of the statement; exposure the sum of the per-market worst cases. */
export function moneyIdentities(h: Harness, userId: string) {
  const funds = h.services.exchange.funds;
  const statementSum = funds.entries(userId).reduce((sum, entry) => sum + entry.amount, 0);
  return { balance: funds.balance(userId), statementSum, exposure: funds.exposure(userId) };
}

/** Opens match odds (India/Australia) and tied match on the standard match, with known ladders. */
export function exchangeMarkets(h: Harness): void {
  h.sim.trigger({ type: 'sports.openExchangeMarket', marketId: MARKET, market: 'matchOdds' });
  h.sim.trigger({ type: 'sports.openExchangeMarket', marketId: MARKET, market: 'tiedMatch' });
  h.sim.trigger({
    type: 'sports.setExchangePrices',
    marketId: MARKET,
    market: 'matchOdds',
    runners: [
      {
        selectionId: '1',
        back: [
          { price: 1.62, size: 5000 },
          { price: 1.61, size: 20000 },
          { price: 1.6, size: 8000 },
        ],
        lay: [
          { price: 1.63, size: 9000 },
          { price: 1.64, size: 20000 },
          { price: 1.65, size: 4000 },
        ],
      },
      {
        selectionId: '2',
        back: [{ price: 2.58, size: 6000 }],
        lay: [{ price: 2.62, size: 7000 }],
      },
    ],
  });
  h.sim.trigger({
    type: 'sports.setExchangePrices',
    marketId: MARKET,
    market: 'tiedMatch',
    runners: [
      { selectionId: '37302', back: [{ price: 40, size: 2000 }], lay: [{ price: 55, size: 1500 }] },
      { selectionId: '37303', back: [{ price: 1.01, size: 90000 }], lay: [{ price: 1.02, size: 80000 }] },
    ],
  });
}

export function matchOddsBet(overrides: Record<string, unknown> = {}) {
  return oddsBet({
    odds: '1.62',
    betFor: 'matchOdds',
    oddsType: 'matchOdds',
    betfairMarketId: `${MARKET}1`,
    ...overrides,
  });
}
