/**
 * Placement checks: each returns what to book or throws the rule that said no. Rejections
 * (HTTP 200 error envelope) carry the message the client shows; BadRequest/NotFound mean the
 * request itself names something wrong. The wallet check and the commit are in area.ts.
 */
import { isSessionLocked, MATCH_STATUS, stakeLimits } from '@esk/contracts/catalog/sports';
import type { OddBetPlacement, SessionBetPlacement } from '@esk/contracts/http/sports-schemas';
import { BadRequest, NotFound, Rejection } from '../errors';
import { type Paise, toPaise } from '../money';
import { RATE_CHANGED, rateAccepted, sameRate } from './bet-math';
import { checkExchangeBet, type ExchangeBooking } from './exchange-markets';
import {
  type BookmakerMarket,
  type SessionMarket,
  type SportsMatch,
  type Team,
  TOSS_CUTOFF_MS,
} from './state';

export { RATE_CHANGED } from './bet-math';

/** betFor sent with each oddsType (a bookmaker bet travels as betFor 'odds'). */
const BET_FOR: Record<OddBetPlacement['oddsType'], OddBetPlacement['betFor']> = {
  bookmaker: 'odds',
  toss: 'toss',
  matchOdds: 'matchOdds',
  tiedMatch: 'tiedMatch',
};

function checkMatch(match: SportsMatch, eventId: string): void {
  if (match.eventId !== eventId) {
    throw new BadRequest(`eventId ${eventId} does not belong to market ${match.marketId}`);
  }
  if (match.status === MATCH_STATUS.completed) throw new Rejection('Match is completed, bet not placed');
}

function checkStake(stake: Paise, limits: { min: number; max: number }): void {
  if (stake < toPaise(limits.min)) throw new Rejection(`Minimum bet is ${limits.min} coins`);
  if (stake > toPaise(limits.max)) throw new Rejection(`Maximum bet is ${limits.max} coins`);
}

export interface BookmakerBooking {
  market: BookmakerMarket;
  team: Team;
  /** The current rate the bet is booked at. */
  rate: number;
  stake: Paise;
}

export type OddsBooking = BookmakerBooking | ExchangeBooking;

/**
 * Checks an odds bet against the match, the market, the rate (within the user's rate difference)
 * and limits: bookmaker and toss here, match odds and tied match in exchange-markets.ts.
 */
export function checkOddsBet(
  match: SportsMatch,
  input: OddBetPlacement,
  rateDifference: number,
  now: number,
): OddsBooking {
  checkMatch(match, input.eventId);
  if (BET_FOR[input.oddsType] !== input.betFor) {
    throw new BadRequest(`betFor ${input.betFor} does not go with oddsType ${input.oddsType}`);
  }
  if (input.oddsType === 'matchOdds' || input.oddsType === 'tiedMatch') {
    return checkExchangeBet(match, input, input.oddsType, rateDifference);
  }
  const market: BookmakerMarket = input.oddsType;
  if (market === 'toss') {
    if (!match.isToss) throw new Rejection('The toss market is not offered on this match');
    if (now >= match.startAt - TOSS_CUTOFF_MS) throw new Rejection('Toss bets close 1 hour before the start');
  }
  const book = match[market];
  if (book.result) throw new Rejection('Market is closed, bet not placed');
  const team = match.teams.find((candidate) => candidate.selectionId === input.selectionId);
  if (!team) throw new NotFound(`selectionId ${input.selectionId} is not a team of market ${match.marketId}`);
  const rate = book.rates.get(team.selectionId);
  if (!rate || rate.suspended) throw new Rejection('Market suspended, bet not placed');
  const current = input.type === 'L' ? rate.lgaai : rate.khaai;
  if (!(current > 0)) throw new Rejection('Rate not available, bet not placed');
  if (!rateAccepted(input.type, input.odds, current, rateDifference)) throw new Rejection(RATE_CHANGED);
  const stake = toPaise(input.amount);
  checkStake(stake, stakeLimits(match.limits, market));
  return { market, team, rate: current, stake };
}

export interface SessionBooking {
  session: SessionMarket;
  run: number;
  odds: number;
  stake: Paise;
}

/** Checks a session bet: the session is open, the run and odds are the current ones, the stake within limits. */
export function checkSessionBet(match: SportsMatch, input: SessionBetPlacement): SessionBooking {
  checkMatch(match, input.eventId);
  const session = match.sessions.get(input.selectionId);
  if (!session)
    throw new NotFound(`selectionId ${input.selectionId} is not a session of market ${match.marketId}`);
  if (session.result) throw new Rejection('Session is closed, bet not placed');
  if (session.status === 'BALL RUNNING') throw new Rejection('Ball running, bet not placed');
  if (isSessionLocked(session.status)) throw new Rejection('Session suspended, bet not placed');
  const run = input.type === 'Y' ? session.runsYes : session.runsNo;
  const odds = input.type === 'Y' ? session.oddsYes : session.oddsNo;
  if (!(run > 0) || !(odds > 0)) throw new Rejection('Rate not available, bet not placed');
  if (input.run !== run || !sameRate(input.odds, odds)) throw new Rejection(RATE_CHANGED);
  const stake = toPaise(input.amount);
  const limits = stakeLimits(match.limits, 'fancy');
  checkStake(stake, { min: limits.min, max: Math.min(limits.max, session.max) });
  return { session, run, odds, stake };
}
