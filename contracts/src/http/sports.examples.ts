/**
 * Examples of the sports calls (sports.ts): realistic request and response bodies for the tests, the
 * mock's fuzz test and the generated docs, checked against each contract at compile time. Kept out of
 * the contract objects so an app that imports a contract never bundles them (see ../examples.ts).
 * The sample payloads below are shared with the match room's examples (socket/match-room.examples.ts);
 * ids follow the real formats: Betfair-style marketId, numeric eventId.
 */
import type { z } from 'zod';
import { defineExamples } from '../define';
import {
  betsList,
  clientBetListByMarketId,
  completedFancyByMarketId,
  eventMarketsCache,
  matchCache,
  matchList,
  oddBetPlaced,
  sessionBetPlaced,
  sportByMarketId,
  userPositionByMarketId,
} from './sports';
import type { eventMarketsSchema } from './sports-event-markets';
import type {
  bookmakerDataSchema,
  fancyBetSchema,
  matchDetailsSchema,
  matchSchema,
  oddsBetSchema,
} from './sports-schemas';

export const MARKET_ID = '1.245690241';
export const EVENT_ID = '34012345';

export const maxMinCoins = {
  maximum_match_bet: 100000,
  minimum_match_bet: 100,
  maximum_session_bet: 50000,
  minimum_session_bet: 100,
  maximum_tie_coins: 0,
  maximum_toss_coins: 25000,
  maximum_matchOdds_coins: 0,
};

/** The live market payload as the cache URL returns it (numbers as numbers). */
export const bookmakerDataExample = {
  result: {
    team_data: [
      { team_name: 'India', lgaai: 0.95, khaai: 0.97, positon: 0, selectionid: 1 },
      { team_name: 'Australia', lgaai: 0, khaai: 0, positon: 0, selectionid: 2 },
    ],
    session: [
      {
        session_name: '6 OVER RUN IND',
        session_id: 2147,
        Selection_id: 2147,
        oddsYes: 1,
        oddsNo: 1,
        runsYes: 46,
        runsNo: 45,
        running_status: 'ACTIVE',
        max: 50000,
        remark: '',
        com_perm: 'YES',
      },
      {
        session_name: 'FALL OF 1ST WKT IND',
        session_id: 2151,
        Selection_id: 2151,
        oddsYes: 0,
        oddsNo: 0,
        runsYes: 0,
        runsNo: 0,
        running_status: 'SUSPENDED',
        max: 25000,
        remark: 'Advance fancy: first innings only',
        com_perm: 'YES',
      },
    ],
    toss_data: [],
  },
} satisfies z.input<typeof bookmakerDataSchema>;

/** The same payload from a feed that sends every number as a string, with blanks on suspended rows. */
export const bookmakerDataStringsExample = {
  result: {
    team_data: [
      { team_name: 'India', lgaai: '0.95', khaai: '0.97', positon: '', selectionid: '1' },
      { team_name: 'Australia', lgaai: '', khaai: '', positon: '', selectionid: '2' },
    ],
    session: [
      {
        session_name: '10 OVER RUN IND',
        session_id: '2148',
        Selection_id: '2148',
        oddsYes: '1.00',
        oddsNo: '0.85',
        runsYes: '82',
        runsNo: '80',
        running_status: 'Ball Running',
        max: '50000',
        remark: null,
        com_perm: 'NO',
      },
    ],
    toss_data: [
      { team_name: 'India', lgaai: '0.98', khaai: '0', selectionid: '1' },
      { team_name: 'Australia', lgaai: '0.98', khaai: '0', selectionid: '2' },
    ],
  },
} satisfies z.input<typeof bookmakerDataSchema>;

/** The exchange markets of the event: match odds (three levels a side) and tied match, suspended. */
export const eventMarketsExample = [
  {
    marketId: '1.245690250',
    marketType: 'Match Odds',
    marketName: 'Match Odds',
    status: 'OPEN',
    inplay: true,
    runners: [
      {
        selectionId: 1,
        selectionName: 'India',
        status: 'ACTIVE',
        ex: {
          availableToBack: [
            { price: 1.62, size: 12840.5 },
            { price: 1.61, size: 30211 },
            { price: 1.6, size: 8120 },
          ],
          availableToLay: [
            { price: 1.63, size: 9400 },
            { price: 1.64, size: 21500.25 },
            { price: 1.65, size: 4800 },
          ],
        },
      },
      {
        selectionId: 2,
        selectionName: 'Australia',
        status: 'ACTIVE',
        ex: {
          availableToBack: [
            { price: 2.58, size: 6100 },
            { price: 2.56, size: 14000 },
            { price: 2.54, size: 3900 },
          ],
          availableToLay: [
            { price: 2.62, size: 7300 },
            { price: 2.64, size: 11800 },
            { price: 2.66, size: 2500 },
          ],
        },
      },
    ],
  },
  {
    marketId: '1.245690251',
    marketType: 'Tied Match',
    status: 'SUSPENDED',
    runners: [
      { selectionId: '37302', selectionName: 'Yes', ex: { availableToBack: [], availableToLay: [] } },
      { selectionId: '37303', selectionName: 'No', ex: { availableToBack: [], availableToLay: [] } },
    ],
  },
] satisfies z.input<typeof eventMarketsSchema>;

export const oddsBetExample = {
  _id: '67a2c1d8f1e2a3b4c5d6e7f8',
  run: '0',
  odds: '0.95',
  amount: 1000,
  type: 'L',
  teamName: 'India',
  oddsType: 'bookmaker',
  userInfo: { clientName: 'Rahul Sharma', clientCode: 'C10234', creatorName: 'AGENT ROYAL' },
  createdAt: '2026-02-12T14:05:11.532Z',
  loss: 1000,
  profit: 950,
  positionInfo: { '1': 950, '2': -1000 },
  decisionSelectionId: null,
  isDeclare: 0,
  marketId: MARKET_ID,
  selectionId: 1,
} satisfies z.input<typeof oddsBetSchema>;

export const pendingFancyBetExample = {
  _id: '67a2c2f0f1e2a3b4c5d6e7f9',
  sessionName: '6 OVER RUN IND',
  run: 46,
  odds: 1,
  amount: 500,
  type: 'Y',
  isDeclare: 0,
  decisionRun: null,
  isDeleted: 0,
  deletedRemark: '',
  profitLoss: 0,
  createdAt: '2026-02-12T14:07:45.118Z',
  oddsType: 'fancy',
  marketId: MARKET_ID,
  selectionId: '2147',
} satisfies z.input<typeof fancyBetSchema>;

export const declaredFancyBetExample = {
  _id: '67a2c3a9f1e2a3b4c5d6e7fa',
  sessionName: '4 OVER RUN IND',
  run: 30,
  odds: 0.85,
  amount: 1000,
  type: 'N',
  isDeclare: 1,
  decisionRun: 34,
  isDeleted: 0,
  deletedRemark: '',
  profitLoss: -850,
  createdAt: '2026-02-12T13:52:03.004Z',
  oddsType: 'fancy',
  marketId: MARKET_ID,
  selectionId: '2139',
} satisfies z.input<typeof fancyBetSchema>;

export const placedResponse = {
  error: false,
  code: 0,
  message: 'Bet Placed Successfully',
  data: { totalCoins: 13550, exposure: -1450 },
};

/** Match-list rows: an in-play match, and an upcoming one with the string/AM-PM variants. */
export const matchRowsExample = [
  {
    _id: '67a1f0c2e4b0a1b2c3d4e5f6',
    matchName: 'India v Australia',
    matchDate: '12-02-2026 13:30:00',
    seriesName: 'ICC World Cup 2026',
    marketId: MARKET_ID,
    eventId: EVENT_ID,
    cacheUrl: `http://127.0.0.1:8080/cache/match/${MARKET_ID}`,
    otherMarketCacheUrl: `http://127.0.0.1:8080/cache/event/${EVENT_ID}`,
    socketUrl: 'http://127.0.0.1:8080',
    socketPerm: true,
    status: 'INPLAY',
    sportId: 4,
    priority: 1,
    scoreIframe: `https://score.example-exchange.com/cricket/${EVENT_ID}`,
    isToss: true,
  },
  {
    _id: '67a1f0c2e4b0a1b2c3d4e5f7',
    matchName: 'England v South Africa',
    matchDate: '14-02-2026 09:30:00 AM',
    seriesName: 'ICC World Cup 2026',
    marketId: '1.245690388',
    eventId: 34012399,
    cacheUrl: 'http://127.0.0.1:8080/cache/match/1.245690388',
    status: 'UPCOMING',
    sportId: '4',
    priority: '2',
    scoreIframe: null,
  },
] satisfies z.input<typeof matchSchema>[];

/** Match details with maxMinCoins and teamData as JSON strings (socket room). */
export const matchDetailsExample = {
  _id: '67a1f0c2e4b0a1b2c3d4e5f6',
  matchName: 'India v Australia',
  matchDate: '12-02-2026 13:30:00',
  seriesName: 'ICC World Cup 2026',
  marketId: MARKET_ID,
  eventId: EVENT_ID,
  sportId: 4,
  status: 'INPLAY',
  socketUrl: 'http://127.0.0.1:8080',
  socketPerm: true,
  cacheUrl: `http://127.0.0.1:8080/cache/match/${MARKET_ID}`,
  notification: 'Toss bets close 1 hour before the start. Rain may void incomplete sessions.',
  tvUrl: `https://tv.example-exchange.com/embed/${EVENT_ID}`,
  scoreIframe: `https://score.example-exchange.com/cricket/${EVENT_ID}`,
  isToss: true,
  maxMinCoins: JSON.stringify(maxMinCoins),
  teamData: JSON.stringify([
    { runner_name: 'India', selection_id: 1 },
    { runner_name: 'Australia', selection_id: 2 },
  ]),
} satisfies z.input<typeof matchDetailsSchema>;

/** Match details from a server sending maxMinCoins as an object with string numbers (cache polling). */
export const matchDetailsObjectLimitsExample = {
  matchName: 'England v South Africa',
  marketId: '1.245690388',
  eventId: '34012399',
  status: 'INPLAY',
  socketUrl: '',
  socketPerm: false,
  cacheUrl: 'http://127.0.0.1:8080/cache/match/1.245690388',
  notification: '',
  tvUrl: '',
  isToss: 'false',
  maxMinCoins: {
    maximum_match_bet: '200000',
    minimum_match_bet: '100',
    maximum_session_bet: '100000',
    minimum_session_bet: '100',
  },
} satisfies z.input<typeof matchDetailsSchema>;

const pendingRequest = {
  fancyBet: true,
  oddsBet: true,
  diamondBet: true,
  isDeclare: false,
  isDeleted: false,
  isClientExposure: true,
};

export const sportsExamples = [
  defineExamples(matchList, [
    {
      name: 'in play and upcoming',
      request: {},
      response: {
        error: false,
        code: 0,
        message: 'Match list fetched successfully',
        data: matchRowsExample,
      },
    },
  ]),
  defineExamples(sportByMarketId, [
    {
      name: 'maxMinCoins as a JSON string',
      request: { marketId: MARKET_ID },
      response: {
        error: false,
        code: 0,
        message: 'Match details fetched successfully',
        data: matchDetailsExample,
      },
    },
    {
      name: 'maxMinCoins as an object, cache polling',
      request: { marketId: '1.245690388' },
      response: {
        error: false,
        code: 0,
        message: 'Match details fetched successfully',
        data: matchDetailsObjectLimitsExample,
      },
    },
  ]),
  defineExamples(matchCache, [
    { name: 'numbers', request: {}, params: { marketId: MARKET_ID }, response: bookmakerDataExample },
    {
      name: 'numbers as strings',
      request: {},
      params: { marketId: MARKET_ID },
      response: bookmakerDataStringsExample,
    },
  ]),
  defineExamples(userPositionByMarketId, [
    {
      name: 'bookmaker and session positions',
      request: { marketId: MARKET_ID },
      response: {
        error: false,
        code: 0,
        message: 'Position fetched successfully',
        data: {
          oddsPosition: [
            { _id: '1', oddsType: 'bookmaker', totalPosition: 950, Position: 950 },
            { _id: '2', oddsType: 'bookmaker', totalPosition: -1000, Position: -1000 },
            { _id: '1', oddsType: 'toss', totalPosition: '0', Position: '0' },
          ],
          sessionPosition: [{ _id: '2147', position: -500 }],
        },
      },
    },
  ]),
  defineExamples(completedFancyByMarketId, [
    {
      name: 'one declared session',
      request: { marketId: MARKET_ID },
      response: {
        error: false,
        code: 0,
        message: 'Completed fancy fetched successfully',
        data: [{ ...declaredFancyBetExample, selfProfitLoss: -850 }],
      },
    },
  ]),
  defineExamples(betsList, [
    {
      name: 'match page',
      request: { fancyBet: true, oddsBet: true, marketId: MARKET_ID },
      response: {
        error: false,
        code: 0,
        message: 'Bet list fetched successfully',
        data: {
          oddsBetData: [oddsBetExample],
          fancyBetData: [pendingFancyBetExample, declaredFancyBetExample],
        },
      },
    },
    {
      name: 'pending bets',
      request: pendingRequest,
      response: {
        error: false,
        code: 0,
        message: 'Bet list fetched successfully',
        data: {
          oddsBetData: [oddsBetExample],
          fancyBetData: [pendingFancyBetExample],
          casinoBetData: [
            {
              _id: '67a2c5b1f1e2a3b4c5d6e7fb',
              gameName: 'Lucky 7 - A',
              debitAmount: 200,
              amount: 200,
              roundId: '102260212140512',
              createdAt: '2026-02-12T14:05:12.000Z',
            },
          ],
        },
      },
    },
    {
      name: 'international report rows',
      request: {
        eventId: '90010120260313',
        casinoBet: true,
        fromDate: '2026-03-13',
        toDate: '2026-03-13',
        isDeleted: false,
      },
      response: {
        error: false,
        code: 0,
        message: 'Bet list fetched successfully',
        data: {
          oddsBetData: [],
          fancyBetData: [],
          casinoBetData: [
            {
              _id: 'ip-000002',
              gameName: 'Baccarat',
              roundId: '90010126031319305',
              eventId: '900101',
              marketId: '90010120260313',
              debitAmount: 200,
              creditAmount: 400,
              rollbackAmount: 0,
              isDeclare: true,
              createdAt: '2026-03-13T14:05:12.000Z',
            },
            {
              _id: 'ip-000001',
              gameName: 'Baccarat',
              roundId: '90010126031319301',
              eventId: '900101',
              marketId: '90010120260313',
              debitAmount: 100,
              creditAmount: 0,
              rollbackAmount: 100,
              isDeclare: true,
              createdAt: '2026-03-13T14:01:40.000Z',
            },
          ],
        },
      },
    },
    {
      name: 'pending bets as a flat exposure list',
      request: pendingRequest,
      response: {
        error: false,
        code: 0,
        message: 'Fetch List Successfuly',
        data: [
          {
            market: 'India v Australia',
            marketType: 'bookmaker',
            type: 'LAGAI',
            amount: 1000,
            rate: '0.95',
            time: '2026-02-12T14:05:11.532Z',
          },
          {
            market: 'Lucky 7 - A',
            marketType: 'diamondCasino',
            type: 'L',
            amount: '200',
            odds: 1.98,
            time: '2026-02-12T14:05:12.000Z',
          },
        ],
      },
    },
  ]),
  defineExamples(clientBetListByMarketId, [
    {
      name: 'one match',
      request: { marketId: MARKET_ID },
      response: {
        error: false,
        code: 0,
        message: 'Bet list fetched successfully',
        data: {
          oddsBetData: [oddsBetExample],
          fancyBetData: [pendingFancyBetExample, declaredFancyBetExample],
        },
      },
    },
  ]),
  defineExamples(eventMarketsCache, [
    {
      name: 'match odds open, tied match suspended',
      request: {},
      params: { eventId: EVENT_ID },
      response: { data: eventMarketsExample },
    },
  ]),
  defineExamples(sessionBetPlaced, [
    {
      name: 'YES on a session',
      request: {
        odds: '1',
        amount: 500,
        selectionId: '2147',
        marketId: MARKET_ID,
        eventId: EVENT_ID,
        betFor: 'fancy',
        run: '46',
        oddsType: 'fancy',
        type: 'Y',
      },
      response: placedResponse,
    },
    {
      name: 'NO with the amount typed as text',
      request: {
        odds: '0.85',
        amount: '1000',
        selectionId: '2148',
        marketId: MARKET_ID,
        eventId: EVENT_ID,
        betFor: 'fancy',
        run: '80',
        oddsType: 'fancy',
        type: 'N',
      },
      response: { error: false, code: 0, message: 'Bet Placed Successfully', data: {} },
    },
  ]),
  defineExamples(oddBetPlaced, [
    {
      name: 'bookmaker LAGAI',
      request: {
        odds: '0.95',
        amount: 1000,
        selectionId: '1',
        marketId: MARKET_ID,
        eventId: EVENT_ID,
        betFor: 'odds',
        run: '0',
        oddsType: 'bookmaker',
        type: 'L',
      },
      response: placedResponse,
    },
    {
      name: 'toss',
      request: {
        odds: '0.98',
        amount: 500,
        selectionId: '2',
        marketId: MARKET_ID,
        eventId: EVENT_ID,
        betFor: 'toss',
        run: '0',
        oddsType: 'toss',
        type: 'L',
        betfairMarketId: 'undefined',
      },
      response: { error: false, code: 0, message: 'Bet Placed Successfully', data: null },
    },
    {
      name: 'match odds lay at the best lay price',
      request: {
        odds: '1.63',
        amount: 2000,
        selectionId: '1',
        marketId: MARKET_ID,
        eventId: EVENT_ID,
        betFor: 'matchOdds',
        run: '0',
        oddsType: 'matchOdds',
        type: 'K',
        betfairMarketId: '1.245690250',
      },
      response: placedResponse,
    },
  ]),
];
