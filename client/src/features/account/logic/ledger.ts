/**
 * Ledger rules (spec 000 §2 Ledger). Sign convention, from the client's side: a positive
 * amount means the client won the event, so the upline owes it (LENA, receivable); a negative
 * amount means the client lost and owes the upline (DENA, payable). HISAB is the running
 * balance the server sends with each row (cumulative from the oldest row): positive means the
 * client is owed. Totals: Lena = creditAmount, Dena = |debitAmount|, Balance = calAmount.
 */
import { paths } from '@/config/paths';
import { roundCents } from './money';

export const DIAMOND_CASINO = 'diamondCasino';
export const INTERNATIONAL_CASINO = 'internationalCasino';
/** Ledger types that are not sports events (Complete Games leaves them out). */
const NON_SPORTS_TYPES = new Set([DIAMOND_CASINO, INTERNATIONAL_CASINO, 'matka', 'aviator']);

export type Outcome = 'win' | 'loss';

export interface LedgerAmounts {
  /** Receivable (the client won): the amount when positive, else 0. */
  lena: number;
  /** Payable (the client lost): |amount| when negative, else 0. */
  dena: number;
  outcome: Outcome;
  /** |amount|, shown after Win or Loss. */
  value: number;
}

export function ledgerAmounts(amount: number): LedgerAmounts {
  return {
    lena: Math.max(amount, 0),
    dena: amount < 0 ? -amount : 0,
    outcome: amount >= 0 ? 'win' : 'loss',
    value: Math.abs(amount),
  };
}

export interface LedgerLinkRow {
  ledgerType: string;
  marketId: string;
  eventId: string;
  date: number;
}

/** Where a ledger description links, by ledger type. */
export function ledgerLink(row: LedgerLinkRow): string {
  if (row.ledgerType === DIAMOND_CASINO) {
    return paths.main.ledgerCasinoDetails.href(row.eventId, row.ledgerType, row.date);
  }
  if (row.ledgerType === INTERNATIONAL_CASINO) {
    return paths.main.internationalLedgerCasinoDetails.href(row.marketId, row.ledgerType, row.date);
  }
  return paths.main.ledgerDetails.href(row.marketId);
}

/** Complete Games (/main/complete-game): the ledger's finished sports events only. */
export const isSportsLedgerType = (ledgerType: string): boolean => !NON_SPORTS_TYPES.has(ledgerType);

/**
 * HISAB of a subset of rows (Complete Games), recomputed over that subset: rows newest first,
 * cumulative from the oldest, so it does not carry the left-out casino lines.
 */
export function subsetHisab(rows: readonly { amount: number }[]): number[] {
  const balances = new Array<number>(rows.length);
  let running = 0;
  for (let index = rows.length - 1; index >= 0; index--) {
    running = roundCents(running + (rows[index]?.amount ?? 0));
    balances[index] = running;
  }
  return balances;
}

export interface LedgerTotals {
  lena: number;
  dena: number;
  balance: number;
}

/** Totals of a subset of rows (Complete Games), with the same convention as the server's. */
export function ledgerTotals(rows: readonly { amount: number }[]): LedgerTotals {
  let lena = 0;
  let dena = 0;
  for (const row of rows) {
    const amounts = ledgerAmounts(row.amount);
    lena += amounts.lena;
    dena += amounts.dena;
  }
  return { lena: roundCents(lena), dena: roundCents(dena), balance: roundCents(lena - dena) };
}
