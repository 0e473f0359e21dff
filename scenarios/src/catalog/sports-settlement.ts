import { defineScenario } from '../dsl';

/**
 * Settlement checks with known answers. Place bets, then watch them settle:
 *  - '6 OVER RUN IND' declares 52: YES at 50 wins, YES at 53 loses, NO at 53 wins, NO at 50 loses.
 *  - 'FALL OF 1ST WKT IND' (one run, 0.85/1.15) declares 24.
 *  - India v Pakistan: bookmaker to India at 12m. England v Australia: void (stakes back) at 11m.
 *  - South Africa v New Zealand: toss open until 10m, declared to New Zealand at 12m.
 */
export const sportsSettlement = defineScenario({
  name: 'sports-settlement',
  title: 'Sports settlement',
  description:
    'Scripted cricket with known results: a fancy session declared at 52 (and others), a bookmaker won by India, ' +
    'a void bookmaker, a toss market, plus one simulated match moving in the background.',
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
