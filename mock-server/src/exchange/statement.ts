/**
 * Statement and ledger views, derived from the funds' statement entries only, so they
 * always agree with the balance.
 */
import { inIstDays } from '@esk/contracts/dates';
import type { LedgerRef, StatementEntry } from './funds';
import type { Paise } from './money';

export interface StatementQuery {
  fromDate?: string;
  toDate?: string;
  statementFor?: 'ACCOUNT_STATEMENT' | 'profitLoss';
  pageNo?: number;
  size?: number;
}

export interface StatementPage {
  rows: StatementEntry[];
  totalCount: number;
  /** The balance before the page's oldest row, so running balances from it end at the page's newest balance. */
  balanceAmount: Paise;
}

/** Rows newest first, filtered by +05:30 day range and kind, one page at a time. */
export function statementPage(entries: readonly StatementEntry[], query: StatementQuery): StatementPage {
  const matches = entries.filter((entry) => {
    if (!inIstDays(entry.at, query)) return false;
    if (query.statementFor === 'ACCOUNT_STATEMENT') return entry.statementFor === 'ACCOUNT_STATEMENT';
    if (query.statementFor === 'profitLoss') return entry.statementFor !== 'ACCOUNT_STATEMENT';
    return true;
  });
  const newestFirst = [...matches].reverse();
  const size = query.size ?? newestFirst.length;
  const page = query.pageNo ?? 1;
  const rows = newestFirst.slice((page - 1) * size, (page - 1) * size + size);
  const newest = rows[0];
  const pageSum = rows.reduce((sum, row) => sum + row.amount, 0);
  return { rows, totalCount: matches.length, balanceAmount: newest ? newest.balance - pageSum : 0 };
}

export interface LedgerLine {
  ref: LedgerRef;
  amount: Paise;
  /** Cumulative ledger balance after this line (oldest first). */
  balance: Paise;
  at: number;
}

export interface LedgerView {
  lines: LedgerLine[];
  /** Sum of winning lines (the client is owed: Lena). */
  credit: Paise;
  /** Sum of losing lines (negative: Dena). */
  debit: Paise;
  total: Paise;
}

/** One line per settled event (entries grouped by their ledger key), newest first. */
export function ledgerView(entries: readonly StatementEntry[]): LedgerView {
  const groups = new Map<string, { ref: LedgerRef; amount: Paise; at: number }>();
  for (const entry of entries) {
    if (!entry.ledger) continue;
    const group = groups.get(entry.ledger.key);
    if (group) {
      group.amount += entry.amount;
      group.at = entry.at;
      group.ref = entry.ledger;
    } else {
      groups.set(entry.ledger.key, { ref: entry.ledger, amount: entry.amount, at: entry.at });
    }
  }
  let running = 0;
  const lines: LedgerLine[] = [];
  for (const group of [...groups.values()].sort((a, b) => a.at - b.at)) {
    running += group.amount;
    lines.push({ ...group, balance: running });
  }
  const credit = lines.filter((l) => l.amount > 0).reduce((sum, l) => sum + l.amount, 0);
  const debit = lines.filter((l) => l.amount < 0).reduce((sum, l) => sum + l.amount, 0);
  return { lines: lines.reverse(), credit, debit, total: credit + debit };
}
