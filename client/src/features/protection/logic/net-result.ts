/**
 * Net results from the statement (designed: the real API has no such call): the sum of the
 * profit-and-loss rows (bets, settlements, cash-outs; not the deposits and withdrawals of
 * ACCOUNT_STATEMENT rows) over a stretch of time. Pure: the rows and times are passed in.
 */

import { istDay } from '@esk/contracts/dates';
import type { StatementRow } from '@esk/contracts/http/user-reports';

const isProfitLoss = (row: Pick<StatementRow, 'statementFor'>) => row.statementFor !== 'ACCOUNT_STATEMENT';

const cents = (value: number) => Math.round(value * 100);

/** The net of the P&L rows made at or after `from` (epoch ms), to the cent. */
export function netSince(rows: readonly StatementRow[], from: number): number {
  const total = rows
    .filter((row) => isProfitLoss(row) && row.createdAt >= from)
    .reduce((sum, row) => sum + cents(row.amount), 0);
  return total / 100;
}

/** The net of the P&L rows made on the IST day of `now`. */
export function netOfDay(rows: readonly StatementRow[], now: number): number {
  const day = istDay(now);
  const total = rows
    .filter((row) => isProfitLoss(row) && istDay(row.createdAt) === day)
    .reduce((sum, row) => sum + cents(row.amount), 0);
  return total / 100;
}
