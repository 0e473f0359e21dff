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

/** Kept bets and Rejected Bets (isDeleted, 1 on the wire), of either kind. */
export function splitDeleted<Bet extends { isDeleted?: boolean | undefined }>(
  bets: readonly Bet[],
): { kept: Bet[]; rejected: Bet[] } {
  const kept: Bet[] = [];
  const rejected: Bet[] = [];
  for (const bet of bets) (bet.isDeleted ? rejected : kept).push(bet);
  return { kept, rejected };
}

/** A row of Rejected Bets: a deleted odds or session bet, with the reason it was deleted. */
export interface RejectedRow {
  key: string;
  runner: string;
  remark: string;
  createdAt: number | undefined;
  rate: string;
  run: string;
  amount: number;
  mode: 'LAGAI' | 'KHAI' | 'YES' | 'NO';
}

/** Rejected Bets from the deleted odds and session bets of a market, newest first. */
export function rejectedRows(odds: readonly OddsBet[], fancy: readonly FancyBet[]): RejectedRow[] {
  const rows: RejectedRow[] = [
    ...odds.map((bet, index) => ({
      key: bet._id ?? `odds-${index}`,
      runner: bet.teamName,
      remark: bet.deletedRemark ?? '',
      createdAt: bet.createdAt,
      rate: displayRate(bet.odds, bet.oddsType),
      run: '-',
      amount: bet.amount,
      mode: oddsMode(bet.type),
    })),
    ...fancy.map((bet, index) => ({
      key: bet._id ?? `fancy-${index}`,
      runner: bet.sessionName,
      remark: bet.deletedRemark ?? '',
      createdAt: bet.createdAt,
      rate: displayRate(bet.odds, 'fancy'),
      run: String(bet.run),
      amount: bet.amount,
      mode: fancyMode(bet.type),
    })),
  ];
  return rows.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
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
