/**
 * Examples of the reports/* calls (reports.ts): realistic request and response bodies for the tests,
 * the mock's fuzz test and the generated docs, checked against each contract at compile time. Kept out
 * of the contract objects so an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineExamples } from '../define';
import { casinoTransactionReport } from './reports';

export const reportsExamples = [
  defineExamples(casinoTransactionReport, [
    {
      name: 'international casino day',
      request: {
        eventId: '900000',
        fromDate: '2026-03-13',
        toDate: '2026-03-13',
        casinoType: 'internationalCasino',
      },
      response: {
        error: false,
        code: 0,
        message: 'Casino Transaction Report Fetch Successfully',
        data: [{ amount: -2350, totalComm: 0, totalAmount: -2350, clientSessionComm: 23.5 }],
      },
    },
    {
      name: 'diamond casino day',
      request: { eventId: '3032', fromDate: '2026-03-13', toDate: '2026-03-13', casinoType: 'diamondCasino' },
      response: {
        error: false,
        code: 0,
        message: 'Casino Transaction Report Fetch Successfully',
        data: [{ amount: 1480, totalComm: 14.8, totalAmount: 1480, clientSessionComm: 14.8 }],
      },
    },
  ]),
];
