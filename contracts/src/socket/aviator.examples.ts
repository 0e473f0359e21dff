/**
 * Examples of the aviator socket events (aviator.ts): realistic payloads for the tests and the
 * generated docs, checked against each contract at compile time. Kept out of the contract objects so
 * an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineEventExamples } from '../define';
import { chatMessage, crashValue, joinGame, roundBets } from './aviator';

export const aviatorExamples = [
  defineEventExamples(joinGame, [{ gameName: 'aviator' }]),
  defineEventExamples(crashValue, [
    JSON.stringify({
      gameStatus: 'open',
      crashValue: '',
      crashStatus: false,
      waitingTime: 8,
      progress: 37.5,
      curentMultiplier: 1,
      roundId: 'AV1749897600123',
      isBetting: true,
      serverSeedHash: '9f2c4b1d8e7a6c5b4a392817f6e5d4c3b2a19080706f5e4d3c2b1a0f9e8d7c6b',
    }),
    JSON.stringify({
      gameStatus: 'running',
      crashValue: '',
      crashStatus: false,
      waitingTime: '0',
      progress: '100',
      curentMultiplier: '1.84',
      roundId: 'AV1749897600123',
      isBetting: false,
    }),
    JSON.stringify({
      gameStatus: 'waiting',
      crashValue: 2.37,
      crashStatus: true,
      waitingTime: 5,
      progress: 0,
      curentMultiplier: 2.37,
      roundId: 'AV1749897600123',
      isBetting: false,
      serverSeedHash: '9f2c4b1d8e7a6c5b4a392817f6e5d4c3b2a19080706f5e4d3c2b1a0f9e8d7c6b',
      serverSeed: '3b7e1f0a9c8d7e6f5a4b3c2d1e0f9a8b',
    }),
    {
      gameStatus: 'close',
      crashValue: 2.37,
      crashStatus: true,
      waitingTime: 0,
      progress: 0,
      curentMultiplier: 2.37,
      roundId: 'AV1749897600123',
      isBetting: false,
    },
  ]),
  defineEventExamples(roundBets, [
    {
      roundId: 'AV1749897600123',
      liveBettors: 3,
      totalBets: 1150,
      totalWin: 184,
      bets: [
        { id: '684d3b10c0ffee0012ab5501', player: 'd***o', amount: 100, multiplier: 1.84, win: 184 },
        { id: 'crowd-AV1749897600123-1', player: 'r***2', amount: 1000 },
        { id: 'crowd-AV1749897600123-2', player: 'a***h', amount: '50' },
      ],
    },
  ]),
  defineEventExamples(chatMessage, [
    { id: 'chat-17', player: 'k***i', text: 'cashed at 2x, easy', at: 1749897612345 },
  ]),
];
