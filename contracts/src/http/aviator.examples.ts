/**
 * Examples of the aviator calls (aviator.ts): realistic request and response bodies for the tests, the
 * mock's fuzz test and the generated docs, checked against each contract at compile time. Kept out of
 * the contract objects so an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineExamples } from '../define';
import {
  avaitorCancelBet,
  avaitorCashOut,
  avaitorGamePlace,
  getAviatorBoard,
  getRoundIdDetails,
  lastRounds,
} from './aviator';

export const aviatorExamples = [
  defineExamples(avaitorGamePlace, [
    {
      name: 'bet',
      request: { roundId: 'AV1749897600123', amount: 100, casinoType: 'aviator', eventId: 303031 },
      response: {
        error: false,
        code: 0,
        message: 'Aviator Bet Place Succesfull',
        data: { betInsertId: '684d3b10c0ffee0012ab5501' },
      },
    },
  ]),
  defineExamples(avaitorCashOut, [
    {
      name: 'cash out',
      request: { roundId: 'AV1749897600123', eventId: 303031, betId: '684d3b10c0ffee0012ab5501' },
      response: {
        error: false,
        code: 0,
        message: 'Cashout Successfully',
        data: { curentMultiplier: 1.84, finalProfit: 84 },
      },
    },
    {
      name: 'numbers as strings',
      request: { roundId: 'AV1749897600123', eventId: '303031', betId: '684d3b10c0ffee0012ab5502' },
      response: {
        error: false,
        code: 0,
        message: 'Cashout Successfully',
        data: { curentMultiplier: '2.37', finalProfit: '137.00' },
      },
    },
  ]),
  defineExamples(getRoundIdDetails, [
    {
      name: 'history',
      request: { gameType: 'avaitor' },
      response: {
        error: false,
        code: 0,
        message: 'Round details',
        data: {
          data: [
            {
              _id: '684d3a00c0ffee0012ab5400',
              roundId: 'AV1749897590456',
              creashValue: 2.37,
              createdAt: '2025-06-14T10:39:50.000Z',
              serverSeedHash: '9f2c4b1d8e7a6c5b4a392817f6e5d4c3b2a19080706f5e4d3c2b1a0f9e8d7c6b',
              serverSeed: '3b7e1f0a9c8d7e6f5a4b3c2d1e0f9a8b',
              houseEdge: 3,
              salt: 'exchange-sim-kit/aviator/v1',
            },
            { _id: '684d39e2c0ffee0012ab53ff', roundId: 'AV1749897571234', creashValue: 1.08 },
            { _id: '684d39c0c0ffee0012ab53fe', roundId: 'AV1749897540987', creashValue: 14.6 },
          ],
        },
      },
    },
  ]),
  defineExamples(lastRounds, [
    {
      name: 'flat history, as production clients of the family read it',
      request: { gameType: 'avaitor' },
      response: {
        error: false,
        code: 0,
        message: 'Last rounds',
        data: [
          { _id: '684d3a00c0ffee0012ab5400', roundId: 'AV1749897590456', creashValue: 2.37 },
          { _id: '684d39e2c0ffee0012ab53ff', roundId: 'AV1749897571234', creashValue: 1.08 },
        ],
      },
    },
  ]),
  defineExamples(avaitorCancelBet, [
    {
      name: 'cancel',
      request: { roundId: 'AV1749897600123', eventId: 303031, betId: '684d3b10c0ffee0012ab5501' },
      response: {
        error: false,
        code: 0,
        message: 'Bet Canceled',
        data: { betId: '684d3b10c0ffee0012ab5501' },
      },
    },
  ]),
  defineExamples(getAviatorBoard, [
    {
      name: 'board',
      request: { gameType: 'avaitor' },
      response: {
        error: false,
        code: 0,
        message: 'Aviator board',
        data: {
          current: {
            roundId: 'AV1749897600123',
            liveBettors: 2,
            totalBets: 1100,
            totalWin: 0,
            bets: [
              { id: 'crowd-AV1749897600123-1', player: 'r***2', amount: 1000 },
              { id: '684d3b10c0ffee0012ab5501', player: 'd***o', amount: 100 },
            ],
          },
          previous: {
            roundId: 'AV1749897590456',
            liveBettors: 1,
            totalBets: 500,
            totalWin: 650,
            crashValue: 2.37,
            bets: [
              { id: 'crowd-AV1749897590456-4', player: 'a***h', amount: 500, multiplier: 1.3, win: 650 },
            ],
          },
          top: [
            {
              id: 'crowd-AV1749897540987-9',
              player: 's***a',
              amount: 20,
              multiplier: 12.4,
              win: 248,
              roundId: 'AV1749897540987',
              crashValue: 14.6,
            },
          ],
          chat: [{ id: 'chat-16', player: 'k***i', text: 'lets go', at: 1749897600000 }],
        },
      },
    },
  ]),
];
