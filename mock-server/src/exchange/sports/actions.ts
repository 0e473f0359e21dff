/**
 * The scenario's sports.* actions applied to the sports area. A malformed action (unknown
 * match, duplicate id, unknown team) throws: the admin trigger answers it as a 400.
 */
import { events } from '@esk/contracts';
import type { ActionOf, ActionsOf } from '@esk/scenarios/actions';
import type { Accounts } from '../accounts';
import type { ExchangeContext } from '../context';
import type { Outbox } from '../outbox';
import { openExchangeMarket, setExchangePrices, setExchangeStatus } from './exchange-markets';
import { resultOf } from './settlement';
import type { OddsMarket, SportsBet, SportsMatch } from './state';

/** What the sports actions change: the area's matches, its pushes and its settlement (the SportsArea). */
export interface SportsActionTarget {
  readonly matches: Map<string, SportsMatch>;
  readonly exchange: { readonly ctx: ExchangeContext; readonly outbox: Outbox; readonly accounts: Accounts };
  pushFeed(match: SportsMatch): void;
  syncRoomTimer(): void;
  declareSession(match: SportsMatch, sessionId: string, run: number | null, remark?: string): void;
  declareMarket(match: SportsMatch, market: OddsMarket, winner: string | null, remark?: string): void;
  readonly book: { find(marketId: string, userId: string, betId?: string): SportsBet };
  deleteBet(bet: SportsBet, remark: string): void;
}

function known(area: SportsActionTarget, marketId: string): SportsMatch {
  const match = area.matches.get(marketId);
  if (!match) throw new Error(`no match with marketId ${marketId}`);
  return match;
}

function listChanged(area: SportsActionTarget): void {
  area.exchange.outbox.toChannel(events.account.sportsListUpdate, { isUpdate: true });
}

function addMatch(area: SportsActionTarget, action: ActionOf<'sports.addMatch'>): void {
  if (area.matches.has(action.marketId)) throw new Error(`match ${action.marketId} already exists`);
  const ids = new Set(action.teams.map((team) => team.selectionId));
  if (ids.size !== action.teams.length) throw new Error(`match ${action.marketId} repeats a selectionId`);
  const match: SportsMatch = {
    id: area.exchange.ctx.nextId('match'),
    marketId: action.marketId,
    eventId: action.eventId,
    matchName: action.matchName,
    seriesName: action.seriesName,
    startAt: action.startAt,
    status: action.status,
    priority: action.priority,
    teams: action.teams.map((team) => ({ ...team })),
    isToss: action.isToss,
    socketPerm: action.socketPerm,
    limits: { ...action.limits },
    notification: action.notification,
    bookmaker: { rates: new Map() },
    toss: { rates: new Map() },
    exchange: new Map(),
    sessions: new Map(),
  };
  area.matches.set(match.marketId, match);
  listChanged(area);
  area.pushFeed(match);
  area.syncRoomTimer();
}

function setRates(area: SportsActionTarget, action: ActionOf<'sports.setRates'>): void {
  const match = known(area, action.marketId);
  if (action.market === 'toss' && !match.isToss)
    throw new Error(`match ${match.marketId} has no toss market`);
  for (const rate of action.rates) {
    if (!match.teams.some((team) => team.selectionId === rate.selectionId)) {
      throw new Error(`selection ${rate.selectionId} is not a team of ${match.marketId}`);
    }
  }
  for (const rate of action.rates) {
    match[action.market].rates.set(rate.selectionId, {
      lgaai: rate.lgaai,
      khaai: rate.khaai,
      suspended: rate.suspended,
    });
  }
  area.pushFeed(match);
}

function openSession(area: SportsActionTarget, action: ActionOf<'sports.openSession'>): void {
  const match = known(area, action.marketId);
  if (match.sessions.has(action.sessionId)) {
    throw new Error(`session ${action.sessionId} of ${match.marketId} already exists`);
  }
  match.sessions.set(action.sessionId, {
    sessionId: action.sessionId,
    name: action.name,
    runsNo: action.runsNo,
    runsYes: action.runsYes,
    oddsNo: action.oddsNo,
    oddsYes: action.oddsYes,
    max: action.max,
    remark: action.remark,
    comPerm: action.comPerm,
    status: 'ACTIVE',
    openedAt: area.exchange.ctx.now(),
  });
  area.pushFeed(match);
}

function updateSession(area: SportsActionTarget, action: ActionOf<'sports.updateSession'>): void {
  const match = known(area, action.marketId);
  const session = match.sessions.get(action.sessionId);
  if (!session) throw new Error(`match ${match.marketId} has no session ${action.sessionId}`);
  if (action.runsNo !== undefined) session.runsNo = action.runsNo;
  if (action.runsYes !== undefined) session.runsYes = action.runsYes;
  if (action.oddsNo !== undefined) session.oddsNo = action.oddsNo;
  if (action.oddsYes !== undefined) session.oddsYes = action.oddsYes;
  if (action.status !== undefined) session.status = action.status;
  if (action.remark !== undefined) session.remark = action.remark;
  area.pushFeed(match);
}

/** Abandonment: every market of the match still open is voided (stakes returned). */
function abandon(area: SportsActionTarget, match: SportsMatch, remark: string): void {
  for (const session of match.sessions.values()) {
    if (!session.result) area.declareSession(match, session.sessionId, null, remark);
  }
  const markets: OddsMarket[] = [
    'bookmaker',
    ...(match.isToss ? (['toss'] as const) : []),
    ...match.exchange.keys(),
  ];
  for (const market of markets) {
    if (!resultOf(match, market)?.result) area.declareMarket(match, market, null, remark);
  }
}

export function applySportsAction(area: SportsActionTarget, action: ActionsOf<'sports'>): void {
  switch (action.type) {
    case 'sports.addMatch':
      addMatch(area, action);
      return;
    case 'sports.setStatus': {
      const match = known(area, action.marketId);
      match.status = action.status;
      listChanged(area);
      area.pushFeed(match);
      area.syncRoomTimer();
      return;
    }
    case 'sports.setRates':
      setRates(area, action);
      return;
    case 'sports.openSession':
      openSession(area, action);
      return;
    case 'sports.updateSession':
      updateSession(area, action);
      return;
    case 'sports.declareSession': {
      const match = known(area, action.marketId);
      area.declareSession(match, action.sessionId, action.run);
      area.pushFeed(match);
      return;
    }
    case 'sports.declareMarket': {
      const match = known(area, action.marketId);
      area.declareMarket(match, action.market, action.winnerSelectionId);
      area.pushFeed(match);
      return;
    }
    case 'sports.voidSession': {
      const match = known(area, action.marketId);
      area.declareSession(match, action.sessionId, null, action.remark);
      area.pushFeed(match);
      return;
    }
    case 'sports.abandonMatch': {
      const match = known(area, action.marketId);
      abandon(area, match, action.remark);
      match.status = 'COMPLETED';
      listChanged(area);
      area.pushFeed(match);
      area.syncRoomTimer();
      return;
    }
    case 'sports.deleteBet': {
      known(area, action.marketId);
      const user = area.exchange.accounts.byUsername(action.username);
      if (!user) throw new Error(`scenario names unknown user ${action.username}`);
      area.deleteBet(area.book.find(action.marketId, user.userId, action.betId), action.remark);
      return;
    }
    case 'sports.openExchangeMarket': {
      const match = known(area, action.marketId);
      openExchangeMarket(match, action);
      area.pushFeed(match);
      return;
    }
    case 'sports.setExchangePrices': {
      const match = known(area, action.marketId);
      setExchangePrices(match, action);
      area.pushFeed(match);
      return;
    }
    case 'sports.setExchangeStatus': {
      const match = known(area, action.marketId);
      setExchangeStatus(match, action);
      area.pushFeed(match);
      return;
    }
    case 'sports.setScore': {
      // Only the score page reads it (it polls); the match feed has no score fields.
      const match = known(area, action.marketId);
      match.score = {
        innings: action.innings.map((innings) => ({ ...innings })),
        status: action.status,
        recentBalls: [...action.recentBalls],
        at: area.exchange.ctx.now(),
      };
      return;
    }
    case 'sports.marketReload':
      known(area, action.marketId);
      area.exchange.outbox.toChannel(events.account.marketReload, { marketId: action.marketId });
      return;
    case 'sports.sessionBetUpdate':
      known(area, action.marketId);
      area.exchange.outbox.toChannel(events.account.sessionBetUpdate, { marketId: action.marketId });
      return;
  }
}
