/**
 * Settlement on the scenario's declare actions. Per user per settled market: ONE statement
 * row with the P&L (and a commission row when commission applies), the market's exposure
 * back to 0, every bet marked declared with its P&L, and sessionBetUpdate to the user.
 * All rows of a match share the ledger key 'sports:<marketId>' (one ledger line per match).
 */
import { events } from '@esk/contracts';
import type { ExchangeContext } from '../context';
import type { Funds, LedgerRef } from '../funds';
import type { Paise } from '../money';
import { fancyPnl, oddsCommission, oddsSettlement, sessionCommission } from './bet-math';
import { selectionsOf } from './exchange-markets';
import {
  type FancyBetRecord,
  isExchangeMarket,
  ledgerKey,
  type MarketResult,
  type OddsBetRecord,
  type OddsMarket,
  oddsMarketKey,
  type SessionMarket,
  type Settlement,
  type SportsMatch,
  sessionMarketKey,
} from './state';

/** Commission percentages (designed; see bet-math.ts). Both 0 by default. */
export interface CommissionRates {
  sessionPercent: number;
  oddsPercent: number;
}

export interface SettleDeps {
  ctx: ExchangeContext;
  funds: Funds;
  commission: CommissionRates;
  record(settlement: Settlement): void;
}

export const MARKET_LABEL: Record<OddsMarket, string> = {
  bookmaker: 'Bookmaker',
  toss: 'Toss',
  matchOdds: 'Match Odds',
  tiedMatch: 'Tied Match',
};

/** The result holder of an odds market (bookmaker and toss books, or the exchange book). */
export function resultOf(match: SportsMatch, market: OddsMarket): { result?: MarketResult } | undefined {
  return isExchangeMarket(market) ? match.exchange.get(market) : match[market];
}

/** The ledger's 'Won By': the bookmaker winner once declared (else the match odds winner). */
export function wonBy(match: SportsMatch): string {
  const result = match.bookmaker.result ?? match.exchange.get('matchOdds')?.result;
  if (!result) return 'Result awaited';
  if (result.winner === null) return 'No Result';
  return match.teams.find((team) => team.selectionId === result.winner)?.name ?? result.winner;
}

export function ledgerRef(match: SportsMatch): LedgerRef {
  return {
    ledgerType: 'cricket',
    key: ledgerKey(match.marketId),
    eventName: match.matchName,
    marketId: match.marketId,
    eventId: match.eventId,
    date: match.startAt,
    wonBy: wonBy(match),
  };
}

function byUser<B extends { userId: string }>(bets: readonly B[]): Map<string, B[]> {
  const groups = new Map<string, B[]>();
  for (const bet of bets) {
    const list = groups.get(bet.userId) ?? [];
    list.push(bet);
    groups.set(bet.userId, list);
  }
  return groups;
}

interface Posting {
  userId: string;
  exposureKey: string;
  remark: string;
  pnl: Paise;
  commission: Paise;
}

function post(deps: SettleDeps, match: SportsMatch, posting: Posting): void {
  const ledger = ledgerRef(match);
  deps.funds.setExposure(posting.userId, posting.exposureKey, 0, false);
  deps.funds.post(posting.userId, posting.pnl, {
    remark: posting.remark,
    statementFor: 'profitLoss',
    ledger,
  });
  if (posting.commission !== 0) {
    deps.funds.post(posting.userId, posting.commission, {
      remark: `${posting.remark} / Commission`,
      statementFor: 'profitLoss',
      isCommission: true,
      ledger,
    });
  }
  deps.ctx.outbox.toUser(posting.userId, events.account.sessionBetUpdate, { marketId: match.marketId });
}

/**
 * Declares a session at `run`: settles every open bet on it. `run` null voids it (rain,
 * abandonment): every bet is declared with no result and P&L 0, so the stakes come back and
 * no commission is paid.
 */
export function settleSession(
  deps: SettleDeps,
  match: SportsMatch,
  session: SessionMarket,
  openBets: readonly FancyBetRecord[],
  run: number | null,
  remark?: string,
): void {
  const at = deps.ctx.now();
  session.result = { run, at, ...(remark !== undefined ? { remark } : {}) };
  for (const [userId, bets] of byUser(openBets)) {
    let pnl = 0;
    let turnover = 0;
    for (const bet of bets) {
      const betPnl = run === null ? 0 : fancyPnl(bet, run);
      bet.declared = { run, pnl: betPnl };
      pnl += betPnl;
      turnover += bet.stake;
    }
    const commission = run === null ? 0 : sessionCommission(turnover, deps.commission.sessionPercent);
    post(deps, match, {
      userId,
      exposureKey: sessionMarketKey(match.marketId, session.sessionId),
      remark: `${match.matchName} / ${session.name} / ${run === null ? `Void${remark ? `: ${remark}` : ''}` : run}`,
      pnl,
      commission,
    });
    deps.record({
      userId,
      marketId: match.marketId,
      kind: 'session',
      market: session.sessionId,
      pnl,
      commission,
      turnover,
      at,
    });
  }
}

/** Declares an odds market: the winner's position, or 0 for a void market (winner null). */
export function settleOddsMarket(
  deps: SettleDeps,
  match: SportsMatch,
  market: OddsMarket,
  openBets: readonly OddsBetRecord[],
  winner: string | null,
  remark?: string,
): void {
  const at = deps.ctx.now();
  const holder = resultOf(match, market);
  if (holder) holder.result = { winner, at };
  const runners = selectionsOf(match, market);
  const winnerName =
    winner === null
      ? `Void${remark ? `: ${remark}` : ''}`
      : (runners.find((t) => t.selectionId === winner)?.name ?? winner);
  for (const [userId, bets] of byUser(openBets)) {
    let pnl = 0;
    let turnover = 0;
    for (const bet of bets) {
      const betPnl = oddsSettlement(bet, winner);
      bet.declared = { winner, pnl: betPnl };
      pnl += betPnl;
      turnover += bet.stake;
    }
    const commission = oddsCommission(pnl, deps.commission.oddsPercent);
    post(deps, match, {
      userId,
      exposureKey: oddsMarketKey(match.marketId, market),
      remark: `${match.matchName} / ${MARKET_LABEL[market]} / ${winnerName}`,
      pnl,
      commission,
    });
    deps.record({ userId, marketId: match.marketId, kind: 'odds', market, pnl, commission, turnover, at });
  }
}

/**
 * Takes back what a declared bet paid or cost (the upline deleted it after settlement): one
 * statement row of minus its P&L, the market's commission recomputed without it, and a
 * settlement adjustment so the ledger details agree with the statement.
 */
export function reverseDeclaredBet(
  deps: SettleDeps,
  match: SportsMatch,
  bet: OddsBetRecord | FancyBetRecord,
  settled: readonly Settlement[],
  remark: string,
): void {
  const pnl = bet.declared?.pnl ?? 0;
  const market = bet.kind === 'odds' ? bet.market : bet.sessionId;
  const kind = bet.kind === 'odds' ? 'odds' : 'session';
  const sum = (field: 'pnl' | 'commission' | 'turnover') =>
    settled.filter((s) => s.kind === kind && s.market === market).reduce((total, s) => total + s[field], 0);
  const voided = bet.kind === 'fancy' ? bet.declared?.run === null : bet.declared?.winner === null;
  const commission = voided
    ? sum('commission')
    : bet.kind === 'odds'
      ? oddsCommission(sum('pnl') - pnl, deps.commission.oddsPercent)
      : sessionCommission(sum('turnover') - bet.stake, deps.commission.sessionPercent);
  const label = bet.kind === 'odds' ? `${MARKET_LABEL[bet.market]} / ${bet.teamName}` : bet.sessionName;
  const ledger = ledgerRef(match);
  const rowRemark = `${match.matchName} / ${label} / Bet deleted: ${remark}`;
  // A voided bet paid nothing: there is nothing to take back.
  if (pnl !== 0) deps.funds.post(bet.userId, -pnl, { remark: rowRemark, statementFor: 'profitLoss', ledger });
  const commissionDelta = commission - sum('commission');
  if (commissionDelta !== 0) {
    deps.funds.post(bet.userId, commissionDelta, {
      remark: `${rowRemark} / Commission`,
      statementFor: 'profitLoss',
      isCommission: true,
      ledger,
    });
  }
  deps.record({
    userId: bet.userId,
    marketId: match.marketId,
    kind,
    market,
    pnl: 0 - pnl,
    commission: commissionDelta,
    turnover: -bet.stake,
    at: deps.ctx.now(),
  });
}
