/**
 * Match odds and tied match: Betfair-style markets of a match. A scenario opens one, moves its
 * ladder (up to three back and lay levels per runner, best first) and suspends it; bets are
 * booked at the best price of their side within the user's rate difference and take the money
 * they match off that level; the feed is the real API family's per-event list
 * ({marketId, marketType, status, runners[].ex}).
 */
import { stakeLimits } from '@esk/contracts/catalog/sports';
import { EXCHANGE_MARKET_TYPES, type eventMarketSchema } from '@esk/contracts/http/sports-event-markets';
import type { OddBetPlacement } from '@esk/contracts/http/sports-schemas';
import type { ActionOf } from '@esk/scenarios/actions';
import type { z } from 'zod';
import { NotFound, Rejection } from '../errors';
import { type Paise, toCoins, toPaise } from '../money';
import { RATE_CHANGED, rateAccepted } from './bet-math';
import { wireId } from './feed';
import {
  type ExchangeBook,
  type ExchangeMarket,
  MATCH_STATUS_COMPLETED,
  type MarketResult,
  type OddsMarket,
  type SportsMatch,
  type Team,
} from './state';

type EventMarketWire = z.input<typeof eventMarketSchema>;

/** The tied match runners as Betfair lists them. */
export const TIED_MATCH_RUNNERS: readonly Team[] = [
  { selectionId: '37302', name: 'Yes' },
  { selectionId: '37303', name: 'No' },
];

/** The exchange book of a match, or the rule that says it is not there. */
export function exchangeBook(match: SportsMatch, market: ExchangeMarket): ExchangeBook {
  const book = match.exchange.get(market);
  if (!book) throw new Rejection(`The ${market} market is not offered on this match`);
  return book;
}

export function openExchangeMarket(match: SportsMatch, action: ActionOf<'sports.openExchangeMarket'>): void {
  if (match.exchange.has(action.market)) {
    throw new Error(`the ${action.market} market of ${match.marketId} is already open`);
  }
  const runners = action.runners ?? (action.market === 'matchOdds' ? match.teams : TIED_MATCH_RUNNERS);
  if (new Set(runners.map((runner) => runner.selectionId)).size !== runners.length) {
    throw new Error(`the ${action.market} market of ${match.marketId} repeats a selectionId`);
  }
  match.exchange.set(action.market, {
    market: action.market,
    betfairMarketId: action.betfairMarketId ?? `${match.marketId}${action.market === 'matchOdds' ? 1 : 2}`,
    runners: runners.map((runner) => ({ ...runner })),
    ladders: new Map(),
    status: 'OPEN',
  });
}

function openBook(match: SportsMatch, market: ExchangeMarket): ExchangeBook {
  const book = match.exchange.get(market);
  if (!book) throw new Error(`match ${match.marketId} has no ${market} market (sports.openExchangeMarket)`);
  return book;
}

export function setExchangePrices(match: SportsMatch, action: ActionOf<'sports.setExchangePrices'>): void {
  const book = openBook(match, action.market);
  for (const runner of action.runners) {
    if (!book.runners.some((known) => known.selectionId === runner.selectionId)) {
      throw new Error(
        `selection ${runner.selectionId} is not a runner of the ${action.market} of ${match.marketId}`,
      );
    }
    const descending = runner.back.every(
      (level, i) => i === 0 || level.price < (runner.back[i - 1]?.price ?? 0),
    );
    const ascending = runner.lay.every(
      (level, i) => i === 0 || level.price > (runner.lay[i - 1]?.price ?? 0),
    );
    if (!descending || !ascending) {
      throw new Error(`prices of ${runner.selectionId} must be best first: back falling, lay rising`);
    }
  }
  for (const runner of action.runners) {
    book.ladders.set(runner.selectionId, {
      back: runner.back.map((level) => ({ ...level })),
      lay: runner.lay.map((level) => ({ ...level })),
    });
  }
  if (action.status) book.status = action.status;
}

export function setExchangeStatus(match: SportsMatch, action: ActionOf<'sports.setExchangeStatus'>): void {
  openBook(match, action.market).status = action.status;
}

/** Whether a book takes bets now. */
const tradable = (match: SportsMatch, book: ExchangeBook) =>
  match.status !== MATCH_STATUS_COMPLETED && book.status === 'OPEN' && !book.result;

/** The event's exchange markets as the otherMarketCacheUrl and the marketByEvent room carry them. */
export function eventFeed(match: SportsMatch): EventMarketWire[] {
  return [...match.exchange.values()].map((book) => {
    const open = tradable(match, book);
    return {
      marketId: book.betfairMarketId,
      marketType: EXCHANGE_MARKET_TYPES[book.market],
      marketName: EXCHANGE_MARKET_TYPES[book.market],
      status: book.result || match.status === MATCH_STATUS_COMPLETED ? 'CLOSED' : book.status,
      inplay: match.status === 'INPLAY',
      runners: book.runners.map((runner) => {
        const ladder = book.ladders.get(runner.selectionId);
        return {
          selectionId: wireId(runner.selectionId),
          selectionName: runner.name,
          status: runnerStatus(book.result, runner.selectionId),
          ex: {
            availableToBack: open ? (ladder?.back ?? []).map((level) => ({ ...level })) : [],
            availableToLay: open ? (ladder?.lay ?? []).map((level) => ({ ...level })) : [],
          },
        };
      }),
    };
  });
}

function runnerStatus(result: MarketResult | undefined, selectionId: string): string {
  if (!result) return 'ACTIVE';
  if (result.winner === null) return 'REMOVED';
  return result.winner === selectionId ? 'WINNER' : 'LOSER';
}

export interface ExchangeBooking {
  market: ExchangeMarket;
  book: ExchangeBook;
  team: Team;
  /** The decimal odds the bet is booked at: the best price of its side. */
  rate: number;
  stake: Paise;
}

/**
 * Checks a match odds or tied match bet: the market is open, the runner priced, the sent odds
 * the best price of that side or worse for the user by at most the rate difference (in odds,
 * 0.01 per step), the stake within the match limits and the money available at that price.
 */
export function checkExchangeBet(
  match: SportsMatch,
  input: OddBetPlacement,
  market: ExchangeMarket,
  rateDifference: number,
): ExchangeBooking {
  const book = exchangeBook(match, market);
  if (book.result) throw new Rejection('Market is closed, bet not placed');
  if (!tradable(match, book)) throw new Rejection('Market suspended, bet not placed');
  if (input.betfairMarketId !== undefined && input.betfairMarketId !== book.betfairMarketId) {
    throw new NotFound(`betfairMarketId ${input.betfairMarketId} is not the ${market} of ${match.marketId}`);
  }
  const team = book.runners.find((runner) => runner.selectionId === input.selectionId);
  if (!team) throw new NotFound(`selectionId ${input.selectionId} is not a runner of the ${market}`);
  const ladder = book.ladders.get(team.selectionId);
  const best = (input.type === 'L' ? ladder?.back : ladder?.lay)?.[0];
  if (!best || !(best.price > 1)) throw new Rejection('Rate not available, bet not placed');
  if (!rateAccepted(input.type, input.odds, best.price, rateDifference)) throw new Rejection(RATE_CHANGED);
  const stake = toPaise(input.amount);
  const limits = stakeLimits(match.limits, market);
  if (stake < toPaise(limits.min)) throw new Rejection(`Minimum bet is ${limits.min} coins`);
  if (stake > toPaise(limits.max)) throw new Rejection(`Maximum bet is ${limits.max} coins`);
  if (stake > toPaise(best.size)) {
    throw new Rejection(`Only ${Math.floor(best.size)} coins available at ${best.price}, bet not placed`);
  }
  return { market, book, team, rate: best.price, stake };
}

/** The matched stake leaves the best level of its side (an emptied level goes). */
export function takeLiquidity(booking: ExchangeBooking, type: 'L' | 'K'): void {
  const ladder = booking.book.ladders.get(booking.team.selectionId);
  const side = type === 'L' ? ladder?.back : ladder?.lay;
  const best = side?.[0];
  if (!side || !best) return;
  best.size = toCoins(toPaise(best.size) - booking.stake);
  if (best.size <= 0) side.shift();
}

/** Runners of an odds market: the teams (bookmaker, toss), or the exchange book's runners. */
export function selectionsOf(match: SportsMatch, market: OddsMarket): Team[] {
  if (market === 'bookmaker' || market === 'toss') return match.teams;
  return match.exchange.get(market)?.runners ?? [];
}
