import { defineScenario } from '../dsl';

/**
 * Account events and faults at known times (scenario time from the start):
 *   20s  credit 10000 to demo          30s-1m30s  3 s latency on /v1/user/userBalance
 *   1m   notice changes                1m30s-2m15s  500 on /v1/sports/matchList
 *   2m   account socket dropped        2m30s-3m30s  match cache URLs answer 503
 *   3m   debit 2500 from demo          4m  demo logged out      4m30s  all sockets dropped
 *   5m   newbie logged out             5m30s-6m  503 on /v1/casino/casinoBetPlace
 * The match 'ind-eng' polls its cache URL (socketPerm false) so the cache outage shows.
 */
export const logoutAndFaults = defineScenario({
  name: 'logout-and-faults',
  title: 'Logout and faults',
  description:
    'Credits, a debit, notice changes and forced logouts at fixed times, with latency, error windows, socket ' +
    'disconnects and a cache URL outage, around one simulated match that polls its cache URL.',
  defaultSeed: 'logout-and-faults',
  startAt: '2026-03-14T19:30:00+05:30',
  duration: '8m',
  domain: { clientNotification: 'Welcome! Fault drills run in this session.' },
  matches: [
    {
      play: 'simulate',
      key: 'ind-eng',
      teams: ['India', 'England'],
      series: 'Bilateral T20I Series',
      start: '-15m',
      ballEvery: '20s',
      socketPerm: false,
    },
  ],
  casino: [{ game: 'dt20', betting: '10s' }],
  accountEvents: [
    { at: '20s', credit: { username: 'demo', amount: 10000 } },
    { at: '1m', notice: 'Notice changed at 1m: maintenance tonight at 02:00' },
    { at: '3m', debit: { username: 'demo', amount: 2500 } },
    { at: '4m', logout: 'demo' },
    { at: '5m', logout: 'newbie' },
  ],
  faults: [
    { at: '30s', latency: { path: '/v1/user/userBalance', ms: '3s', for: '1m' } },
    { at: '1m30s', error: { path: '/v1/sports/matchList', status: 500, for: '45s' } },
    { at: '2m', disconnect: 'account' },
    { at: '2m30s', cacheDown: { for: '1m' } },
    { at: '4m30s', disconnect: 'all' },
    {
      at: '5m30s',
      error: {
        path: '/v1/casino/casinoBetPlace',
        status: 503,
        message: 'Casino under maintenance',
        for: '30s',
      },
    },
  ],
});
