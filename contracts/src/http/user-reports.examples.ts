/**
 * Examples of the statement and ledger calls (user-reports.ts): realistic request and response bodies
 * for the tests, the mock's fuzz test and the generated docs, checked against each contract at compile
 * time. Kept out of the contract objects so an app that imports a contract never bundles them (see
 * ../examples.ts).
 */
import { defineExamples } from '../define';
import { completeLedgerDetails, userLedger, userStatement } from './user-reports';

export const userReportsExamples = [
  defineExamples(userStatement, [
    {
      name: 'paged',
      request: {
        userId: '64f0c0a1e4b0a1b2c3d4e5f6',
        pageNo: 1,
        size: 50,
        fromDate: '2026-11-01',
        toDate: '2026-11-21',
      },
      response: {
        error: false,
        code: 0,
        message: 'Success',
        data: {
          statementData: [
            {
              _id: 'st-1',
              createdAt: '2026-11-20T14:05:11.000Z',
              remark: 'India v Australia / Bookmaker / Won',
              amount: 1960,
              statementFor: 'profitLoss',
            },
            {
              _id: 'st-2',
              createdAt: '2026-11-21T06:00:00.000Z',
              remark: 'Deposit by upline',
              amount: 5000,
              statementFor: 'ACCOUNT_STATEMENT',
            },
          ],
          totalCount: 2,
          balanceAmount: 10000,
        },
      },
    },
    {
      name: 'unpaged array with the opening balance in message',
      request: { userId: '64f0c0a1e4b0a1b2c3d4e5f6', statementFor: 'ACCOUNT_STATEMENT' },
      response: {
        error: false,
        code: 0,
        message: '10000',
        data: [
          {
            createdAt: '2026-11-21T06:00:00.000Z',
            remark: 'Deposit by upline',
            amount: 5000,
            statementFor: 'ACCOUNT_STATEMENT',
          },
        ],
      },
    },
    {
      name: 'without userId, as production clients of the family ask it (the signed-in user)',
      request: { pageNo: 1, size: 50, fromDate: '2026-11-01', toDate: '2026-11-21' },
      response: {
        error: false,
        code: 0,
        message: 'Success',
        data: { statementData: [], totalCount: 0, balanceAmount: 10000 },
      },
    },
  ]),
  defineExamples(userLedger, [
    {
      name: 'two events',
      request: { downlineUserId: '64f0c0a1e4b0a1b2c3d4e5f6' },
      response: {
        error: false,
        code: 0,
        message: 'Success',
        data: {
          calAmount: 1460,
          creditAmount: 1960,
          debitAmount: -500,
          ledgerData: [
            {
              _id: 'lg-1',
              userId: '64f0c0a1e4b0a1b2c3d4e5f6',
              createdAt: '2026-11-20T14:05:11.000Z',
              eventName: 'India v Australia',
              balance: 1960,
              amount: 1960,
              ledgerType: 'cricket',
              remark: 'India',
              userType: 'client',
              marketId: '1.234567890',
              date: 1763647511000,
              eventId: '33445566',
            },
            {
              _id: 'lg-2',
              userId: '64f0c0a1e4b0a1b2c3d4e5f6',
              createdAt: '2026-11-20T18:00:00.000Z',
              eventName: 'Lucky 7',
              balance: 1460,
              amount: -500,
              ledgerType: 'diamondCasino',
              remark: 'Casino day total',
              userType: 'client',
              marketId: '3032',
              date: '1763661600000',
              eventId: '3032',
            },
          ],
        },
      },
    },
  ]),
  defineExamples(completeLedgerDetails, [
    {
      name: 'settled match',
      request: { marketId: '1.234567890' },
      response: {
        error: false,
        code: 0,
        message: 'Success',
        data: {
          completeData: {
            clientOddsAmount: 950,
            clientSessionAmount: -200,
            clientOddsComm: 0,
            clientSessionComm: 12,
          },
          oddsBetsData: [
            {
              _id: 'bet-000101',
              odds: 0.95,
              amount: 1000,
              type: 'L',
              teamName: 'India',
              oddsType: 'bookmaker',
              createdAt: '2026-11-20T10:15:00.000Z',
              positionInfo: { '1': 950, '2': -1000 },
              decisionSelectionId: '1',
            },
          ],
          sessionBetsData: [
            {
              _id: 'bet-000102',
              sessionName: '6 OVER RUN IND',
              run: 46,
              odds: 1,
              amount: 200,
              type: 'Y',
              isDeclare: 1,
              decisionRun: 41,
              isDeleted: 0,
              deletedRemark: '',
              profitLoss: -200,
              createdAt: '2026-11-20T10:20:00.000Z',
            },
          ],
          sessionTurnOver: 200,
        },
      },
    },
  ]),
];
