/**
 * The casino ledger reports (spec 001 §2.15): Diamond rows and both reports' summary blocks.
 */

import type { DiamondCasinoSummary } from '@esk/contracts/http/casino';
import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import type { CasinoTransactionSummary } from '@esk/contracts/http/reports';
import { amount2, roundCents } from './money';

export interface SummaryBlocks {
  /** 'Casino Plus Minus'. */
  plusMinus: number;
  /** 'Total Commission'. */
  commission: number;
  /** 'Net Plus Minus'. */
  net: number;
}

/** casino/diamondCasinoReportByUser: Net = clientProfitLoss + clientComm. */
export const diamondSummary = (s: DiamondCasinoSummary): SummaryBlocks => ({
  plusMinus: s.clientProfitLoss,
  commission: s.clientComm,
  net: roundCents(s.clientProfitLoss + s.clientComm),
});

/** reports/casinoTransactionReport: Net = totalAmount + clientSessionComm. */
export const internationalSummary = (s: CasinoTransactionSummary): SummaryBlocks => ({
  plusMinus: s.amount,
  commission: s.totalComm,
  net: roundCents(s.totalAmount + s.clientSessionComm),
});

/** Report rows: declared and not deleted (the request asks for that; this guards other servers). */
export const settledCasinoBets = (bets: readonly CasinoBet[]): CasinoBet[] =>
  bets.filter((bet) => bet.isDeclare !== false && bet.isDeleted !== true);

/** P&L cell: absolute value with 2 decimals, blue when >= 0, red otherwise. */
export function casinoPnl(value: number | undefined): { text: string; positive: boolean } {
  const safe = value ?? 0;
  return { text: amount2(Math.abs(safe)), positive: safe >= 0 };
}
