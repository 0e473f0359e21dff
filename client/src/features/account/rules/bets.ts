/**
 * Bet rows of the ledger details (spec 000 §2 Ledger details, §3 completed ledger data).
 */
import { fancyProfitLoss, RATE_DISPLAY_FACTOR } from '@esk/contracts/catalog/sports';
import type { FancyBet, OddsBet } from '@esk/contracts/http/sports-schemas';
import { roundCents } from './money';

/** P&L of a settled odds bet: its position on the winning selection (positionInfo[decisionSelectionId]). */
export function matchBetProfitLoss(bet: OddsBet): number {
  const decided = bet.decisionSelectionId;
  const position = decided != null ? bet.positionInfo?.[decided] : undefined;
  return position ?? bet.profitLoss ?? 0;
}

/** P&L of a session bet: the server's profitLoss, else computed from decisionRun once declared. */
export function fancyBetProfitLoss(bet: FancyBet): number {
  if (bet.profitLoss !== undefined) return bet.profitLoss;
  if (!bet.isDeclare || bet.decisionRun == null) return 0;
  return fancyProfitLoss(bet, bet.decisionRun);
}

/** Fancy Bets (kept) and Rejected Bets (isDeleted, 1 on the wire). */
export function splitSessionBets(bets: readonly FancyBet[]): { kept: FancyBet[]; rejected: FancyBet[] } {
  const kept: FancyBet[] = [];
  const rejected: FancyBet[] = [];
  for (const bet of bets) (bet.isDeleted ? rejected : kept).push(bet);
  return { kept, rejected };
}

/** Odds types whose rates travel as fractions and are shown times 100 (as on match details). */
const FRACTION_RATE_TYPES = new Set(['bookmaker', 'toss', 'fancy']);

/** The rate as the match page shows it: bookmaker, toss and session rates x100; others as sent. */
export function displayRate(odds: number, oddsType: string | undefined): string {
  const shown = FRACTION_RATE_TYPES.has(oddsType ?? '') ? odds * RATE_DISPLAY_FACTOR : odds;
  return String(roundCents(shown));
}

/** Mode of an odds bet: K is KHAI (lay), anything else LAGAI (back). */
export const oddsMode = (type: string | undefined): 'KHAI' | 'LAGAI' => (type === 'K' ? 'KHAI' : 'LAGAI');

/** Mode of a session bet: Y is YES, N is NO. */
export const fancyMode = (type: string): 'YES' | 'NO' => (type === 'Y' ? 'YES' : 'NO');

export interface CompleteData {
  clientOddsAmount: number;
  clientSessionAmount: number;
  clientOddsComm: number;
  clientSessionComm: number;
}

export interface LedgerSummary {
  matchPlusMinus: number;
  fancyPlusMinus: number;
  totalCommission: number;
  netPlusMinus: number;
}

/** The four summaries: commission is earned by the client, so the net adds it. */
export function ledgerSummary(data: CompleteData): LedgerSummary {
  const totalCommission = roundCents(data.clientOddsComm + data.clientSessionComm);
  return {
    matchPlusMinus: data.clientOddsAmount,
    fancyPlusMinus: data.clientSessionAmount,
    totalCommission,
    netPlusMinus: roundCents(data.clientOddsAmount + data.clientSessionAmount + totalCommission),
  };
}
