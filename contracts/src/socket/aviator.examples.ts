/**
 * Examples of the aviator socket events (aviator.ts): realistic payloads for the tests and the
 * generated docs, checked against each contract at compile time. Kept out of the contract objects so
 * an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineEventExamples } from '../define';
import { crashValue, joinGame } from './aviator';

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
];
