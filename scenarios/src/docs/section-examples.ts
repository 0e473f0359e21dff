/**
 * One worked example per section of the scenario format, shown in the README's field
 * reference. Typed as scenario input and parsed by a test (each in a small scenario), so an
 * example can never drift from the schema.
 */
import type { ScenarioInput } from '../scenario';

/** What every example is checked inside: its accounts are the ones the examples name. */
export const exampleBase = {
  name: 'example',
  title: 'Example',
  description: 'A section of the format at work.',
  defaultSeed: 'example',
  duration: '10m',
  accounts: [{ username: 'qa1', password: 'qa1pass1', coins: 50000 }],
} satisfies ScenarioInput;

export const sectionExamples: { [K in keyof ScenarioInput]?: ScenarioInput[K] } = {
  accounts: [
    { username: 'qa1', password: 'qa1pass1', coins: 50000 },
    { username: 'qa_newbie', coins: 1000, isPasswordChanged: false },
    { username: 'qa_agent', userType: 'agent' },
  ],
  domain: { clientNotification: 'Welcome to the QA exchange', userNotification: 'Maintenance at 23:00' },
  accountEvents: [
    { at: '1m', credit: { username: 'qa1', amount: 5000, remark: 'Bonus' } },
    { at: '2m', debit: { username: 'qa1', amount: 1000 } },
    { at: '0s', every: '5m', notice: ['India v Pakistan live now', 'Lucky 7 every 30 seconds'] },
    { at: '9m', logout: 'qa1' },
  ],
  matches: [
    {
      play: 'script',
      teams: ['India', 'Pakistan'],
      series: 'QA T20',
      marketId: '1.250000001',
      eventId: '35000001',
      start: '-20m',
      odds: [
        { at: '0s', rates: { India: [0.45, 0.47] } },
        { at: '2m', rates: { India: [0.6, 0.62] }, suspended: true },
      ],
      sessions: [
        { name: '10 OVER RUN IND', open: '10s', line: 48, declare: { at: '3m', run: 52 } },
        { name: '6 OVER RUN PAK', open: '1m', line: 40, sameRun: true, odds: [0.85, 1.15] },
      ],
      result: { at: '8m', winner: 'India' },
    },
    {
      play: 'simulate',
      teams: ['Australia', 'England'],
      series: 'QA ODI',
      format: 'T10',
      start: '2m',
      isToss: true,
    },
  ],
  fixtures: { from: '1h', every: '3h', isToss: true, opensBefore: '2h30m', count: 4 },
  casino: [
    {
      game: 'lucky7',
      betting: '15s',
      round: '30s',
      results: ['2', { cards: ['7HH'] }],
      suspensions: [{ at: '5m', for: '1m' }],
    },
    { game: 'teen20', betting: '20s', rounds: 3, afterScript: 'stop' },
  ],
  intCasino: {
    every: '2m',
    games: ['900101', '900104', 'roultee'],
    rounds: 5,
    closures: [{ gameId: '900104', at: '3m', for: '2m' }],
  },
  matka: [
    {
      name: 'QA DAY',
      open: '19:35',
      close: '19:38',
      resultAfter: '30s',
      results: [{ open: '128', close: '550' }],
      flags: [{ at: '1m', betStatus: false }],
    },
  ],
  aviator: {
    houseEdge: 3,
    betting: '8s',
    script: [1, null, 2.37],
    crashes: [{ crashAt: '4m', crash: 2.5 }],
    settings: [{ at: '8m', betStatus: false }],
    crowd: { players: { min: 10, max: 20 }, chatEvery: false },
  },
  faults: [
    { at: '1m', latency: { path: '/v1/user/userBalance', ms: '2s', for: '30s' } },
    { at: '2m', error: { path: '/v1/sports/', status: 503, for: '20s' } },
    { at: '3m', disconnect: 'account' },
    { at: '4m', cacheDown: { for: '30s' } },
    {
      at: '5m',
      drift: { path: '/v1/user/userBalance', rename: [{ field: 'data.coins', to: 'coin' }], for: '1m' },
    },
  ],
  history: { for: '2d', player: 'qa1', activities: ['funds', 'matka', 'aviator'] },
  // A scenario file names the recording ('./rec.ndjson'); loaded, it travels inline like this.
  recording: {
    header: {
      kind: 'recording',
      version: 1,
      base: 'https://api.example-exchange.com',
      startedAt: Date.UTC(2026, 10, 21, 6, 30),
      username: 'qa1',
      user: { userType: 'client', name: 'QA One' },
      origins: ['https://api.example-exchange.com'],
    },
    answers: [
      {
        kind: 'http',
        at: Date.UTC(2026, 10, 21, 6, 30, 1),
        call: 'user.userBalance',
        method: 'POST',
        url: 'https://api.example-exchange.com/v1/user/userBalance',
        request: {},
        status: 200,
        body: {
          error: false,
          code: 0,
          message: 'Success',
          data: { coins: 1500, exposure: 0 },
          dataEncrupt: 0,
        },
      },
    ],
    events: [
      {
        kind: 'event',
        at: Date.UTC(2026, 10, 21, 6, 30, 5),
        channel: 'account',
        event: 'coinUpdate',
        payload: { coins: 1200, exposure: 300 },
      },
    ],
  },
  timeline: [
    { at: '40s', action: { type: 'account.credit', username: 'qa1', amount: 5000 } },
    { at: '7m', action: { type: 'casino.setTableStatus', shortName: 'lucky7', suspended: true } },
  ],
};
