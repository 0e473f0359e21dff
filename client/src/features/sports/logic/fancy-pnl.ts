/**
 * P&L of declared session bets (spec 000 §5, contracts' fancyProfitLoss). A declared bet
 * without a decision run (an abandoned or void session) has no result: the table says
 * 'Result not available' and it adds nothing to the total; a deleted bet counts 0.
 */

import { fancyProfitLoss } from '@esk/contracts/catalog/sports';
import type { FancyBet } from '@esk/contracts/http/sports-schemas';

type DeclaredBet = Pick<
  FancyBet,
  'type' | 'run' | 'odds' | 'amount' | 'isDeclare' | 'decisionRun' | 'isDeleted'
>;

/** The bet's P&L, or null while pending or without a result. */
export function fancyBetPnl(bet: DeclaredBet): number | null {
  if (!bet.isDeclare) return null;
  if (bet.isDeleted) return 0;
  if (bet.decisionRun === null || bet.decisionRun === undefined) return null;
  return fancyProfitLoss(bet, bet.decisionRun);
}

/** Total P&L of the declared bets (the COMPLETED FANCY BET modal). */
export function totalFancyPnl(bets: readonly DeclaredBet[]): number {
  return bets.reduce((sum, bet) => sum + (fancyBetPnl(bet) ?? 0), 0);
}
