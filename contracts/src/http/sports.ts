/**
 * sports/* calls (spec 000 §3, §7): match list, match details, positions, bet lists, placement,
 * the client bet list (user/clientBetListByMarketId) and the GET of the match cache URL.
 * The entity schemas are in sports-schemas.ts.
 */
import { z } from 'zod';
import { requestDate } from '../dates';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { flag, idString, int } from '../wire';
import { eventMarketsBodySchema } from './sports-event-markets';
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

/** What the sports calls of this file share (a call may override it). */
const sportsCall = { kind: 'api', area: 'sports', auth: true } as const;

export * from './sports-event-markets';
export * from './sports-schemas';

const marketRequest = z.object({ marketId: z.string().min(1) });

// ---------------------------------------------------------------- match list and details

export const matchList = defineCall({
  ...sportsCall,
  method: 'POST',
  path: '/v1/sports/matchList',
  summary: 'The cricket match list (cached locally as matchList); INPLAY rows open the match page.',
  source: '000 §3, §7',
  access: 'user',
  request: z.object({ sportId: int().optional() }),
  response: envelope(z.array(matchSchema)),
});

export const sportByMarketId = defineCall({
  ...sportsCall,
  method: 'POST',
  path: '/v1/sports/sportByMarketId',
  summary:
    'Match details: live-data source (socket room or cache URL), TV, banner, toss flag and bet limits.',
  source: '000 §3, §7',
  access: 'user',
  request: marketRequest,
  response: envelope(matchDetailsSchema),
});

// designed: not in the spec (the GET payload is shown, the path is whatever the server hands out)
export const matchCache = defineCall({
  ...sportsCall,
  method: 'GET',
  path: '/cache/match/{marketId}',
  kind: 'cache',
  summary:
    'The live bookmaker, session and toss feed of a match, polled every second when the socket is not used.',
  source:
    'designed: 000 §4, §7 show the GET of the cacheUrl and its body; the path is the mock’s (the real cacheUrl is what the match record carries)',
  designed: true,
  specNamed: true,
  auth: false,
  request: z.object({}),
  params: z.object({ marketId: z.string().min(1) }),
  response: bookmakerDataSchema,
});

// designed: not in the spec (000 §1 offers match odds and tied match; the feed is the real family's)
export const eventMarketsCache = defineCall({
  ...sportsCall,
  method: 'GET',
  path: '/cache/event/{eventId}',
  kind: 'cache',
  summary:
    'The exchange markets of a match (Match Odds, Tied Match) with three price levels a side, polled every second when the socket is not used.',
  source:
    'designed: the match record’s otherMarketCacheUrl (real clients GET it and read data[].marketType, runners[].ex); the path is the mock’s',
  designed: true,
  auth: false,
  request: z.object({}),
  params: z.object({ eventId: idString() }),
  response: eventMarketsBodySchema,
});

// designed: not in the spec (the response fields are "not shown"; shape from the real clients' use)
export const userPositionByMarketId = defineCall({
  ...sportsCall,
  method: 'POST',
  path: '/v1/sports/userPositionByMarketId',
  summary: 'The user’s position per selection of the odds markets, and per session, of one match.',
  source: 'designed: 000 §3 says "not shown"; real clients read oddsPosition[]._id/oddsType/totalPosition',
  designed: true,
  specNamed: true,
  access: 'client',
  request: marketRequest,
  response: envelope(userPositionSchema),
});

// designed: not in the spec (the response fields are "not shown")
export const completedFancyByMarketId = defineCall({
  ...sportsCall,
  method: 'POST',
  path: '/v1/sports/completedFancyByMarketId',
  summary: 'Declared session bets of one match, for the COMPLETED FANCY BET modal and its total P&L.',
  source:
    'designed: 000 §3 says "not shown"; rows are declared fancy bets (real admin pages also sum selfProfitLoss)',
  designed: true,
  specNamed: true,
  access: 'client',
  request: marketRequest,
  response: envelope(z.array(completedFancyBetSchema)),
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
  /** The International report (001 §2.15): the ledger entry's provider rounds of one day, in casinoBetData. */
  casinoBet: flag().optional(),
  /** With casinoBet: the ledger entry's id (its marketId or eventId) and its +05:30 day. */
  eventId: idString().optional(),
  fromDate: requestDate().optional(),
  toDate: requestDate().optional(),
  pageNo: int().optional(),
  size: int().optional(),
});

export const betsList = defineCall({
  ...sportsCall,
  method: 'POST',
  path: '/v1/sports/betsList',
  summary:
    'Bets of a match (match page), all undeclared bets with casino bets (pending bets / exposure), or with casinoBet the International report rows of a ledger entry.',
  source:
    '000 §3, §7; 001 §2.15 (casinoBet: how the public clients of the family ask the International report rows)',
  access: 'client',
  request: betsListRequest,
  response: envelope(betsListDataSchema),
});

// designed: not in the spec (the response fields are "not shown"; same lists as sports/betsList)
export const clientBetListByMarketId = defineCall({
  ...sportsCall,
  method: 'POST',
  path: '/v1/user/clientBetListByMarketId',
  summary: 'The client’s odds and session bets of one match (the sports bet list by market).',
  source: 'designed: 000 §7 names it, fields "not shown"; shaped as the object form of sports/betsList',
  designed: true,
  specNamed: true,
  access: 'client',
  request: marketRequest.extend({
    oddsBet: flag().optional(),
    fancyBet: flag().optional(),
    isDeleted: flag().optional(),
  }),
  response: envelope(sportsBetsSchema),
});

// ---------------------------------------------------------------- placement

export const sessionBetPlaced = defineCall({
  ...sportsCall,
  method: 'POST',
  path: '/v1/sports/sessionBetPlaced',
  summary: 'Place a session (fancy) bet; the client then refreshes balance, positions and bet lists.',
  source: '000 §3, §7',
  access: 'bettor',
  request: sessionBetPlacementSchema,
  response: envelope(betPlacedSchema),
});

export const oddBetPlaced = defineCall({
  ...sportsCall,
  method: 'POST',
  path: '/v1/sports/oddBetPlaced',
  summary:
    'Place a bookmaker, match odds, toss or tied-match bet; the client then refreshes balance and lists.',
  source: '000 §3, §7',
  access: 'bettor',
  request: oddBetPlacementSchema,
  response: envelope(betPlacedSchema),
});
