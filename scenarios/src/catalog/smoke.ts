import { at, credit, defineScenario, notice } from '../dsl';

/** Three minutes that touch every area once: for CI. */
export const smoke = defineScenario({
  name: 'smoke',
  title: 'Smoke',
  description:
    'Three minutes for CI: one match in play with a session declared at 52 and the bookmaker settled, a Lucky 7 ' +
    'table dealing scripted then seeded rounds, one matka market opening and closing, aviator rounds including ' +
    'an instant crash at 1.00, a credit to demo and a forced logout of demo at 2m45s.',
  defaultSeed: 'smoke',
  startAt: '2026-03-14T19:30:00+05:30',
  duration: '3m',
  domain: { clientNotification: 'Smoke test in progress' },
  matches: [
    {
      play: 'script',
      key: 'smoke-ind-aus',
      teams: ['India', 'Australia'],
      series: 'Smoke T20 Series',
      start: '-10m',
      odds: [
        { at: '0s', rates: { India: [0.45, 0.47] } },
        { at: '40s', rates: { India: [0.52, 0.54] } },
        { at: '60s', rates: { India: [0.52, 0.54] }, suspended: true },
        { at: '70s', rates: { India: [0.4, 0.42] } },
        { at: '2m', rates: { India: [0.4, 0.42] }, suspended: true },
      ],
      sessions: [
        {
          name: '6 OVER RUN IND',
          open: '5s',
          line: 48,
          moves: [
            { at: '30s', status: 'BALL RUNNING' },
            { at: '35s', line: 50, status: 'ACTIVE' },
            { at: '1m20s', status: 'SUSPENDED' },
          ],
          declare: { at: '1m30s', run: 52 },
        },
      ],
      moments: [
        { at: '1m45s', event: 'marketReload' },
        { at: '1m50s', event: 'sessionBetUpdate' },
      ],
      result: { at: '2m10s', winner: 'India' },
    },
  ],
  casino: [{ game: 'lucky7', betting: '10s', round: '20s', results: ['2', '0', '1'] }],
  matka: [
    {
      name: 'SMOKE DAY',
      open: '19:31',
      close: '19:32',
      resultAfter: '30s',
      results: [{ open: '128', close: '370' }],
    },
  ],
  aviator: { betting: '5s', closeAfter: '2s', nextAfter: '1s', script: [null, 1, null, 2.5], rounds: 6 },
  accountEvents: [{ at: '2m45s', logout: 'demo' }],
  timeline: [at('40s', credit('demo', 5000)), at('1m', notice('Smoke notice changed at 1m'))],
});
