/**
 * casino/* calls of the live casino (spec 001 §7). The payloads are in casino-schemas.ts,
 * the cache URL GET and the round result service in casino-feed.ts (both re-exported here).
 * The aviator calls (casino/avaitorGamePlace, casino/avaitorCashOut) are in aviator.ts.
 */
import { z } from 'zod';
import { requestDate } from '../dates';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { flag, idString, int, num, numOr, rate, stake } from '../wire';
import { casinoBetSchema, casinoDetailsSchema } from './casino-schemas';

/** What the casino calls of this file share (a call may override it). */
const casinoCall = { kind: 'api', area: 'casino', auth: true } as const;

export * from './casino-feed';
export * from './casino-schemas';

export const getDiamondCasinoByEventId = defineCall({
  ...casinoCall,
  method: 'POST',
  path: '/v1/casino/getDiamondCasinoByEventId',
  summary:
    'One casino table by event id: feed (socket room or cache URL), video, bet status, stake limits and oddsDifference. Also the aviator settings for event 303031.',
  source: '001 §3, §7 (method not shown: POST as the real clients); 002 §3, §7',
  access: 'user',
  request: z.object({
    /** The route parameter ('3032'); the aviator page sends the number 303031. */
    eventId: idString(),
  }),
  response: envelope(casinoDetailsSchema),
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
  ...casinoCall,
  method: 'POST',
  path: '/v1/casino/diamondBetsList',
  summary:
    "The user's casino bets on one table for a date range: open (isDeclare false), completed (true) or all not deleted (the report). Also the aviator bets list.",
  source: '001 §3, §7; 002 §7',
  access: 'client',
  request: diamondBetsListRequest,
  response: envelope(
    z.object({
      casinoBetData: z.array(casinoBetSchema),
      totalCasinoCount: int().optional(),
    }),
  ),
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
  ...casinoCall,
  method: 'POST',
  path: '/v1/casino/casinoBetPlace',
  summary:
    'Place a casino bet on the current round. rate travels as a string (slip rate minus oddsDifference in some games); a refused bet answers error true with data.message.',
  source: '001 §4, §5, §7, §8',
  access: 'bettor',
  request: z.object({
    /** t1[0].mid of the round being bet. */
    roundId: idString(),
    sid: idString(),
    /** Sent as a string ('1.96'). */
    rate: rate(),
    amount: stake(),
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
});

/** One summary block of the 'Diamond Casino Bets' report. */
export const diamondCasinoSummarySchema = z.object({
  clientProfitLoss: num(),
  clientComm: numOr(0).describe('Commission; blank or absent counts as 0.'),
});
export type DiamondCasinoSummary = z.output<typeof diamondCasinoSummarySchema>;

// designed: not in the spec (payload and response "not shown")
export const diamondCasinoReportByUser = defineCall({
  ...casinoCall,
  method: 'POST',
  path: '/v1/casino/diamondCasinoReportByUser',
  summary:
    "Summary of the 'Diamond Casino Bets' report for one table and day: profit/loss and commission (Net = clientProfitLoss + clientComm). The rows come from diamondBetsList with isDeleted false.",
  source:
    'designed: 001 §7 shows neither payload nor shape (§3 names clientProfitLoss, clientComm); follows a public client of the family that sends {eventId, fromDate, toDate, casinoType} and renders data[] as summary blocks',
  designed: true,
  specNamed: true,
  access: 'client',
  request: z.object({
    eventId: idString(),
    fromDate: requestDate(),
    toDate: requestDate(),
    /** The ledger type of the entry: 'diamondCasino'. */
    casinoType: z.string().optional(),
  }),
  response: envelope(z.array(diamondCasinoSummarySchema)),
});
