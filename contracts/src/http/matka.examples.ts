/**
 * Examples of the matka/* calls (matka.ts): realistic request and response bodies for the tests, the
 * mock's fuzz test and the generated docs, checked against each contract at compile time. Kept out of
 * the contract objects so an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineExamples } from '../define';
import { getMatkaByMatkaEventId, getMatkaList, matkaBetCancel, matkaBetList, matkaPlaceBet } from './matka';

const DEMO_MARKET = {
  _id: '66a1f0c2e4b0a1b2c3d40101',
  name: 'KALYAN',
  shortName: 'KALYAN',
  matkaEventId: '7001',
  sportsId: 999,
  minStake: 10,
  maxStake: 10000,
  betStatus: true,
  matkaStatus: true,
  priority: 1,
  openTime: '15:45',
  closeTime: '17:45',
  resultTime: '17:50',
  showOpenTime: '15:45',
  showCloseTime: '17:45',
  extendedCloseDay: 0,
  openBet: true,
  closeBet: true,
  jodiBet: true,
  isHaroopAndarBahar: false,
  isDeclare: false,
  isDeleted: false,
  createdAt: '2025-01-10T06:30:00.000Z',
};

const HARUP_MARKET = {
  ...DEMO_MARKET,
  _id: '66a1f0c2e4b0a1b2c3d40105',
  name: 'DISAWAR',
  shortName: 'DISAWAR',
  matkaEventId: '7005',
  maxStake: 5000,
  priority: 5,
  openTime: '23:00',
  closeTime: '04:30',
  resultTime: '05:00',
  showOpenTime: '23:00',
  showCloseTime: '04:30',
  extendedCloseDay: 1,
  closeBet: false,
  isHaroopAndarBahar: true,
  createdAt: '2025-01-10T06:35:00.000Z',
};

export const matkaExamples = [
  defineExamples(getMatkaList, [
    {
      name: 'two markets',
      request: {},
      response: { error: false, code: 0, message: 'Matka list', data: [DEMO_MARKET, HARUP_MARKET] },
    },
  ]),
  defineExamples(getMatkaByMatkaEventId, [
    {
      name: 'market',
      request: { matkaEventId: '7001' },
      response: { error: false, code: 0, message: 'Matka details', data: DEMO_MARKET },
    },
    {
      name: 'harup market closing tomorrow',
      request: { matkaEventId: '7005' },
      response: { error: false, code: 0, message: 'Matka details', data: HARUP_MARKET },
    },
  ]),
  defineExamples(matkaBetList, [
    {
      name: 'today on one market',
      request: { matkaEventId: '7001', fromDate: '2025-06-14', toDate: '2025-06-14', isDeleted: false },
      response: {
        error: false,
        code: 0,
        message: 'Bet list',
        data: [
          {
            _id: '684d2a91c0ffee0012ab3402',
            userId: '64f0c0a1e4b0a1b2c3d4e5f6',
            matkaEventId: '7001',
            matkaName: 'KALYAN',
            betNumber: '5',
            gameType: 'SINGLE',
            betType: 'CLOSE',
            amount: 200,
            profit: 1900,
            loss: 200,
            profitLoss: -200,
            isDeclare: 1,
            result: '3',
            isDeleted: false,
            ip: '49.36.112.18',
            createdAt: '2025-06-14T10:02:05.004Z',
          },
          {
            _id: '684d2a91c0ffee0012ab3401',
            userId: '64f0c0a1e4b0a1b2c3d4e5f6',
            matkaEventId: '7001',
            matkaName: 'KALYAN',
            betNumber: '127',
            gameType: 'SINGLE_PATTI',
            betType: 'OPEN',
            amount: 100,
            profit: 15000,
            loss: 100,
            profitLoss: 0,
            isDeclare: 0,
            result: null,
            oddEvenResult: null,
            isDeleted: false,
            ip: '49.36.112.18',
            createdAt: '2025-06-14T09:12:44.120Z',
          },
        ],
      },
    },
    {
      name: 'odd-even page',
      request: { matkaEventId: '7001', fromDate: '2025-06-14', toDate: '2025-06-14', gameType: 'oddEven' },
      response: {
        error: false,
        code: 0,
        message: 'Bet list',
        data: [
          {
            _id: '684d2a91c0ffee0012ab3409',
            matkaName: 'KALYAN',
            betNumber: 'ODD',
            gameType: 'ODD_EVEN',
            betType: 'OPEN',
            amount: 500,
            profit: 950,
            profitLoss: 450,
            isDeclare: 1,
            result: '137',
            oddEvenResult: 'ODD',
            createdAt: '2025-06-14T09:40:00.000Z',
          },
        ],
      },
    },
  ]),
  defineExamples(matkaPlaceBet, [
    {
      name: 'single patti',
      request: {
        matkaEventId: '7001',
        gameType: 'SINGLE_PATTI',
        betType: 'OPEN',
        betNumber: '127',
        amount: 100,
      },
      response: {
        error: false,
        code: 0,
        message: 'Bet Successful',
        data: { error: false, message: 'Bet Successful', betId: '684d2a91c0ffee0012ab3401' },
      },
    },
    {
      name: 'odd-even (amount as text)',
      request: {
        matkaEventId: '7001',
        gameType: 'ODD_EVEN',
        betType: 'CLOSE',
        betNumber: 'EVEN',
        amount: '500',
      },
      response: {
        error: false,
        code: 0,
        message: 'Bet Successful',
        data: { error: false, message: 'Bet Successful' },
      },
    },
    {
      name: 'harup andar',
      request: {
        matkaEventId: '7005',
        gameType: 'HAROOP_ANDAR',
        betType: 'HAROOP_ANDAR',
        betNumber: '7',
        amount: 50,
      },
      response: {
        error: false,
        code: 0,
        message: 'Bet Successful',
        data: { error: false, message: 'Bet Successful' },
      },
    },
    {
      name: 'side closed (error in the body)',
      request: { matkaEventId: '7001', gameType: 'JODI', betType: 'CLOSE', betNumber: '07', amount: 100 },
      response: {
        error: true,
        code: 1,
        message: 'Matka Bet Timeout',
        data: { error: true, message: 'Matka Bet Timeout' },
      },
    },
  ]),
  defineExamples(matkaBetCancel, [
    {
      name: 'cancelled',
      request: { betId: '684d2a91c0ffee0012ab3401' },
      response: {
        error: false,
        code: 0,
        message: 'Bet canceled successfully',
        data: { betId: '684d2a91c0ffee0012ab3401', isDeleted: true },
      },
    },
    {
      name: 'as the real family answers (no data)',
      request: { betId: '684d2a91c0ffee0012ab3402' },
      response: { error: false, code: 0, message: 'Bet canceled successfully' },
    },
  ]),
];
