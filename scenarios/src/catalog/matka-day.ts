import { defineScenario } from '../dsl';

/**
 * One matka market walked through its day, for QA and e2e (every gating message of spec 002
 * §4 has its moment), next to the markets the other situations need. Starts 12:00 at +05:30;
 * load it with `startAt` today noon to have the bets dated today.
 *
 *  - QA KALYAN  open 12:10 / close 12:20, results 2 minutes after each:
 *      12:00-12:10  every side open
 *      12:10        openBet off ('Matka Bet Timeout' for Open, the selector offers Close only)
 *      12:12        OPEN 128 declared (ank 1): open-side bets settle
 *      12:20        closeBet and jodiBet off ('Jodi Status Closed', Close: 'Matka Bet Timeout')
 *      12:22        CLOSE 370 declared (ank 0, jodi 10), then betStatus off
 *                   ('Your Bet is Closed Please Connect With Upline')
 *  - QA HARUP   a Harup market 12:12 / 12:24: OPEN 137 (Andar 1) at 12:14, CLOSE 459 (Bahar 8,
 *               jodi 18) at 12:26.
 *  - NIGHT HARUP  a Harup market closing after midnight (23:30 / 00:30, extendedCloseDay 1): open all
 *               scenario long; its page dates the close tomorrow.
 *  - QA UPLINE  bets closed by the upline (betStatus off) from the first second.
 *  - QA PAUSED  inactive (matkaStatus false): the market list does not show it.
 */
export const matkaDay = defineScenario({
  name: 'matka-day',
  title: 'Matka day',
  description:
    'A matka market through its day in 25 minutes (all open, open side closed, open result, close side and jodi ' +
    'closed, close result, bets closed), a Harup market, a Harup market closing after midnight, a market closed ' +
    'by the upline and an inactive one.',
  defaultSeed: 'matka-day',
  startAt: '2026-03-14T12:00:00+05:30',
  duration: '40m',
  matka: [
    {
      name: 'QA KALYAN',
      shortName: 'KALYAN',
      open: '12:10',
      close: '12:20',
      resultAfter: '2m',
      minStake: 10,
      maxStake: 50000,
      results: [{ open: '128', close: '370' }],
    },
    {
      name: 'QA HARUP',
      shortName: 'HARUP',
      open: '12:12',
      close: '12:24',
      resultAfter: '2m',
      isHaroopAndarBahar: true,
      priority: 1,
      results: [{ open: '137', close: '459' }],
    },
    {
      name: 'NIGHT HARUP',
      shortName: 'NIGHT',
      open: '23:30',
      close: '00:30',
      isHaroopAndarBahar: true,
      priority: 2,
    },
    {
      name: 'QA UPLINE',
      open: '18:00',
      close: '19:00',
      priority: 3,
      flags: [{ at: '1s', betStatus: false }],
    },
    { name: 'QA PAUSED', open: '15:00', close: '16:00', priority: 4, matkaStatus: false },
  ],
});
