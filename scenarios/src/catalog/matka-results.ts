import { defineScenario } from '../dsl';

/**
 * Matka markets with known results inside half an hour (starting 10:55 at +05:30):
 *  - QA MORNING  11:00 / 11:10: open 128 (ank 1) at 11:02, close 370 (ank 0) at 11:12: jodi 10.
 *  - QA DOUBLE   11:05 / 11:15: open 550 (ank 0), close 499 (ank 2): jodi 02.
 *  - QA TRIPLE   11:08 / 11:20: open 777 (ank 1), close 000 (ank 0): jodi 10.
 *  - QA HAROOP   a Harup (Andar-Bahar) market 11:03 / 11:13 with seeded results.
 *  - SRIDEVI     11:35 / 12:35: still open for betting when the scenario ends.
 * QA TRIPLE's bets are switched off by the upline (betStatus false) from 15m to 18m.
 */
export const matkaResults = defineScenario({
  name: 'matka-results',
  title: 'Matka results',
  description:
    'Matka markets opening, closing and declaring scripted pattis within 30 minutes, a Harup market, flag switches ' +
    '(openBet off at the open time, closeBet and jodiBet off at the close time, betStatus toggled by the upline).',
  defaultSeed: 'matka-results',
  startAt: '2026-03-14T10:55:00+05:30',
  duration: '30m',
  matka: [
    {
      name: 'QA MORNING',
      open: '11:00',
      close: '11:10',
      resultAfter: '2m',
      results: [{ open: '128', close: '370' }],
    },
    {
      name: 'QA DOUBLE',
      open: '11:05',
      close: '11:15',
      resultAfter: '2m',
      results: [{ open: '550', close: '499' }],
    },
    {
      name: 'QA TRIPLE',
      open: '11:08',
      close: '11:20',
      resultAfter: '1m',
      results: [{ open: '777', close: '000' }],
      flags: [
        { at: '15m', betStatus: false },
        { at: '18m', betStatus: true },
      ],
    },
    { name: 'QA HAROOP', open: '11:03', close: '11:13', resultAfter: '2m', isHaroopAndarBahar: true },
    { name: 'SRIDEVI', open: '11:35', close: '12:35', priority: 1 },
  ],
});
