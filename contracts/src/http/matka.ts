/**
 * matka/* calls: the market list and one market, the player's bets, placing and
 * cancelling a bet (spec 002 §3, §7). Game types, number sets, odds and messages are
 * in catalog/matka.ts.
 *
 * Wire types follow the real clients: ids and times are strings, stakes and flags are
 * JSON numbers/booleans, a bet row's isDeclare is the number 1 once declared, and the
 * Odd-Even page sends its amount as the input's text.
 */
import { z } from 'zod';
import { designedField } from '../api-profile';
import { ALL_MATKA_GAME_TYPES, MATKA_BET_TYPES } from '../catalog/matka';
import { requestDate, wireDate } from '../dates';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { flag, flagOr, idString, int, message, num, stake, text } from '../wire';

/** What the matka calls of this file share (a call may override it). */
const matkaCall = { kind: 'api', area: 'matka', auth: true } as const;

/** 'HH:mm' (some servers add seconds). Stays a string; shown at +05:30. */
const clockTime = () => z.string().regex(/^\d{1,2}:\d{2}(:\d{2})?$/, "expected a time as 'HH:mm'");

export const matkaGameTypeSchema = z.enum(ALL_MATKA_GAME_TYPES);
export const matkaBetTypeSchema = z.enum(MATKA_BET_TYPES);

/**
 * A matka market. getMatkaByMatkaEventId sends every field; getMatkaList rows are the same
 * records. Required is only what a page cannot work without (issue 17): the id, the name and
 * the two statuses; a missing side flag reads as off, a missing short name as the name.
 */
export const matkaMarketSchema = z.object({
  _id: z.string().optional(),
  name: z.string(),
  /** The Harup page header's name; pages fall back to `name`. */
  shortName: z.string().optional(),
  matkaEventId: idString(),
  sportsId: int().optional(),
  /** Display only (spec 002 §5: no client-side min/max check). */
  minStake: num().optional(),
  maxStake: num().optional(),
  /** false: "Your Bet is Closed Please Connect With Upline". */
  betStatus: flag(),
  /** Lists show only markets with matkaStatus true. */
  matkaStatus: flag(),
  priority: num().optional(),
  /** Display times as the API formats them (the game pages show them as they are). */
  openTime: z.string().optional(),
  closeTime: z.string().optional(),
  resultTime: z.string().optional(),
  showOpenTime: clockTime().optional(),
  showCloseTime: clockTime().optional(),
  /** 0: the market closes today; otherwise the close date is tomorrow. */
  extendedCloseDay: int().optional(),
  /** Side gates: open-side (Andar) grids, close-side (Bahar) grids, the jodi/patti grid. */
  openBet: flag().optional(),
  closeBet: flag().optional(),
  jodiBet: flag().optional(),
  /** A Harup / Andar-Bahar market (its list entry opens the satta-matkas page). */
  isHaroopAndarBahar: flag().optional(),
  isDeclare: flag().optional(),
  isDeleted: flag().optional(),
  createdAt: wireDate().optional(),
});
export type MatkaMarket = z.output<typeof matkaMarketSchema>;

/**
 * One matka bet as matkaBetList returns it. Required are the fields the bet tables show and
 * sum (spec 002 §3); `_id` (needed only to cancel) and `profit` (screens read profitLoss) may
 * be missing (issue 17).
 */
export const matkaBetSchema = z.object({
  /** The bet's id; a row without one cannot be cancelled. */
  _id: z.string().optional(),
  userId: z.string().optional(),
  matkaEventId: idString().optional(),
  matkaName: z.string(),
  /** Text on the wire ('5', '07', '127', 'ODD'); a number on some servers. Parses to text. */
  betNumber: idString(),
  /** A game type of catalog/matka.ts; kept as text so an unknown one does not fail the list. */
  gameType: z.string(),
  /** Market type: OPEN / CLOSE, or the Harup page's JODI / HAROOP_ANDAR / HAROOP_BAHAR. */
  betType: z.string(),
  amount: num(),
  /** The gross return if the bet wins: amount × rate (profit / amount is the rate pages show; net win = profit − amount). */
  profit: num()
    .optional()
    .describe('The gross return if the bet wins (amount × rate); not always sent, and no screen needs it.'),
  loss: num().optional(),
  /** Settled profit or loss; 0 until declared. The pages sum it. */
  profitLoss: num(),
  /** The number 1 once declared (the pages compare `=== 1`), 0 before. */
  isDeclare: flagOr(false).describe('1 once declared (the pages compare `=== 1`); 0 or absent: not yet.'),
  /** The declared result; null until then. */
  result: text().nullable().optional(),
  oddEvenResult: text().nullable().optional(),
  isDeleted: flag().optional(),
  ip: z.string().optional(),
  createdAt: wireDate(),
});
export type MatkaBet = z.output<typeof matkaBetSchema>;

// designed: not in the spec (payload not shown); real clients send no body, so an empty object.
export const getMatkaList = defineCall({
  ...matkaCall,
  method: 'POST',
  path: '/v1/matka/getMatkaList',
  summary: 'The matka markets; the market list shows those with matkaStatus true, by priority.',
  source: 'designed: 002 §7 does not show the payload; real clients post no body, so an empty object',
  designed: true,
  specNamed: true,
  access: 'user',
  request: z.object({}),
  response: envelope(z.array(matkaMarketSchema)),
});

export const getMatkaByMatkaEventId = defineCall({
  ...matkaCall,
  method: 'POST',
  path: '/v1/matka/getMatkaByMatkaEventId',
  summary: 'One market with its side gates (openBet, closeBet, jodiBet) and open/close times.',
  source: '002 §3, §7',
  access: 'user',
  request: z.object({ matkaEventId: idString() }),
  response: envelope(matkaMarketSchema),
});

export const matkaBetList = defineCall({
  ...matkaCall,
  method: 'POST',
  path: '/v1/matka/matkaBetList',
  summary: "The player's matka bets for a date range, optionally of one market and one game page.",
  source: '002 §2, §7',
  access: 'client',
  request: z.object({
    /** Sent by the game pages; the bet-list page sends none. */
    matkaEventId: idString().optional(),
    fromDate: requestDate(),
    toDate: requestDate(),
    /** The game page's filter name (catalog MATKA_BET_LIST_FILTER: 'doublePatti', 'oddEven', ...). */
    gameType: z.string().optional(),
    isDeleted: flag().optional(),
    isDeclare: flag().optional(),
  }),
  response: envelope(z.array(matkaBetSchema)),
});

/**
 * matkaPlaceBet's data: the Odd-Even and Harup pages read data.error and data.message. A page
 * can work from the envelope's own error and message, so neither data nor data.error is
 * required (issue 17): a missing data.error reads as no error.
 */
export const matkaPlaceBetResultSchema = z.object({
  error: flag().optional(),
  message: message().optional(),
  // designed: the new bet's id, so a client can cancel it without reloading the list.
  betId: designedField(z.string().optional()),
});
export type MatkaPlaceBetResult = z.output<typeof matkaPlaceBetResultSchema>;

export const matkaPlaceBet = defineCall({
  ...matkaCall,
  method: 'POST',
  path: '/v1/matka/matkaPlaceBet',
  summary:
    'Place a matka bet. Odd-Even: gameType ODD_EVEN, betNumber ODD or EVEN. Business errors come as HTTP 200 with error true.',
  source: '002 §3, §7',
  access: 'bettor',
  request: z.object({
    matkaEventId: idString(),
    gameType: matkaGameTypeSchema,
    betType: matkaBetTypeSchema,
    /** A number of the game's set as text (see isValidBetNumber), or ODD / EVEN. */
    betNumber: idString(),
    /** A number; the Odd-Even page sends the input's text. */
    amount: stake(),
  }),
  response: envelope(matkaPlaceBetResultSchema.optional()),
});

// designed: not in spec 002; the real family's bet-list table posts {betId} and reads error and message.
export const matkaBetCancel = defineCall({
  ...matkaCall,
  method: 'POST',
  path: '/v1/matka/matkaBetCancel',
  summary: 'Cancel an undeclared matka bet; the row then shows Canceled (isDeleted true).',
  source:
    'designed: not in spec 002; the real family posts {betId} and reads only error and message, so data is optional',
  designed: true,
  access: 'bettor',
  request: z.object({ betId: z.string().min(1, 'betId is required') }),
  response: envelope(
    z
      .object({
        betId: z.string(),
        isDeleted: flag(),
      })
      .optional(),
  ),
});
