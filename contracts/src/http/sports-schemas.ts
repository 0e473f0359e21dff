/**
 * Sports entities (spec 000 §3): match, match details, the bookmaker/fancy/toss feed, odds and
 * fancy bets, positions and the bet placement payload. The calls are in sports.ts.
 * Rates, runs and ids are num()/idString(): client code always coerces them, so the wire type
 * (number or numeric string) is not proven and both are accepted.
 */
import { z } from 'zod';
import { designedField } from '../api-profile';
import { FANCY, FANCY_BET_TYPES, ODDS_BET_FOR, ODDS_BET_TYPES, ODDS_TYPES } from '../catalog/sports';
import { wireDate } from '../dates';
import { flag, flagOr, idString, int, jsonString, num, numOr, numOrBlank, rate, stake } from '../wire';
import { internationalCasinoBetSchema } from './reports';

// ---------------------------------------------------------------- match

/** Bet limits of a match. The API sends them as a JSON string (some servers as the object). */
export const maxMinCoinsObjectSchema = z.object({
  maximum_match_bet: num(),
  minimum_match_bet: num(),
  maximum_session_bet: num(),
  minimum_session_bet: num(),
  /** 0 means: use maximum_match_bet. */
  maximum_tie_coins: num().optional(),
  maximum_toss_coins: num().optional(),
  maximum_matchOdds_coins: num().optional(),
});
export const maxMinCoinsSchema = jsonString(maxMinCoinsObjectSchema);
export type MaxMinCoins = z.output<typeof maxMinCoinsSchema>;

/** One runner of teamData (a JSON string on match details). Key spellings vary between feeds. */
export const teamDataEntrySchema = z.object({
  runner_name: z.string().optional(),
  runnerName: z.string().optional(),
  team_name: z.string().optional(),
  selection_id: idString().optional(),
  selectionId: idString().optional(),
  selectionid: idString().optional(),
  bookmakerSelectionId: idString().optional(),
  betfairSelectionId: idString().optional(),
});
export const teamDataSchema = jsonString(z.array(teamDataEntrySchema));
export type TeamDataEntry = z.output<typeof teamDataEntrySchema>;

/**
 * A match-list row (sports/matchList). matchDate is 'DD-MM-YYYY HH:mm:ss' UTC (some lists add AM/PM);
 * status is INPLAY, COMPLETED or another upstream value; sportId 4 is cricket (sometimes '4').
 */
export const matchSchema = z.object({
  _id: z.string().optional().describe('The match record id; not read (marketId keys a row).'),
  matchName: z.string(),
  matchDate: wireDate(),
  seriesName: z.string(),
  marketId: z.string().min(1),
  eventId: idString(),
  cacheUrl: z.string().optional().describe('Read from the match details, not the list row.'),
  status: z.string(),
  sportId: int(),
  priority: numOr(0).describe('Sort key of the in-play list, ascending; 0 when absent.'),
  scoreIframe: z.string().nullish(),
  /** Betfair-markets cache URL (match odds, tied match); designed: the spec shows no such feed. */
  otherMarketCacheUrl: designedField(z.string().nullish()),
  socketUrl: z.string().nullish(),
  /** true: live data comes over the socket room; false: poll cacheUrl every second. */
  socketPerm: flag().optional(),
  isToss: flag().optional(),
  maxMinCoins: maxMinCoinsSchema.optional(),
});
export type Match = z.output<typeof matchSchema>;

/** Match details (sports/sportByMarketId): the match record with its live-data and limit fields. */
export const matchDetailsSchema = matchSchema.partial().extend({
  marketId: z.string().min(1),
  eventId: idString(),
  matchName: z.string(),
  status: z.string(),
  /** Empty or absent when socketPerm is false. */
  socketUrl: z.string().nullish(),
  socketPerm: flagOr(false).describe('true: join the socket room; false or absent: poll cacheUrl.'),
  cacheUrl: z.string(),
  maxMinCoins: maxMinCoinsSchema,
  /** Banner text. */
  notification: z.string().nullish(),
  tvUrl: z.string().nullish(),
  isToss: flag().optional(),
  isTieOdds: flag().optional(),
  isMatchOdds: flag().optional(),
  isBookmaker: flag().optional(),
  isFancy: flag().optional(),
  teamData: teamDataSchema.optional(),
  betPerm: flag().optional(),
});
export type MatchDetails = z.output<typeof matchDetailsSchema>;

// ---------------------------------------------------------------- bookmaker / fancy / toss feed

/** A bookmaker or toss runner. Rates are fractions (0.95, shown as 95); blank on a suspended row. */
export const teamRateSchema = z.object({
  team_name: z.string(),
  lgaai: numOr(0).describe('Lagai rate as a fraction; blank or absent (0) shows the row suspended.'),
  khaai: numOr(0).describe('Khai rate as a fraction; blank or absent (0) shows the row suspended.'),
  /** Spelled so by the API; not rendered. */
  positon: numOrBlank().optional(),
  /** All lower case; matched against the position rows' _id. */
  selectionid: idString(),
  running_status: z.string().nullish(),
  status: z.string().nullish(),
});
export type TeamRate = z.output<typeof teamRateSchema>;

/** A session (fancy) row. session_id is sent back as the bet's selectionId. */
export const sessionSchema = z.object({
  session_name: z.string(),
  session_id: idString(),
  /** Capital S; carried but not sent. */
  Selection_id: idString().or(z.literal('')).nullish(),
  oddsYes: numOr(0).describe('Blank or absent (0) on a suspended row.'),
  oddsNo: numOr(0).describe('Blank or absent (0) on a suspended row.'),
  runsYes: numOr(0).describe('Blank or absent (0) on a suspended row.'),
  runsNo: numOr(0).describe('Blank or absent (0) on a suspended row.'),
  /** 'ACTIVE', 'SUSPENDED', 'CLOSE', 'Ball Running', ... (see isSessionLocked). */
  running_status: z.string(),
  /** Session limit shown on the row. */
  max: numOrBlank().optional(),
  min: numOrBlank().optional(),
  remark: z.string().nullish(),
  /** 'YES' rows go to the Session table, 'NO' to the no-commission table. A string, not a boolean. */
  com_perm: z.string(),
});
export type Session = z.output<typeof sessionSchema>;

/**
 * The live market payload: the body of a GET of the match cacheUrl, and (as a JSON string) the
 * payload of the match room event named by the marketId.
 */
export const bookmakerDataSchema = z.object({
  result: z.object({
    team_data: z.array(teamRateSchema).default([]),
    session: z.array(sessionSchema).default([]),
    toss_data: z.array(teamRateSchema).default([]),
  }),
});
export type BookmakerData = z.output<typeof bookmakerDataSchema>;

// ---------------------------------------------------------------- bets

/** Who placed a bet (bet lists). */
export const betUserInfoSchema = z.object({
  clientName: z.string().optional(),
  clientCode: z.string().optional(),
  creatorName: z.string().optional(),
});

/** A bookmaker, match odds, toss or tied-match bet (oddsBetData rows). createdAt is ISO. */
export const oddsBetSchema = z.object({
  _id: z.string().optional(),
  run: num().optional(),
  odds: num(),
  amount: num(),
  /** L = Lagai, K = Khai. */
  type: z.enum(ODDS_BET_TYPES),
  teamName: z.string(),
  /** bookmaker, matchOdds, toss or tiedMatch. */
  oddsType: z.string(),
  userInfo: betUserInfoSchema.optional(),
  createdAt: wireDate(),
  loss: num().optional(),
  profit: num().optional(),
  /** Profit (+) or loss (-) of this bet per selection id, if that selection wins. */
  positionInfo: z.record(z.string(), num()).optional(),
  /** The winning selection once declared; P&L = positionInfo[decisionSelectionId]. */
  decisionSelectionId: idString().nullish(),
  isDeclare: flag().optional(),
  profitLoss: num().optional(),
  marketId: z.string().optional(),
  selectionId: idString().optional(),
  /** 1 when the upline deleted the bet (Rejected Bets), with the reason. */
  isDeleted: flagOr(false).describe(
    '1 when the upline deleted the bet (Rejected Bets); absent: not deleted.',
  ),
  deletedRemark: z.string().nullish(),
  /** The exchange market of a match odds or tied match bet. */
  betfairMarketId: z.string().optional(),
});
export type OddsBet = z.output<typeof oddsBetSchema>;

/** A session bet (fancyBetData rows). isDeclare is 0 (pending) or 1 (declared) on the wire. */
export const fancyBetSchema = z.object({
  _id: z.string().optional(),
  sessionName: z.string(),
  run: num(),
  odds: num(),
  amount: num(),
  /** Y = YES, N = NO. */
  type: z.enum(FANCY_BET_TYPES),
  isDeclare: flagOr(false).describe('1 once the session is declared; 0 or absent: pending.'),
  /** Set once declared; a YES bet wins when decisionRun >= run. */
  decisionRun: num().nullish(),
  isDeleted: flagOr(false).describe(
    '1 when the upline deleted the bet (Rejected Bets); absent: not deleted.',
  ),
  deletedRemark: z.string().nullish(),
  profitLoss: num().optional(),
  createdAt: wireDate().optional(),
  oddsType: z.string().optional(),
  userInfo: betUserInfoSchema.optional(),
  marketId: z.string().optional(),
  selectionId: idString().optional(),
});
export type FancyBet = z.output<typeof fancyBetSchema>;

/**
 * A casino row of sports/betsList: an open casino bet of the pending list (diamondBet: gameName
 * and debitAmount), or, asked with casinoBet, an International report row (credit, debit and
 * rollback amounts of one provider round: reports.ts).
 */
export const pendingCasinoBetSchema = internationalCasinoBetSchema.extend({
  _id: z.string().optional(),
  gameName: z.string(),
  debitAmount: num(),
  amount: num().optional(),
  roundId: idString().optional(),
  createdAt: wireDate().optional(),
});
export type PendingCasinoBet = z.output<typeof pendingCasinoBetSchema>;

/**
 * A row of the flat exposure list some servers answer to sports/betsList with isClientExposure
 * (real clients render market, type, rate or odds, amount, time and marketType from it).
 */
export const exposureBetSchema = z.object({
  market: z.string(),
  marketType: z.string(),
  /** LAGAI/KHAI, YES/NO or L/K/Y/N depending on the server. */
  type: z.string(),
  amount: num().optional(),
  rate: num().optional(),
  odds: num().optional(),
  time: wireDate(),
});
export type ExposureBet = z.output<typeof exposureBetSchema>;

/** The object form of a bet list: odds, fancy and (pending list) casino bets. */
export const sportsBetsSchema = z.object({
  oddsBetData: z.array(oddsBetSchema).default([]),
  fancyBetData: z.array(fancyBetSchema).default([]),
  casinoBetData: z.array(pendingCasinoBetSchema).default([]),
  totalOddsCount: num().optional(),
  totalFancyCount: num().optional(),
});

/**
 * data of sports/betsList: the object {oddsBetData, fancyBetData, casinoBetData}, or, from servers
 * that answer the pending-bets form (isClientExposure) with a flat list, an array of exposure rows.
 * Parses to one form: the object, with `exposureBets` holding the flat rows (empty for the object form).
 */
export const betsListDataSchema = z
  .union([z.array(exposureBetSchema), sportsBetsSchema])
  .transform((data): z.output<typeof sportsBetsSchema> & { exposureBets: ExposureBet[] } =>
    Array.isArray(data)
      ? { oddsBetData: [], fancyBetData: [], casinoBetData: [], exposureBets: data }
      : { ...data, exposureBets: [] },
  );
export type BetsList = z.output<typeof betsListDataSchema>;

// ---------------------------------------------------------------- positions (designed)

/** Position of one selection of an odds market; _id is the selection id (team_data selectionid). */
export const oddsPositionSchema = z.object({
  _id: idString(),
  /** bookmaker, matchOdds, toss or tiedMatch. */
  oddsType: z.string(),
  totalPosition: num(),
  Position: num().optional(),
  selectionId: idString().optional(),
});
export type OddsPosition = z.output<typeof oddsPositionSchema>;

/** Worst-case position of a session; _id is the session_id. */
export const sessionPositionSchema = z.object({
  _id: idString(),
  position: num(),
});
export type SessionPosition = z.output<typeof sessionPositionSchema>;

export const userPositionSchema = z.object({
  oddsPosition: z.array(oddsPositionSchema).default([]),
  sessionPosition: z.array(sessionPositionSchema).default([]),
});
export type UserPosition = z.output<typeof userPositionSchema>;

/** A declared session bet in the completed-fancy list; selfProfitLoss is the user's P&L on it. */
export const completedFancyBetSchema = fancyBetSchema.extend({
  selfProfitLoss: num().optional(),
});
export type CompletedFancyBet = z.output<typeof completedFancyBetSchema>;

// ---------------------------------------------------------------- placement

/**
 * Bet placement payload (spec 000 §3). Real clients send odds, selectionId, run, betFor, oddsType
 * and type as strings (`+ ""`) and amount as a number (sometimes a string).
 */
const betPlacementShape = {
  odds: rate(),
  amount: stake(),
  selectionId: idString(),
  marketId: z.string().min(1),
  eventId: idString(),
  run: num(),
};

/** sports/oddBetPlaced: bookmaker (betFor 'odds'), match odds, toss or tied match; type L or K. */
export const oddBetPlacementSchema = z.object({
  ...betPlacementShape,
  betFor: z.enum(ODDS_BET_FOR),
  oddsType: z.enum(ODDS_TYPES),
  type: z.enum(ODDS_BET_TYPES),
  /** Sent by the match-odds path ('undefined' as text on the old bookmaker path). */
  betfairMarketId: z.string().optional(),
  isCombined: flag().optional(),
});
export type OddBetPlacement = z.output<typeof oddBetPlacementSchema>;

/** sports/sessionBetPlaced: selectionId is the session_id, run the runsYes/runsNo, type Y or N. */
export const sessionBetPlacementSchema = z.object({
  ...betPlacementShape,
  betFor: z.literal(FANCY),
  oddsType: z.literal(FANCY),
  type: z.enum(FANCY_BET_TYPES),
});
export type SessionBetPlacement = z.output<typeof sessionBetPlacementSchema>;

/** data of a successful placement: the wallet after the bet (clients only toast the message). */
export const betPlacedSchema = z
  .object({
    totalCoins: num().optional(),
    exposure: num().optional(),
  })
  .nullish();
