import { defineScenario } from '../dsl';

/**
 * Settlement checks with known answers. Place bets, then watch them settle:
 *  - '6 OVER RUN IND' declares 52: YES at 50 wins, YES at 53 loses, NO at 53 wins, NO at 50 loses.
 *  - 'FALL OF 1ST WKT IND' (one run, 0.85/1.15) declares 24.
 *  - '8 OVER RUN IND' (NO 62 / YES 63) is voided at 5m (rain): every stake comes back, no result.
 *  - India v Pakistan: bookmaker, match odds and tied match ('No') declared at 12m for India.
 *    Match odds: India 1.62 / Pakistan 2.6 (best back; lay a tick above) from 0s, 1.7 / 2.4 at 2m,
 *    suspended 4m-4m20s, 2.3 / 1.75 at 4m20s, 1.45 / 3.1 at 7m, suspended from 11m30s.
 *    Tied match: Yes at 40 from 0s, suspended from 11m30s.
 *  - England v Australia: void (stakes back) at 11m.
 *  - South Africa v New Zealand: toss open until 10m, declared to New Zealand at 12m.
 */
export const sportsSettlement = defineScenario({
  name: 'sports-settlement',
  title: 'Sports settlement',
  description:
    'Scripted cricket with known results: a fancy session declared at 52 (and others), a session voided by rain, ' +
    'a bookmaker, match odds and tied match won by India (tied: No), a void bookmaker, a toss market, plus one ' +
    'simulated match (with its own match odds) moving in the background.',
  defaultSeed: 'sports-settlement',
  startAt: '2026-03-14T19:30:00+05:30',
  duration: '15m',
  matches: [
    {
      play: 'script',
      key: 'ind-pak',
      teams: ['India', 'Pakistan'],
      series: 'Asia Cup',
      start: '-20m',
      priority: 1,
      notification: 'Settlement test match: results are scripted',
      odds: [
        { at: '0s', rates: { India: [0.6, 0.62] } },
        { at: '2m', rates: { India: [0.55, 0.57] } },
        { at: '4m', rates: { India: [0.55, 0.57] }, suspended: true },
        { at: '4m20s', rates: { Pakistan: [0.85, 0.88], India: 0 } },
        { at: '7m', rates: { India: [0.42, 0.44], Pakistan: 0 } },
        { at: '11m30s', rates: { India: [0.42, 0.44] }, suspended: true },
      ],
      matchOdds: [
        { at: '0s', prices: { India: 1.62, Pakistan: 2.6 } },
        { at: '2m', prices: { India: 1.7, Pakistan: 2.4 } },
        { at: '4m', prices: { India: 1.7, Pakistan: 2.4 }, suspended: true },
        { at: '4m20s', prices: { India: 2.3, Pakistan: 1.75 } },
        { at: '7m', prices: { India: 1.45, Pakistan: 3.1 } },
        { at: '11m30s', prices: { India: 1.45, Pakistan: 3.1 }, suspended: true },
      ],
      tiedMatch: [
        { at: '0s', yes: 40 },
        { at: '11m30s', yes: 40, suspended: true },
      ],
      sessions: [
        {
          name: '6 OVER RUN IND',
          open: '0s',
          line: 48,
          moves: [
            { at: '1m', status: 'BALL RUNNING' },
            { at: '1m10s', line: 50, status: 'ACTIVE' },
            { at: '3m', status: 'SUSPENDED' },
          ],
          declare: { at: '3m30s', run: 52 },
        },
        {
          name: 'FALL OF 1ST WKT IND',
          open: '0s',
          line: 27,
          sameRun: true,
          odds: [0.85, 1.15],
          remark: 'Settled at the score when the first wicket falls',
          moves: [{ at: '4m', status: 'SUSPENDED' }],
          declare: { at: '4m30s', run: 24 },
        },
        {
          name: '8 OVER RUN IND',
          open: '0s',
          line: 62,
          remark: 'Rain or abandonment voids an incomplete session',
          void: { at: '5m', remark: 'Rain: session voided' },
        },
        {
          name: '10 OVER RUN IND',
          open: '3m30s',
          line: 80,
          moves: [
            { at: '6m', line: 83 },
            { at: '8m', status: 'SUSPENDED' },
          ],
          declare: { at: '8m30s', run: 81 },
        },
        {
          name: 'V KOHLI RUN',
          open: '4m30s',
          line: 22,
          moves: [{ at: '9m', status: 'SUSPENDED' }],
          declare: { at: '9m30s', run: 35 },
        },
      ],
      result: { at: '12m', winner: 'India' },
    },
    {
      play: 'script',
      key: 'eng-aus',
      teams: ['England', 'Australia'],
      series: 'The Ashes T20',
      start: '-30m',
      odds: [
        { at: '0s', rates: { Australia: [0.7, 0.72] } },
        { at: '5m', rates: { Australia: [0.9, 0.93] } },
        { at: '10m', rates: { Australia: [0.9, 0.93] }, suspended: true },
      ],
      result: { at: '11m', winner: null },
    },
    {
      play: 'script',
      key: 'sa-nz',
      teams: ['South Africa', 'New Zealand'],
      series: 'Tri-Nation Series',
      start: '70m',
      isToss: true,
      toss: { winner: 'New Zealand', declareAt: '12m' },
      odds: [{ at: '0s', rates: { 'South Africa': [0.75, 0.77] } }],
    },
    {
      play: 'simulate',
      key: 'wi-afg',
      teams: ['West Indies', 'Afghanistan'],
      series: 'Bilateral T20I Series',
      start: '-30m',
      ballEvery: '15s',
      inningsBreak: '2m',
      fancy: { count: 5 },
    },
  ],
});
