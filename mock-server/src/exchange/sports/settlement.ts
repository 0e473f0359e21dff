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
import { fancyPnl, oddsCommission, oddsSettlement, sessionCommission } from './rules';
import {
  type FancyBetRecord,
  ledgerKey,
  type OddsBetRecord,
  type OddsMarket,
  oddsMarketKey,
  type SessionMarket,
  type Settlement,
  type SportsMatch,
  sessionMarketKey,
} from './state';

/** Commission percentages (designed; see rules.ts). Both 0 by default. */
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

const MARKET_LABEL: Record<OddsMarket, string> = { bookmaker: 'Bookmaker', toss: 'Toss' };

/** The ledger's 'Won By': the bookmaker winner once declared. */
export function wonBy(match: SportsMatch): string {
  const result = match.bookmaker.result;
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

/** Declares a session at `run`: settles every open bet on it. */
export function settleSession(
  deps: SettleDeps,
  match: SportsMatch,
  session: SessionMarket,
  openBets: readonly FancyBetRecord[],
  run: number,
): void {
  const at = deps.ctx.now();
  session.result = { run, at };
  for (const [userId, bets] of byUser(openBets)) {
    let pnl = 0;
    let turnover = 0;
    for (const bet of bets) {
      const betPnl = fancyPnl(bet, run);
      bet.declared = { run, pnl: betPnl };
      pnl += betPnl;
      turnover += bet.stake;
    }
    const commission = sessionCommission(turnover, deps.commission.sessionPercent);
    post(deps, match, {
      userId,
      exposureKey: sessionMarketKey(match.marketId, session.sessionId),
      remark: `${match.matchName} / ${session.name} / ${run}`,
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

/** Declares the bookmaker or toss: the winner's position, or 0 for a void market (winner null). */
export function settleOddsMarket(
  deps: SettleDeps,
  match: SportsMatch,
  market: OddsMarket,
  openBets: readonly OddsBetRecord[],
  winner: string | null,
): void {
  const at = deps.ctx.now();
  match[market].result = { winner, at };
  const winnerName =
    winner === null ? 'Void' : (match.teams.find((t) => t.selectionId === winner)?.name ?? winner);
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
