/**
 * Examples of the simulated provider's calls (provider.ts), checked against each contract at
 * compile time (see ../examples.ts).
 */
import { defineExamples } from '../define';
import { providerPlay, providerState } from './provider';

const baccaratRound = {
  roundId: '90010126031419301',
  gtype: 'baccarat',
  cards: '8HH,KSS,7CC,5DD,1,9HH',
  desc: 'Player|No Pair|No|No|Big',
  win: '1',
  lines: [
    { label: 'Winner', value: 'Player' },
    { label: 'Winner Pair', value: 'No Pair' },
  ],
  groups: [
    { label: 'Player', cards: ['8HH', '7CC'], note: '5', winner: true },
    { label: 'Banker', cards: ['KSS', '5DD', '9HH'], note: '4', winner: false },
  ],
  createdAt: '2026-03-14T14:00:05.000Z',
};

const wallet = { coins: 99980, exposure: 0, points: 49990, multiply: 2 };

export const providerExamples = [
  defineExamples(providerState, [
    {
      name: 'a baccarat table',
      request: { gameId: '900101' },
      response: {
        game: {
          gameId: '900101',
          name: 'Baccarat',
          gtype: 'baccarat',
          kind: 'cards',
          markets: [
            { sid: '1', nat: 'Player', rate: 2 },
            { sid: '2', nat: 'Banker', rate: 1.95 },
            { sid: '3', nat: 'Tie', rate: 9 },
          ],
          chips: [10, 50, 100, 500, 1000],
          minPoints: 10,
          maxPoints: 5000,
          open: true,
          message: '',
        },
        wallet,
        recent: [baccaratRound],
        plays: [],
      },
    },
  ]),
  defineExamples(providerPlay, [
    {
      name: '10 points on Player, won',
      request: { gameId: '900101', sid: '1', points: 10 },
      response: {
        play: {
          _id: 'ip-000001',
          roundId: baccaratRound.roundId,
          gameId: '900101',
          gameName: 'Baccarat',
          sid: '1',
          nat: 'Player',
          points: 10,
          rate: 2,
          debitAmount: 20,
          creditAmount: 40,
          rollbackAmount: 0,
          outcome: 'won',
          createdAt: '2026-03-14T14:00:05.000Z',
        },
        round: baccaratRound,
        wallet: { ...wallet, coins: 100020, points: 50010 },
      },
    },
  ]),
];
