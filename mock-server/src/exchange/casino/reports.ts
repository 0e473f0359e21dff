/**
 * Casino profit/loss summaries, derived from the statement only (the one ledger of truth):
 * the rows of one casino ledger type and event whose ledger day falls in a +05:30 day range.
 * The mock models no casino commission, so commission figures are 0.
 */

import { inIstDays } from '@esk/contracts/dates';
import type { StatementEntry } from '../funds';
import type { Paise } from '../money';

export interface CasinoSummaryQuery {
  eventId: string;
  /** 'diamondCasino' or 'internationalCasino'. */
  ledgerType: string;
  fromDate: string;
  toDate: string;
}

/** The net of the matching statement rows (positive: the client won). */
export function casinoProfitLoss(entries: readonly StatementEntry[], query: CasinoSummaryQuery): Paise {
  let total = 0;
  for (const entry of entries) {
    const ledger = entry.ledger;
    if (!ledger || ledger.ledgerType !== query.ledgerType) continue;
    if (ledger.eventId !== query.eventId && ledger.marketId !== query.eventId) continue;
    if (!inIstDays(ledger.date, query)) continue;
    total += entry.amount;
  }
  return total;
}
