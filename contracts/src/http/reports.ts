/**
 * reports/* calls: the casino profit/loss summary behind the ledger's casino entries
 * (spec 000 §7, 001 §2.15, §7). The Diamond report's rows come from
 * casino/diamondBetsList (isDeleted false) and its summary can also come from
 * casino/diamondCasinoReportByUser (casino.ts); the International report's rows are
 * international casino bets (internationalCasinoBetSchema below), which the real
 * clients fetch through sports/betsList with casinoBet true.
 */
import { z } from 'zod';
import { requestDate, wireDate } from '../dates';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { flag, idString, numOrBlank, text } from '../wire';

/**
 * One summary block: 'Casino Plus Minus' (amount), 'Total Commission' (totalComm) and
 * 'Net Plus Minus' (totalAmount + clientSessionComm). Missing or blank values count as 0.
 */
export const casinoTransactionSummarySchema = z.object({
  amount: numOrBlank().default(0),
  totalComm: numOrBlank().default(0),
  totalAmount: numOrBlank().default(0),
  clientSessionComm: numOrBlank().default(0),
});
export type CasinoTransactionSummary = z.output<typeof casinoTransactionSummarySchema>;

/**
 * A row of the 'International Casino Bets' report: P&L = creditAmount - debitAmount +
 * rollbackAmount; Amount = debitAmount; Result 'Declare' / 'Not Declare' by isDeclare.
 * (Pending bets list international casino bets with gameName and debitAmount too.)
 */
export const internationalCasinoBetSchema = z.object({
  _id: idString().optional(),
  createdAt: wireDate(),
  gameName: z.string().optional(),
  roundId: text().optional(),
  eventId: idString().optional(),
  marketId: idString().optional(),
  creditAmount: numOrBlank().default(0),
  debitAmount: numOrBlank().default(0),
  rollbackAmount: numOrBlank().default(0),
  isDeclare: flag().optional(),
});
export type InternationalCasinoBet = z.output<typeof internationalCasinoBetSchema>;

// designed: not in the spec (response "not shown")
export const casinoTransactionReport = defineCall({
  method: 'POST',
  path: '/v1/reports/casinoTransactionReport',
  kind: 'api',
  area: 'reports',
  summary:
    'Profit/loss summary of one casino ledger entry (a table and a day): one block per element of data, for the Diamond and the International casino reports.',
  source:
    'designed: 000 §7 and 001 §7 give the payload, not the shape; follows the public ledger pages of the family, which render data[] {amount, totalComm, totalAmount, clientSessionComm} as the three summary blocks of 001 §2.15',
  designed: true,
  specNamed: true,
  auth: true,
  access: 'client',
  request: z.object({
    /** The ledger entry's eventId (some pages pass its marketId here). */
    eventId: idString(),
    fromDate: requestDate(),
    toDate: requestDate(),
    /** The ledger entry's ledgerType: 'diamondCasino' or 'internationalCasino'. */
    casinoType: z.string().min(1),
  }),
  response: envelope(z.array(casinoTransactionSummarySchema)),
});
