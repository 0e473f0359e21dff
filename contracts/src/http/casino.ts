/**
 * casino/* calls of the live casino (spec 001 §7). The payloads are in casino-schemas.ts,
 * the cache URL GET and the round result service in casino-feed.ts (both re-exported here).
 * The aviator calls (casino/avaitorGamePlace, casino/avaitorCashOut) are in aviator.ts.
 */
import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { flag, idString, int, num, numOrBlank, requestDate } from '../wire';
import { casinoBetSchema, casinoDetailsSchema } from './casino-schemas';

export * from './casino-feed';
export * from './casino-schemas';

export const getDiamondCasinoByEventId = defineCall({
  method: 'POST',
  path: '/v1/casino/getDiamondCasinoByEventId',
  kind: 'api',
  area: 'casino',
  summary:
    'One casino table by event id: feed (socket room or cache URL), video, bet status, stake limits and oddsDifference. Also the aviator settings for event 303031.',
  source: '001 §3, §7 (method not shown: POST as the real clients); 002 §3, §7',
  auth: true,
  request: z.object({
    /** The route parameter ('3032'); the aviator page sends the number 303031. */
    eventId: idString(),
  }),
  response: envelope(casinoDetailsSchema),
  examples: [
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
  ],
});

const diamondBetsListRequest = z.object({
  eventId: idString(),
  fromDate: requestDate(),
  toDate: requestDate(),
  /** false: open bets; true: completed bets. The report sends isDeleted instead. */
  isDeclare: flag().optional(),
  isDeleted: flag().optional(),
});

export const diamondBetsList = defineCall({
  method: 'POST',
  path: '/v1/casino/diamondBetsList',
  kind: 'api',
  area: 'casino',
  summary:
    "The user's casino bets on one table for a date range: open (isDeclare false), completed (true) or all not deleted (the report). Also the aviator bets list.",
  source: '001 §3, §7; 002 §7',
  auth: true,
  request: diamondBetsListRequest,
  response: envelope(
    z.object({
      casinoBetData: z.array(casinoBetSchema),
      totalCasinoCount: int().optional(),
    }),
  ),
  examples: [
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
  ],
});

/** What a successful bet returns: the new wallet (both written as they are to local storage). */
export const casinoBetPlacedSchema = z.object({
  totalCoins: num().optional(),
  exposure: num().optional(),
  /** The reason, on a rejected bet (shown in the alert). */
  message: z.string().optional(),
});
export type CasinoBetPlaced = z.output<typeof casinoBetPlacedSchema>;

export const casinoBetPlace = defineCall({
  method: 'POST',
  path: '/v1/casino/casinoBetPlace',
  kind: 'api',
  area: 'casino',
  summary:
    'Place a casino bet on the current round. rate travels as a string (slip rate minus oddsDifference in some games); a refused bet answers error true with data.message.',
  source: '001 §4, §5, §7, §8',
  auth: true,
  request: z.object({
    /** t1[0].mid of the round being bet. */
    roundId: idString(),
    sid: idString(),
    /** Sent as a string ('1.96'). */
    rate: num(),
    amount: num(),
    /** The table's shortName. */
    casinoType: z.string().min(1),
    eventId: idString(),
    /** Lucky 7: lowHigh | cards | color | oddEven; AAA: the box's betFor; Teenpatti: the runner name. */
    betFor: z.string(),
    nat: z.string().optional(),
    /** true when the slip is No (lay/khai). */
    isLay: flag().optional(),
  }),
  response: envelope(casinoBetPlacedSchema.optional()),
  examples: [
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
  ],
});

/** One summary block of the 'Diamond Casino Bets' report. */
export const diamondCasinoSummarySchema = z.object({
  clientProfitLoss: num(),
  clientComm: numOrBlank(),
});
export type DiamondCasinoSummary = z.output<typeof diamondCasinoSummarySchema>;

// designed: not in the spec (payload and response "not shown")
export const diamondCasinoReportByUser = defineCall({
  method: 'POST',
  path: '/v1/casino/diamondCasinoReportByUser',
  kind: 'api',
  area: 'casino',
  summary:
    "Summary of the 'Diamond Casino Bets' report for one table and day: profit/loss and commission (Net = clientProfitLoss + clientComm). The rows come from diamondBetsList with isDeleted false.",
  source:
    'designed: 001 §7 shows neither payload nor shape (§3 names clientProfitLoss, clientComm); follows a public client of the family that sends {eventId, fromDate, toDate, casinoType} and renders data[] as summary blocks',
  designed: true,
  auth: true,
  request: z.object({
    eventId: idString(),
    fromDate: requestDate(),
    toDate: requestDate(),
    /** The ledger type of the entry: 'diamondCasino'. */
    casinoType: z.string().optional(),
  }),
  response: envelope(z.array(diamondCasinoSummarySchema)),
  examples: [
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
  ],
});
