/**
 * The statement's running balance (spec 000 §3, §4). Rows arrive newest first; the balance
 * starts from the opening balance (balanceAmount, or `message` in the unpaged form) and adds
 * each amount from the oldest row to the newest. In the unpaged form (the contract's
 * `paged: false`) it resets to 0 at every ACCOUNT_STATEMENT row (spec 000 §4), then adds
 * that row: each upline deposit or withdrawal starts the running figure again.
 */
import { roundCents } from './money';

export const ACCOUNT_STATEMENT = 'ACCOUNT_STATEMENT';

export interface BalanceRow {
  amount: number;
  statementFor: string;
}

/** The balance after each row, aligned with `rows` (newest first). */
export function runningBalances(rows: readonly BalanceRow[], opening: number, paged: boolean): number[] {
  const balances = new Array<number>(rows.length);
  let balance = Number.isFinite(opening) ? opening : 0;
  for (let index = rows.length - 1; index >= 0; index--) {
    const row = rows[index] as BalanceRow;
    if (!paged && row.statementFor === ACCOUNT_STATEMENT) balance = 0;
    balance = roundCents(balance + row.amount);
    balances[index] = balance;
  }
  return balances;
}

/** Page size of user/userStatement (spec 000 §9). */
export const STATEMENT_PAGE_SIZE = 50;

/** Number of pages of a paged answer (at least 1). */
export const pageCount = (totalCount: number, size = STATEMENT_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(totalCount / size));

/**
 * Prev/Next show only for the paged form (the "flag" of spec 000 §2 is the contract's
 * `paged`, set when the server answered {statementData, totalCount, balanceAmount}) and
 * only when there is more than one page.
 */
export const showPagination = (paged: boolean, totalCount: number): boolean =>
  paged && pageCount(totalCount) > 1;
