import { allLiveTables, defineScenario } from '../dsl';

/** What `npm start` plays: every area busy, forever. */
export const demo = defineScenario({
  name: 'demo',
  title: 'Demo',
  description:
    'Endless: three cricket matches in play (T20, IPL chase, ODI) with moving odds, sessions and a live score; ' +
    'one starting in 100 minutes already open for the toss (toss bets until an hour before the start), one ' +
    'UPCOMING that opens 2h30m before its start, then a new fixture every 3 hours (listed 4 hours ahead, open ' +
    "2h30m ahead); all 11 live casino tables dealing; the casino provider's games dealing a round every 5 minutes; " +
    'six matka markets through their day; provably fair ' +
    'aviator rounds; rotating client notices.',
  defaultSeed: 'demo',
  duration: 'endless',
  // demo signs in to a week of its own past: settled matches, casino and aviator sessions, matka days.
  history: '7d',
  domain: {
    clientNotification: 'Welcome to Exchange Sim Kit: all data is simulated, coins have no value.',
    userNotification: 'Demo environment',
  },
  matches: [
    {
      play: 'simulate',
      key: 'ind-aus',
      teams: ['India', 'Australia'],
      series: 'Border-Gavaskar T20I Series',
      start: '-35m',
      priority: 3,
      isToss: true,
      fancy: { count: 7 },
      notification: 'India v Australia: sessions open every over',
    },
    {
      play: 'simulate',
      key: 'mi-csk',
      teams: ['Mumbai Indians', 'Chennai Super Kings'],
      series: 'Indian Premier League',
      start: '-95m',
      priority: 2,
      isToss: true,
      fancy: { count: 6 },
    },
    {
      play: 'simulate',
      key: 'eng-pak',
      teams: ['England', 'Pakistan'],
      series: 'ICC Champions Trophy',
      start: '-50m',
      format: 'ODI',
      priority: 1,
      fancy: { count: 5 },
    },
    {
      play: 'simulate',
      key: 'sa-nz',
      teams: ['South Africa', 'New Zealand'],
      series: 'Tri-Nation Series',
      start: '100m',
      opensBefore: '2h30m',
      isToss: true,
    },
    {
      play: 'simulate',
      key: 'sl-ban',
      teams: ['Sri Lanka', 'Bangladesh'],
      series: 'Asia Cup',
      start: '4h30m',
      opensBefore: '2h30m',
      isToss: true,
    },
  ],
  fixtures: { from: '6h', every: '3h', format: 'T20', announce: '4h', opensBefore: '2h30m' },
  casino: allLiveTables(),
  intCasino: { every: '5m' },
  matka: [
    { name: 'SRIDEVI', open: '11:35', close: '12:35' },
    { name: 'TIME BAZAR', open: '13:00', close: '14:00' },
    { name: 'MILAN DAY', open: '15:10', close: '17:10' },
    { name: 'KALYAN', open: '15:45', close: '17:45', priority: 2 },
    { name: 'RAJDHANI NIGHT', open: '21:25', close: '23:35', isHaroopAndarBahar: true },
    { name: 'MAIN BAZAR', open: '21:35', close: '00:05', priority: 1 },
  ],
  aviator: { houseEdge: 3 },
  accountEvents: [
    {
      at: '20m',
      every: '20m',
      notice: [
        'India v Australia is live: fancy sessions open every over.',
        'Matka results are declared five minutes after each market time (IST).',
        'Welcome to Exchange Sim Kit: all data is simulated, coins have no value.',
      ],
    },
    { at: '1h', every: '1h', credit: { username: 'demo', amount: 1000, remark: 'Bonus by upline' } },
  ],
});
