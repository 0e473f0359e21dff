/**
 * Examples of the casino calls (casino.ts): realistic request and response bodies for the tests, the
 * mock's fuzz test and the generated docs, checked against each contract at compile time. Kept out of
 * the contract objects so an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineExamples } from '../define';
import {
  casinoBetPlace,
  diamondBetsList,
  diamondCasinoReportByUser,
  getDiamondCasinoByEventId,
} from './casino';

export const casinoExamples = [
  defineExamples(getDiamondCasinoByEventId, [
    {
      name: 'Lucky 7 table on the socket feed',
      request: { eventId: '3032' },
      response: {
        error: false,
        code: 0,
        message: 'Casino Details Fetch Successfully',
        data: {
          eventId: '3032',
          name: 'Lucky 7 - A',
          shortName: 'lucky7',
          fetchData: 'socket',
          socketURL: 'https://casino-socket.exchange-sim.in',
          cacheURL: 'https://casino-cache.exchange-sim.in/cache/casino/lucky7',
          videoUrlType: '1',
          videoUrl1: 'https://video.exchange-sim.in/casino/lucky7',
          videoUrl2: 'https://video2.exchange-sim.in/casino/lucky7',
          betStatus: true,
          cashinoStatus: true,
          minStake: 100,
          maxStake: 100000,
          setting: { oddsDifference: 0.02, errorMessage: 'Bet is closed for this table' },
        },
      },
    },
    {
      name: 'aviator settings (event 303031)',
      request: { eventId: '303031' },
      response: {
        error: false,
        code: 0,
        message: 'Casino Details Fetch Successfully',
        data: {
          eventId: '303031',
          name: 'Aviator',
          shortName: 'aviator',
          fetchData: 'socket',
          socketURL: 'https://aviator-socket.exchange-sim.in',
          betStatus: false,
          minStake: 10,
          maxStake: 25000,
          setting: { oddsDifference: 0, errorMessage: 'Your Bet is Closed Please Connect With Upline' },
        },
      },
    },
  ]),
  defineExamples(diamondBetsList, [
    {
      name: 'open bets on Lucky 7',
      request: { eventId: '3032', fromDate: '2026-03-14', toDate: '2026-03-14', isDeclare: false },
      response: {
        error: false,
        code: 0,
        message: 'Diamond Casino Bet List Fetch Successfully',
        data: {
          casinoBetData: [
            {
              _id: '67d3f1a2c4e5b6a7d8e9f012',
              userInfo: { userId: '64f0c0a1e4b0a1b2c3d4e5f6', username: 'DEMO', name: 'Demo Client' },
              eventId: '3032',
              casinoType: 'lucky7',
              roundId: '102260314102215',
              sid: '2',
              teamName: 'HIGH Card',
              playerName: 'HIGH Card',
              odds: 1.96,
              amount: 500,
              type: 'L',
              profitLoss: 0,
              isDeclare: false,
              showResult: null,
              result: null,
              posArray: { '1': -500, '2': 480 },
              ip: '103.21.58.10',
              resultDetails: {},
              createdAt: '2026-03-14T10:22:31.412Z',
            },
          ],
        },
      },
    },
    {
      name: 'completed bets for the report (isDeleted false)',
      request: { eventId: '3030', fromDate: '2026-03-13', toDate: '2026-03-13', isDeleted: false },
      response: {
        error: false,
        code: 0,
        message: 'Diamond Casino Bet List Fetch Successfully',
        data: {
          casinoBetData: [
            {
              _id: '67d29b10c4e5b6a7d8e9a101',
              userInfo: { userId: '64f0c0a1e4b0a1b2c3d4e5f6', username: 'DEMO', name: 'Demo Client' },
              eventId: '3030',
              casinoType: 'teen20',
              roundId: '112260313184507',
              sid: '1',
              teamName: 'Player A',
              playerName: 'Player A',
              odds: '0.98',
              amount: 1000,
              type: 'L',
              profitLoss: -1000,
              isDeclare: true,
              showResult: 'Player B',
              result: '3',
              posArray: { '1': 980, '3': -1000 },
              ip: '103.21.58.10',
              resultDetails: {
                gtype: 'teen20',
                cards: 'KHH,2CC,QSS,9DD,JHH,4SS',
                win: '3',
                desc: 'Player B',
              },
              createdAt: '2026-03-13T13:15:07.000Z',
            },
          ],
          totalCasinoCount: 1,
        },
      },
    },
    {
      name: 'aviator bets list',
      request: { eventId: '303031', fromDate: '2026-03-14', toDate: '2026-03-14', isDeclare: false },
      response: {
        error: false,
        code: 0,
        message: 'Diamond Casino Bet List Fetch Successfully',
        data: {
          casinoBetData: [
            {
              _id: '67d3f2b0c4e5b6a7d8e9f0aa',
              userInfo: { username: 'DEMO' },
              amount: 100,
              profit: 0,
              loss: 100,
              createdAt: '2026-03-14T10:25:02.118Z',
            },
          ],
        },
      },
    },
  ]),
  defineExamples(casinoBetPlace, [
    {
      name: 'Lucky 7 HIGH Card',
      request: {
        roundId: '102260314102215',
        sid: '2',
        rate: '1.96',
        amount: 500,
        casinoType: 'lucky7',
        eventId: '3032',
        betFor: 'lowHigh',
      },
      response: {
        error: false,
        code: 0,
        message: 'Bet Placed Successfully',
        data: { totalCoins: 14500, exposure: -500 },
      },
    },
    {
      name: 'Teenpatti 20-20 Player A lay',
      request: {
        roundId: '112260314102340',
        sid: '1',
        rate: '0.98',
        amount: 1000,
        casinoType: 'teen20',
        eventId: '3030',
        betFor: 'Player A',
        nat: 'Player A',
        isLay: true,
      },
      response: {
        error: true,
        code: 1,
        message: 'Insufficient Balance',
        data: { message: 'Insufficient Balance' },
      },
    },
  ]),
  defineExamples(diamondCasinoReportByUser, [
    {
      name: 'Lucky 7 day',
      request: { eventId: '3032', fromDate: '2026-03-13', toDate: '2026-03-13', casinoType: 'diamondCasino' },
      response: {
        error: false,
        code: 0,
        message: 'Casino Report Fetch Successfully',
        data: [{ clientProfitLoss: -1250.5, clientComm: 12.5 }],
      },
    },
  ]),
];
