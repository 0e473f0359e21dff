/**
 * user/* calls of the account screens: statement, ledger and ledger details (spec 000 §2, §3, §7).
 */
import { z } from 'zod';
import { requestDate, wireDate } from '../dates';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { idString, int, num, numOr } from '../wire';
import { fancyBetSchema, oddsBetSchema } from './sports-schemas';

/** What the user calls of this file share (a call may override it). */
const userReportsCall = { kind: 'api', area: 'user', auth: true } as const;

export const statementForSchema = z.enum(['ACCOUNT_STATEMENT', 'profitLoss']);

/** A statement row: amount is positive for a credit, negative for a debit. */
export const statementRowSchema = z.object({
  _id: idString().optional(),
  createdAt: wireDate(),
  updatedAt: wireDate().optional(),
  remark: z.string(),
  amount: num(),
  statementFor: z.string(),
  /** Designed: the running balance after this row, which our server also sends; the client recomputes it. */
  newAmount: num().optional(),
});
export type StatementRow = z.output<typeof statementRowSchema>;

/** Both statement forms parse to this: rows, total count and the opening balance. */
export interface Statement {
  statementData: StatementRow[];
  totalCount: number;
  balanceAmount: number;
  /** True for the paged form; the unpaged form resets the running balance at ACCOUNT_STATEMENT rows. */
  paged: boolean;
}

const pagedStatementSchema = z.object({
  statementData: z.array(statementRowSchema),
  totalCount: int()
    .optional()
    .describe('Rows in the whole range (pages = totalCount / size); absent: the rows of this page.'),
  balanceAmount: numOr(0).describe(
    'The balance before the first row; absent: 0 (running balances then start from the rows, as real clients compute them).',
  ),
});

export const userStatement = defineCall({
  ...userReportsCall,
  method: 'POST',
  path: '/v1/user/userStatement',
  summary:
    'Account statement for a date range, 50 a page. Paged answers carry {statementData, totalCount, balanceAmount}; unpaged answers are a plain array with the opening balance in message.',
  source: '000 §3, §4, §7',
  access: 'client',
  request: z.object({
    /** The spec's client sends it; production clients of the family do not: absent means the signed-in user. */
    userId: idString().optional(),
    pageNo: int().pipe(z.number().min(1)).optional(),
    size: int().pipe(z.number().min(1).max(500)).optional(),
    statementFor: statementForSchema.optional(),
    fromDate: requestDate().optional(),
    toDate: requestDate().optional(),
  }),
  response: envelope(z.union([pagedStatementSchema, z.array(statementRowSchema)])).transform((body) => {
    const data: Statement = Array.isArray(body.data)
      ? {
          statementData: body.data,
          totalCount: body.data.length,
          balanceAmount: Number(body.message ?? 0) || 0,
          paged: false,
        }
      : {
          ...body.data,
          totalCount: body.data.totalCount ?? body.data.statementData.length,
          paged: true,
        };
    return { ...body, data };
  }),
});

export const ledgerTypeSchema = z
  .string()
  .describe("'diamondCasino', 'internationalCasino', or a sports type");

export const ledgerRowSchema = z.object({
  _id: idString().optional(),
  userId: idString()
    .optional()
    .describe('The ledger owner; not read (the ledger is the signed-in client’s).'),
  createdAt: wireDate(),
  eventName: z.string(),
  balance: num(),
  /** Positive: the client won (shown under DENA by the real pages' inverted labels), negative: lost. */
  amount: num(),
  ledgerType: ledgerTypeSchema,
  remark: z.string(),
  userType: z.string().optional().describe('Not read.'),
  /** Epoch milliseconds, as a number or numeric string. marketId, eventId and date build the row's details link. */
  marketId: idString(),
  date: num(),
  eventId: idString(),
});
export type LedgerRow = z.output<typeof ledgerRowSchema>;

export const userLedger = defineCall({
  ...userReportsCall,
  method: 'POST',
  path: '/v1/user/userLedger',
  summary: 'The ledger: one row per settled event with Lena/Dena totals.',
  source: '000 §2 (Ledger), §3, §7',
  access: 'client',
  request: z.object({ downlineUserId: idString() }),
  response: envelope(
    z.object({
      calAmount: num(),
      creditAmount: num(),
      debitAmount: num(),
      ledgerData: z.array(ledgerRowSchema),
    }),
  ),
});

export const completeLedgerDataSchema = z.object({
  completeData: z.object({
    clientOddsAmount: num(),
    clientSessionAmount: num(),
    clientOddsComm: num(),
    clientSessionComm: num(),
  }),
  oddsBetsData: z.array(oddsBetSchema),
  sessionBetsData: z.array(fancyBetSchema),
  sessionTurnOver: numOr(0).describe('Session turnover; not shown (0 when absent).'),
});
export type CompleteLedgerData = z.output<typeof completeLedgerDataSchema>;

export const completeLedgerDetails = defineCall({
  ...userReportsCall,
  method: 'POST',
  path: '/v1/user/completeLedgerDetails',
  summary:
    "One settled market's ledger details: match bets, fancy bets (rejected ones flagged), plus-minus and commission.",
  source: '000 §2 (Ledger details), §3, §7',
  access: 'client',
  request: z.object({ marketId: idString() }),
  response: envelope(completeLedgerDataSchema),
});
