/**
 * sports/* calls (spec 000 §3, §7): match list, match details, positions, bet lists, placement,
 * the client bet list (user/clientBetListByMarketId) and the GET of the match cache URL.
 * The entity schemas are in sports-schemas.ts.
 */
import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { flag, int } from '../wire';
import {
  bookmakerDataExample,
  bookmakerDataStringsExample,
  declaredFancyBetExample,
  EVENT_ID,
  MARKET_ID,
  matchDetailsExample,
  matchDetailsObjectLimitsExample,
  matchRowsExample,
  oddsBetExample,
  pendingFancyBetExample,
  placedResponse,
} from './sports-examples';
import {
  betPlacedSchema,
  betsListDataSchema,
  bookmakerDataSchema,
  completedFancyBetSchema,
  matchDetailsSchema,
  matchSchema,
  oddBetPlacementSchema,
  sessionBetPlacementSchema,
  sportsBetsSchema,
  userPositionSchema,
} from './sports-schemas';

export * from './sports-schemas';

const marketRequest = z.object({ marketId: z.string().min(1) });

// ---------------------------------------------------------------- match list and details

export const matchList = defineCall({
  method: 'POST',
  path: '/v1/sports/matchList',
  kind: 'api',
  area: 'sports',
  summary: 'The cricket match list (cached locally as matchList); INPLAY rows open the match page.',
  source: '000 §3, §7',
  auth: true,
  request: z.object({ sportId: int().optional() }),
  response: envelope(z.array(matchSchema)),
  examples: [
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
  ],
});

export const sportByMarketId = defineCall({
  method: 'POST',
  path: '/v1/sports/sportByMarketId',
  kind: 'api',
  area: 'sports',
  summary:
    'Match details: live-data source (socket room or cache URL), TV, banner, toss flag and bet limits.',
  source: '000 §3, §7',
  auth: true,
  request: marketRequest,
  response: envelope(matchDetailsSchema),
  examples: [
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
  ],
});

// designed: not in the spec (the GET payload is shown, the path is whatever the server hands out)
export const matchCache = defineCall({
  method: 'GET',
  path: '/cache/match/{marketId}',
  kind: 'cache',
  area: 'sports',
  summary:
    'The live bookmaker, session and toss feed of a match, polled every second when the socket is not used.',
  source:
    'designed: 000 §4, §7 show the GET of the cacheUrl and its body; the path is the mock’s (the real cacheUrl is what the match record carries)',
  designed: true,
  auth: false,
  request: z.object({}),
  params: z.object({ marketId: z.string().min(1) }),
  response: bookmakerDataSchema,
  examples: [
    { name: 'numbers', request: {}, params: { marketId: MARKET_ID }, response: bookmakerDataExample },
    {
      name: 'numbers as strings',
      request: {},
      params: { marketId: MARKET_ID },
      response: bookmakerDataStringsExample,
    },
  ],
});

// designed: not in the spec (the response fields are "not shown"; shape from the real clients' use)
export const userPositionByMarketId = defineCall({
  method: 'POST',
  path: '/v1/sports/userPositionByMarketId',
  kind: 'api',
  area: 'sports',
  summary: 'The user’s position per selection of the odds markets, and per session, of one match.',
  source: 'designed: 000 §3 says "not shown"; real clients read oddsPosition[]._id/oddsType/totalPosition',
  designed: true,
  auth: true,
  request: marketRequest,
  response: envelope(userPositionSchema),
  examples: [
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
  ],
});

// designed: not in the spec (the response fields are "not shown")
export const completedFancyByMarketId = defineCall({
  method: 'POST',
  path: '/v1/sports/completedFancyByMarketId',
  kind: 'api',
  area: 'sports',
  summary: 'Declared session bets of one match, for the COMPLETED FANCY BET modal and its total P&L.',
  source:
    'designed: 000 §3 says "not shown"; rows are declared fancy bets (real admin pages also sum selfProfitLoss)',
  designed: true,
  auth: true,
  request: marketRequest,
  response: envelope(z.array(completedFancyBetSchema)),
  examples: [
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
  ],
});

// ---------------------------------------------------------------- bet lists

/** The flags of sports/betsList; the spec spells the odds flag oddBet, real clients send oddsBet. */
const betsListRequest = z.object({
  fancyBet: flag().optional(),
  oddsBet: flag().optional(),
  oddBet: flag().optional(),
  diamondBet: flag().optional(),
  marketId: z.string().min(1).optional(),
  isDeclare: flag().optional(),
  isDeleted: flag().optional(),
  isClientExposure: flag().optional(),
  pageNo: int().optional(),
  size: int().optional(),
});

const pendingRequest = {
  fancyBet: true,
  oddsBet: true,
  diamondBet: true,
  isDeclare: false,
  isDeleted: false,
  isClientExposure: true,
};

export const betsList = defineCall({
  method: 'POST',
  path: '/v1/sports/betsList',
  kind: 'api',
  area: 'sports',
  summary: 'Bets of a match (match page) or all undeclared bets with casino bets (pending bets / exposure).',
  source: '000 §3, §7',
  auth: true,
  request: betsListRequest,
  response: envelope(betsListDataSchema),
  examples: [
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
  ],
});

// designed: not in the spec (the response fields are "not shown"; same lists as sports/betsList)
export const clientBetListByMarketId = defineCall({
  method: 'POST',
  path: '/v1/user/clientBetListByMarketId',
  kind: 'api',
  area: 'sports',
  summary: 'The client’s odds and session bets of one match (the sports bet list by market).',
  source: 'designed: 000 §7 names it, fields "not shown"; shaped as the object form of sports/betsList',
  designed: true,
  auth: true,
  request: marketRequest.extend({
    oddsBet: flag().optional(),
    fancyBet: flag().optional(),
    isDeleted: flag().optional(),
  }),
  response: envelope(sportsBetsSchema),
  examples: [
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
  ],
});

// ---------------------------------------------------------------- placement

export const sessionBetPlaced = defineCall({
  method: 'POST',
  path: '/v1/sports/sessionBetPlaced',
  kind: 'api',
  area: 'sports',
  summary: 'Place a session (fancy) bet; the client then refreshes balance, positions and bet lists.',
  source: '000 §3, §7',
  auth: true,
  request: sessionBetPlacementSchema,
  response: envelope(betPlacedSchema),
  examples: [
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
  ],
});

export const oddBetPlaced = defineCall({
  method: 'POST',
  path: '/v1/sports/oddBetPlaced',
  kind: 'api',
  area: 'sports',
  summary:
    'Place a bookmaker, match odds, toss or tied-match bet; the client then refreshes balance and lists.',
  source: '000 §3, §7',
  auth: true,
  request: oddBetPlacementSchema,
  response: envelope(betPlacedSchema),
  examples: [
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
  ],
});
