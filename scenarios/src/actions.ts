/**
 * Scenario actions: the only way a scenario changes the exchange. The engine turns a
 * scenario (timeline + generators) into a time-ordered stream of these plain, validated
 * objects; the mock server applies each one to its state. Because they are data they
 * can be journaled, hashed, exported, replayed and sent through the admin API
 * ("trigger an event now") with the same validation.
 *
 * Money in actions is in coins (what the API shows); rates are the API's fractions
 * (bookmaker lgaai 0.95 displays as 95). Times are epoch milliseconds on the scenario clock.
 */
import { avaitorCashOut, avaitorGamePlace } from '@esk/contracts/http/aviator';
import { casinoBetPlace } from '@esk/contracts/http/casino';
import { matkaPlaceBet } from '@esk/contracts/http/matka';
import { oddBetPlaced, sessionBetPlaced } from '@esk/contracts/http/sports';
import { userTypeSchema } from '@esk/contracts/http/user';
import { MAX_COINS } from '@esk/contracts/wire';
import { z } from 'zod';

const id = z.string().min(1);
/** Coins in an action: finite and within ±MAX_COINS, so every balance stays an exact number of paise. */
const coins = z
  .number()
  .finite()
  .min(-MAX_COINS, `must be at least -${MAX_COINS}`)
  .max(MAX_COINS, `must be at most ${MAX_COINS}`);
const rate = z.number().min(0).max(100);

/** The role labels of the spec (one definition: the contracts' user type enum). */
export const userTypes = userTypeSchema.options;

// Accounts and domain ---------------------------------------------------------

export const accountCreate = z.object({
  type: z.literal('account.create'),
  username: z.string().regex(/^[A-Za-z0-9_]{3,20}$/, 'username: 3-20 letters, digits or _'),
  password: z.string().min(4),
  name: z.string().min(1),
  userType: z.enum(userTypes).default('client'),
  /** Opening balance in coins, posted as a deposit from the upline. */
  coins: coins.nonnegative().default(0),
  isPasswordChanged: z.boolean().default(true),
  /** Rate difference 1-5. */
  rateDifference: z.number().int().min(1).max(5).default(1),
  betChipsModal: z.boolean().default(true),
});

export const accountCredit = z.object({
  type: z.literal('account.credit'),
  username: id,
  /** Positive: deposit from the upline; negative: withdrawal by the upline. */
  amount: coins.refine((value) => value !== 0, 'amount must not be 0'),
  remark: z.string().default('Deposit by upline'),
  /**
   * A withdrawal may take the wallet below what it can cover (balance plus open exposure)
   * only when the scenario says so: a QA run of a client in debt.
   */
  allowNegative: z.boolean().default(false),
});

export const accountForceLogout = z.object({ type: z.literal('account.forceLogout'), username: id });

export const domainUpdate = z.object({
  type: z.literal('domain.update'),
  clientNotification: z.string().optional(),
  userNotification: z.string().optional(),
});

// Sports ----------------------------------------------------------------------

export const matchStatus = z.enum(['UPCOMING', 'INPLAY', 'COMPLETED']);

export const matchLimits = z.object({
  maximum_match_bet: coins.default(100000),
  minimum_match_bet: coins.default(100),
  maximum_session_bet: coins.default(50000),
  minimum_session_bet: coins.default(100),
  maximum_tie_coins: coins.default(0),
  maximum_toss_coins: coins.default(0),
});

export const sportsAddMatch = z.object({
  type: z.literal('sports.addMatch'),
  marketId: id,
  eventId: id,
  matchName: z.string().min(1),
  seriesName: z.string().min(1),
  startAt: z.number(),
  status: matchStatus.default('UPCOMING'),
  priority: z.number().int().default(0),
  teams: z.array(z.object({ selectionId: id, name: z.string().min(1) })).min(2),
  isToss: z.boolean().default(false),
  socketPerm: z.boolean().default(true),
  limits: matchLimits.default(matchLimits.parse({})),
  notification: z.string().default(''),
});

export const sportsSetStatus = z.object({
  type: z.literal('sports.setStatus'),
  marketId: id,
  status: matchStatus,
});

export const bookmakerMarket = z.enum(['bookmaker', 'toss']);

export const sportsSetRates = z.object({
  type: z.literal('sports.setRates'),
  marketId: id,
  market: bookmakerMarket,
  rates: z
    .array(
      z.object({
        selectionId: id,
        /** Back (lagai) rate as a fraction: 0.95 shows as 95. 0 means no price. */
        lgaai: rate,
        /** Lay (khai) rate as a fraction. */
        khaai: rate,
        suspended: z.boolean().default(false),
      }),
    )
    .min(1),
});

export const sessionStatus = z.enum(['ACTIVE', 'SUSPENDED', 'BALL RUNNING']);

export const sportsOpenSession = z.object({
  type: z.literal('sports.openSession'),
  marketId: id,
  sessionId: id,
  name: z.string().min(1),
  runsNo: z.number().int().nonnegative(),
  runsYes: z.number().int().nonnegative(),
  /** Payout fractions: 1.00 shows as 100. */
  oddsNo: rate.default(1),
  oddsYes: rate.default(1),
  max: coins.default(50000),
  remark: z.string().default(''),
  /** 'NO' lists it under "No Comm Fancy" (not shown by our client, as the spec lists only YES rows). */
  comPerm: z.enum(['YES', 'NO']).default('YES'),
});

export const sportsUpdateSession = z.object({
  type: z.literal('sports.updateSession'),
  marketId: id,
  sessionId: id,
  runsNo: z.number().int().nonnegative().optional(),
  runsYes: z.number().int().nonnegative().optional(),
  oddsNo: rate.optional(),
  oddsYes: rate.optional(),
  status: sessionStatus.optional(),
  remark: z.string().optional(),
});

export const sportsDeclareSession = z.object({
  type: z.literal('sports.declareSession'),
  marketId: id,
  sessionId: id,
  /** The actual runs; YES wins when run >= the bet's run. */
  run: z.number().int().nonnegative(),
});

export const sportsDeclareMarket = z.object({
  type: z.literal('sports.declareMarket'),
  marketId: id,
  market: bookmakerMarket,
  /** The winning selection, or null when the market is void (tie, abandoned): stakes are returned. */
  winnerSelectionId: id.nullable(),
});

export const sportsMarketReload = z.object({ type: z.literal('sports.marketReload'), marketId: id });

/** Tells every account socket that bets of this market changed (the client refetches them). */
export const sportsSessionBetUpdate = z.object({ type: z.literal('sports.sessionBetUpdate'), marketId: id });

/**
 * The live score a match's score page shows (optional: a match without one shows its status).
 * Simulated matches send one after every ball; the mock only stores and displays it.
 */
export const sportsSetScore = z.object({
  type: z.literal('sports.setScore'),
  marketId: id,
  /** Innings so far, in batting order. */
  innings: z
    .array(
      z.object({
        team: z.string().min(1),
        runs: z.number().int().nonnegative(),
        wickets: z.number().int().min(0).max(10),
        /** Overs bowled, cricket style: '12.3' is 12 overs and 3 balls. */
        overs: z.string().regex(/^\d+(\.[0-5])?$/, "overs like '12.3'"),
      }),
    )
    .max(4)
    .default([]),
  /** One line under the score, e.g. 'India need 54 runs from 30 balls'. */
  status: z.string().default(''),
  /** The last balls of the innings, oldest first: runs ('0'-'6'), 'W', or extras ('wd', 'nb'). */
  recentBalls: z.array(z.string().min(1).max(3)).max(12).default([]),
});

// Casino ----------------------------------------------------------------------

export const casinoStartRound = z.object({
  type: z.literal('casino.startRound'),
  shortName: id,
  roundId: id,
  /** Every card of the round in dealing order, in the feed's notation ('KHH', '10SS', 'ACC'). */
  cards: z.array(z.string().regex(/^(A|[2-9]|10|J|Q|K)(HH|DD|CC|SS)$/, 'card like KHH, 10SS, ACC')).min(1),
  /** How long betting stays open (the countdown shown from `autotime`). */
  bettingMs: z.number().int().positive(),
});

/** Betting closes; the cards are then revealed one action at a time. */
export const casinoCloseBetting = z.object({
  type: z.literal('casino.closeBetting'),
  shortName: id,
  roundId: id,
});

export const casinoRevealCards = z.object({
  type: z.literal('casino.revealCards'),
  shortName: id,
  roundId: id,
  /** How many of the round's cards are face up now. */
  shown: z.number().int().nonnegative(),
});

/** The round's result is derived from its cards by the game's rules and every bet settles. */
export const casinoDeclare = z.object({ type: z.literal('casino.declare'), shortName: id, roundId: id });

export const casinoSetTableStatus = z.object({
  type: z.literal('casino.setTableStatus'),
  shortName: id,
  suspended: z.boolean(),
});

// Matka -----------------------------------------------------------------------

const hhmm = z.string().regex(/^\d{2}:\d{2}$/, "time as 'HH:mm'");

export const matkaAddMarket = z.object({
  type: z.literal('matka.addMarket'),
  matkaEventId: id,
  name: z.string().min(1),
  shortName: z.string().min(1),
  openTime: hhmm,
  closeTime: hhmm,
  minStake: coins.default(10),
  maxStake: coins.default(10000),
  isHaroopAndarBahar: z.boolean().default(false),
  betStatus: z.boolean().default(true),
  openBet: z.boolean().default(true),
  closeBet: z.boolean().default(true),
  jodiBet: z.boolean().default(true),
  extendedCloseDay: z.number().int().nonnegative().default(0),
  priority: z.number().int().default(0),
});

export const matkaSetFlags = z.object({
  type: z.literal('matka.setFlags'),
  matkaEventId: id,
  betStatus: z.boolean().optional(),
  openBet: z.boolean().optional(),
  closeBet: z.boolean().optional(),
  jodiBet: z.boolean().optional(),
});

export const matkaDeclare = z.object({
  type: z.literal('matka.declare'),
  matkaEventId: id,
  side: z.enum(['OPEN', 'CLOSE']),
  /** The result patti, three digits ('128'); its digit sum mod 10 is the side's single digit. */
  patti: z.string().regex(/^\d{3}$/, 'patti: three digits'),
  /**
   * The market day the result belongs to ('YYYY-MM-DD' at +05:30); default the clock's day.
   * Differs when a close result after midnight belongs to the day before (extendedCloseDay).
   */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

// Aviator ---------------------------------------------------------------------

export const aviatorOpenRound = z.object({
  type: z.literal('aviator.openRound'),
  roundId: id,
  /** sha256 of the round's server seed, published before any bet (provably fair). */
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  bettingMs: z.number().int().positive(),
  /** The parameters the crash is computed with (percent, public salt), published with the hash. */
  houseEdge: z.number().min(0).max(99).optional(),
  salt: z.string().min(1).optional(),
});

export const aviatorTakeOff = z.object({
  type: z.literal('aviator.takeOff'),
  roundId: id,
  /** Kept server-side until the crash; the multiplier grows as e^(k t) until it reaches this. */
  crashPoint: z.number().min(1),
});

export const aviatorCrash = z.object({
  type: z.literal('aviator.crash'),
  roundId: id,
  crashPoint: z.number().min(1),
  /** The revealed seed: sha256(serverSeed) equals the published hash. */
  serverSeed: z.string().min(1),
});

export const aviatorCloseRound = z.object({ type: z.literal('aviator.closeRound'), roundId: id });

// Aviator table settings and the simulated crowd ---------------------------------

/**
 * The aviator settings casino details carry (spec 002 §3): betStatus false refuses every
 * bet with errorMessage; stakes outside minStake..maxStake get "min/max bet amount {n}".
 * Only the fields given change.
 */
export const aviatorSettings = z
  .object({
    type: z.literal('aviator.settings'),
    betStatus: z.boolean().optional(),
    errorMessage: z.string().min(1).optional(),
    minStake: coins.positive().optional(),
    maxStake: coins.positive().optional(),
  })
  .refine((a) => a.minStake === undefined || a.maxStake === undefined || a.minStake <= a.maxStake, {
    message: 'minStake must not exceed maxStake',
    path: ['minStake'],
  });

/** A simulated player's bet: placed `afterMs` into the betting window, cashed out at `cashOutAt` if the plane gets there. */
export const aviatorCrowdBet = z.object({
  player: z.string().min(1),
  amount: coins.positive(),
  afterMs: z.number().int().nonnegative(),
  /** null: rides until the crash (lost). */
  cashOutAt: z.number().min(1.01).nullable(),
});

/** The other players of a round (seeded): their bets appear over the betting window, their cash-outs as the plane climbs. */
export const aviatorCrowd = z.object({
  type: z.literal('aviator.crowd'),
  roundId: id,
  bets: z.array(aviatorCrowdBet).max(400),
});

/** A line in the game chat from a simulated player. */
export const aviatorChat = z.object({
  type: z.literal('aviator.chat'),
  player: z.string().min(1),
  text: z.string().min(1).max(200),
});

// Faults ----------------------------------------------------------------------

export const faultHttp = z.object({
  type: z.literal('fault.http'),
  /** A path prefix under the server, e.g. '/v1/user/userBalance' or '/cache/'. */
  path: z.string().startsWith('/'),
  latencyMs: z.number().int().nonnegative().default(0),
  /** When set, answer with this HTTP status and an error envelope instead of the real answer. */
  status: z.number().int().min(400).max(599).optional(),
  message: z.string().default('Service temporarily unavailable'),
  durationMs: z.number().int().positive(),
});

export const faultSocketDisconnect = z.object({
  type: z.literal('fault.socketDisconnect'),
  channel: z.enum(['account', 'match', 'casino', 'aviator', 'all']),
});

// A scripted bettor -------------------------------------------------------------

/**
 * A client's own call, made by the scenario: the history's player (history/player.ts) bets
 * through these. The body is exactly what the client sends (typed by the call's contract);
 * the mock runs it through the same placement code as the API route, so a refused bet is
 * refused for the same reason a client would be told.
 */
const bettor = {
  username: id.describe('The client who makes the call (it must be allowed to bet)'),
};
/** Bets whose rows show the address they came from. */
const fromAddress = {
  ip: z.string().min(1).default('127.0.0.1').describe('The address the bet row shows'),
};

export const playerOddBet = z.object({
  type: z.literal('player.oddBet'),
  ...bettor,
  body: oddBetPlaced.request.describe('The body of sports/oddBetPlaced (bookmaker or toss)'),
});

export const playerSessionBet = z.object({
  type: z.literal('player.sessionBet'),
  ...bettor,
  body: sessionBetPlaced.request.describe('The body of sports/sessionBetPlaced'),
});

export const playerCasinoBet = z.object({
  type: z.literal('player.casinoBet'),
  ...bettor,
  ...fromAddress,
  body: casinoBetPlace.request.describe('The body of casino/casinoBetPlace'),
});

export const playerMatkaBet = z.object({
  type: z.literal('player.matkaBet'),
  ...bettor,
  ...fromAddress,
  body: matkaPlaceBet.request.describe('The body of matka/matkaPlaceBet'),
});

export const playerAviatorBet = z.object({
  type: z.literal('player.aviatorBet'),
  ...bettor,
  body: avaitorGamePlace.request.describe('The body of casino/avaitorGamePlace'),
});

/** Cashes out the player's open bet of the round at the multiplier of the moment. */
export const playerAviatorCashOut = z.object({
  type: z.literal('player.aviatorCashOut'),
  ...bettor,
  body: avaitorCashOut.request
    .omit({ betId: true })
    .describe('casino/avaitorCashOut without betId: the exchange cashes out the open bet of the round'),
});

// The union ---------------------------------------------------------------------

export const scenarioActionSchema = z.discriminatedUnion('type', [
  accountCreate,
  accountCredit,
  accountForceLogout,
  domainUpdate,
  sportsAddMatch,
  sportsSetStatus,
  sportsSetRates,
  sportsOpenSession,
  sportsUpdateSession,
  sportsDeclareSession,
  sportsDeclareMarket,
  sportsMarketReload,
  sportsSessionBetUpdate,
  casinoStartRound,
  casinoCloseBetting,
  casinoRevealCards,
  casinoDeclare,
  casinoSetTableStatus,
  matkaAddMarket,
  matkaSetFlags,
  matkaDeclare,
  aviatorOpenRound,
  aviatorTakeOff,
  aviatorCrash,
  aviatorCloseRound,
  aviatorSettings,
  aviatorCrowd,
  aviatorChat,
  faultHttp,
  faultSocketDisconnect,
  sportsSetScore,
  playerOddBet,
  playerSessionBet,
  playerCasinoBet,
  playerMatkaBet,
  playerAviatorBet,
  playerAviatorCashOut,
]);

/** An action as applied (defaults filled in). */
export type ScenarioAction = z.output<typeof scenarioActionSchema>;
/** An action as written in a scenario or sent to the admin API (defaults optional). */
export type ScenarioActionInput = z.input<typeof scenarioActionSchema>;
export type ActionType = ScenarioAction['type'];
export type ActionOf<T extends ActionType> = Extract<ScenarioAction, { type: T }>;

/** Where the engine sends actions: the mock server implements this. */
export interface ActionTarget {
  apply(action: ScenarioAction): void;
}
