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

import { CASINO_POINT_DEFAULTS } from '@esk/contracts/catalog/casino-points';
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

export const usernameSchema = z.string().regex(/^[A-Za-z0-9_]{3,20}$/, 'username: 3-20 letters, digits or _');

const username = (what: string) => id.describe(what);

export const accountCreate = z
  .object({
    type: z.literal('account.create'),
    username: usernameSchema.describe(
      'The login name, 3-20 letters, digits or _ (case-insensitive at login).',
    ),
    password: z.string().min(4).describe('The password (redacted in the journal and exports).'),
    name: z.string().min(1).describe('The display name.'),
    userType: z.enum(userTypes).default('client').describe('The role label; only clients may bet.'),
    coins: coins
      .nonnegative()
      .default(0)
      .describe('Opening balance in coins, posted as a deposit from the upline.'),
    isPasswordChanged: z
      .boolean()
      .default(true)
      .describe('false: the user must change the password first (and cannot bet until then).'),
    rateDifference: z.number().int().min(1).max(5).default(1).describe('Rate difference 1-5.'),
    betChipsModal: z.boolean().default(true).describe('Whether the bet chips dialog is on.'),
    creatorName: z
      .string()
      .min(1)
      .default('AGENT')
      .describe('The upline who created the account: bet lists show it as userInfo.creatorName.'),
    intCasinoMultiply: z
      .number()
      .positive()
      .max(1000)
      .default(CASINO_POINT_DEFAULTS.multiplier)
      .describe("Rupees per point of the international casino: the client's '1 Point = ₹{PRICE}' line."),
  })
  .describe('Creates a user (accounts and standardAccounts emit one each at t = 0).');

export const accountCredit = z
  .object({
    type: z.literal('account.credit'),
    username: username('Whose wallet.'),
    amount: coins
      .refine((value) => value !== 0, 'amount must not be 0')
      .describe('Positive: a deposit from the upline; negative: a withdrawal by the upline.'),
    remark: z.string().default('Deposit by upline').describe("The statement row's remark."),
    allowNegative: z
      .boolean()
      .default(false)
      .describe(
        'A withdrawal may take the wallet below what it can cover (balance plus open exposure) only with this: a QA run of a client in debt.',
      ),
  })
  .describe('Moves coins into or out of a wallet: one statement row, a coinUpdate push.');

export const accountForceLogout = z
  .object({ type: z.literal('account.forceLogout'), username: username('Whose sessions end.') })
  .describe('Ends every session of a user: their sockets get userLoggedOut and their tokens stop working.');

export const domainUpdate = z
  .object({
    type: z.literal('domain.update'),
    clientNotification: z.string().optional().describe('The new scrolling banner text in the client header.'),
    userNotification: z.string().optional().describe('The new user notification text.'),
    sportListUpdate: z.boolean().optional().describe('true: clients reload the match list.'),
    isLogout: z.boolean().optional().describe('true: clients clear storage and go to sign-in.'),
    isRefresh: z.boolean().optional().describe('true: clients reload the balance and go to sign-in.'),
    username: id.optional().describe('Push only to this user (default: every signed-in client).'),
  })
  .describe(
    "Changes the upline's notices and sends the domainUpdate push (spec 000 §7): a changed notice (or no switch at all) sends isDomainSettingUpdate; the other switches are sent as given.",
  );

export const accountStatementForm = z
  .object({
    type: z.literal('account.statementForm'),
    form: z.enum(['paged', 'unpaged']).describe('The answer form of user/userStatement from now on.'),
  })
  .describe(
    'Which answer form user/userStatement gives (spec 000 §3, §4): paged {statementData, totalCount, balanceAmount}, or unpaged, a plain list with the opening balance in message (the client resets its running balance at every ACCOUNT_STATEMENT row).',
  );

// Sports ----------------------------------------------------------------------

export const matchStatus = z.enum(['UPCOMING', 'INPLAY', 'COMPLETED']);
const marketId = id.describe("The match's market id ('1.250000001').");
const sessionId = id.describe("The session's id (its selectionId in bets).");

export const matchLimits = z.object({
  maximum_match_bet: coins.default(100000).describe('The largest bookmaker stake, coins.'),
  minimum_match_bet: coins.default(100).describe('The smallest bookmaker stake, coins.'),
  maximum_session_bet: coins.default(50000).describe('The largest session stake, coins.'),
  minimum_session_bet: coins.default(100).describe('The smallest session stake, coins.'),
  maximum_tie_coins: coins.default(0).describe('The largest tied-match stake; 0: maximum_match_bet.'),
  maximum_toss_coins: coins.default(0).describe('The largest toss stake; 0: maximum_match_bet.'),
  maximum_matchOdds_coins: coins
    .default(0)
    .describe('The largest match odds / tied match stake; 0: maximum_match_bet.'),
});

export const sportsAddMatch = z
  .object({
    type: z.literal('sports.addMatch'),
    marketId,
    eventId: id.describe("The match's event id."),
    matchName: z.string().min(1).describe("'India v Pakistan'."),
    seriesName: z.string().min(1).describe('The series the match list shows.'),
    startAt: z.number().describe('The first ball, epoch ms.'),
    status: matchStatus
      .default('UPCOMING')
      .describe('UPCOMING (listed), INPLAY (open for betting) or COMPLETED.'),
    priority: z.number().int().default(0).describe('Order in the match list: lower first.'),
    teams: z
      .array(
        z.object({
          selectionId: id.describe("The team's selection id in bets."),
          name: z.string().min(1).describe("The team's name."),
        }),
      )
      .min(2)
      .describe('The runners of the bookmaker.'),
    isToss: z.boolean().default(false).describe('Also a toss market.'),
    socketPerm: z
      .boolean()
      .default(true)
      .describe('false: the match page polls the cache URL instead of joining the socket room.'),
    limits: matchLimits.default(matchLimits.parse({})).describe('Stake limits, coins.'),
    notification: z.string().default('').describe("The match page's notice line."),
  })
  .describe('Lists a match (and its bookmaker, and toss market with isToss).');

export const sportsSetStatus = z
  .object({
    type: z.literal('sports.setStatus'),
    marketId,
    status: matchStatus.describe('The new status.'),
  })
  .describe("Changes a match's status (INPLAY opens it for betting; COMPLETED takes it off the list).");

export const bookmakerMarket = z.enum(['bookmaker', 'toss']);

export const sportsSetRates = z
  .object({
    type: z.literal('sports.setRates'),
    marketId,
    market: bookmakerMarket.describe('Which market of the match.'),
    rates: z
      .array(
        z.object({
          selectionId: id.describe('The team.'),
          lgaai: rate.describe('Back (lagai) rate as a fraction: 0.95 shows as 95. 0 means no price.'),
          khaai: rate.describe('Lay (khai) rate as a fraction.'),
          suspended: z.boolean().default(false).describe('This runner is suspended.'),
        }),
      )
      .min(1)
      .describe('One entry per team.'),
  })
  .describe("Moves a bookmaker's or toss market's rates (pushed to the match room).");

export const sessionStatus = z.enum(['ACTIVE', 'SUSPENDED', 'BALL RUNNING']);

export const sportsOpenSession = z
  .object({
    type: z.literal('sports.openSession'),
    marketId,
    sessionId,
    name: z.string().min(1).describe("The session's name ('6 OVER RUN IND')."),
    runsNo: z.number().int().nonnegative().describe('The NO run.'),
    runsYes: z.number().int().nonnegative().describe('The YES run.'),
    oddsNo: rate.default(1).describe('NO payout fraction: 1.00 shows as 100.'),
    oddsYes: rate.default(1).describe('YES payout fraction.'),
    max: coins.default(50000).describe('The largest stake, coins.'),
    remark: z.string().default('').describe('A remark shown with the session.'),
    comPerm: z
      .enum(['YES', 'NO'])
      .default('YES')
      .describe(
        "'NO' lists it under No Comm Fancy (not shown by our client, as the spec lists only YES rows).",
      ),
  })
  .describe('Opens a fancy session on a match.');

export const sportsUpdateSession = z
  .object({
    type: z.literal('sports.updateSession'),
    marketId,
    sessionId,
    runsNo: z.number().int().nonnegative().optional().describe('The new NO run.'),
    runsYes: z.number().int().nonnegative().optional().describe('The new YES run.'),
    oddsNo: rate.optional().describe('The new NO payout fraction.'),
    oddsYes: rate.optional().describe('The new YES payout fraction.'),
    status: sessionStatus.optional().describe('ACTIVE, SUSPENDED or BALL RUNNING.'),
    remark: z.string().optional().describe('The new remark.'),
  })
  .describe("Changes a session's line, odds or status; only the fields given change.");

export const sportsDeclareSession = z
  .object({
    type: z.literal('sports.declareSession'),
    marketId,
    sessionId,
    run: z.number().int().nonnegative().describe("The actual runs; YES wins when run >= the bet's run."),
  })
  .describe("Declares a session's result and settles its bets.");

/** Every market an odds bet can be on: the bookmaker-style ones and the exchange ones. */
export const oddsMarket = z.enum(['bookmaker', 'toss', 'matchOdds', 'tiedMatch']);

export const sportsDeclareMarket = z
  .object({
    type: z.literal('sports.declareMarket'),
    marketId,
    market: oddsMarket.describe('Which market of the match.'),
    winnerSelectionId: id
      .nullable()
      .describe(
        'The winning selection, or null when the market is void (tie, abandoned): stakes are returned.',
      ),
  })
  .describe('Declares a bookmaker, toss, match odds or tied match market and settles its bets.');

export const sportsVoidSession = z
  .object({
    type: z.literal('sports.voidSession'),
    marketId,
    sessionId,
    remark: z.string().min(1).default('Rain: session voided').describe('Shown in the statement row.'),
  })
  .describe(
    "Voids a session (rain, abandonment: spec 000 §5): every open bet on it is declared with no result and P&L 0, so its stake comes back; the bet lists show 'Result not available'.",
  );

export const sportsAbandonMatch = z
  .object({
    type: z.literal('sports.abandonMatch'),
    marketId,
    remark: z.string().min(1).default('Match abandoned').describe('Shown in the statement rows.'),
  })
  .describe(
    'Abandons a match: every market not yet declared (sessions, bookmaker, toss, match odds, tied match) is voided.',
  );

export const sportsDeleteBet = z
  .object({
    type: z.literal('sports.deleteBet'),
    marketId,
    username: username('Whose bet.'),
    betId: id.optional().describe("The bet's _id in the bet lists; default the user's newest on the match."),
    remark: z
      .string()
      .min(1)
      .default('Bet deleted by the upline')
      .describe('deletedRemark: the reason shown.'),
  })
  .describe(
    "Deletes a bet (the upline's decision): it moves to Rejected Bets with its remark and its money comes back (an open bet's exposure is released; a settled bet's P&L is reversed by a statement row).",
  );

// Exchange markets (match odds, tied match) ------------------------------------

export const exchangeMarket = z.enum(['matchOdds', 'tiedMatch']);

/** One price level of an exchange ladder: decimal odds and the coins available at them. */
export const priceLevel = z.object({
  price: z.number().min(1.01).max(1000).describe('Decimal odds: 1.85 wins 0.85 per coin backed.'),
  size: coins.nonnegative().describe('Coins available at this price.'),
});

export const sportsOpenExchangeMarket = z
  .object({
    type: z.literal('sports.openExchangeMarket'),
    marketId,
    market: exchangeMarket.describe('matchOdds or tiedMatch.'),
    betfairMarketId: id.optional().describe("The exchange's market id; default the match marketId + 1 or 2."),
    runners: z
      .array(
        z.object({
          selectionId: id.describe("The runner's selection id in bets."),
          name: z.string().min(1).describe("The runner's name."),
        }),
      )
      .min(2)
      .optional()
      .describe('Default: the teams (match odds), Yes 37302 and No 37303 (tied match).'),
  })
  .describe(
    'Opens a Betfair-style market of a match: match odds (runners: the teams) or tied match (runners Yes and No). It shows no price until sports.setExchangePrices.',
  );

export const sportsSetExchangePrices = z
  .object({
    type: z.literal('sports.setExchangePrices'),
    marketId,
    market: exchangeMarket.describe('matchOdds or tiedMatch.'),
    runners: z
      .array(
        z.object({
          selectionId: id.describe('Which runner.'),
          back: z.array(priceLevel).max(3).describe('Best (highest) first.'),
          lay: z.array(priceLevel).max(3).describe('Best (lowest) first.'),
        }),
      )
      .min(1)
      .describe('The ladders that move; other runners keep theirs.'),
    status: z.enum(['OPEN', 'SUSPENDED']).optional().describe('Suspend or reopen with these prices.'),
  })
  .describe("Moves an exchange market's ladder (up to three levels a side) and, optionally, its status.");

export const sportsSetExchangeStatus = z
  .object({
    type: z.literal('sports.setExchangeStatus'),
    marketId,
    market: exchangeMarket.describe('matchOdds or tiedMatch.'),
    status: z.enum(['OPEN', 'SUSPENDED']).describe('The new status.'),
  })
  .describe('Suspends or reopens an exchange market without moving its prices.');

export const sportsMarketReload = z
  .object({ type: z.literal('sports.marketReload'), marketId })
  .describe('Tells the match page to reload its market.');

export const sportsSessionBetUpdate = z
  .object({ type: z.literal('sports.sessionBetUpdate'), marketId })
  .describe('Tells every account socket that bets of this market changed (the client refetches them).');

export const sportsSetScore = z
  .object({
    type: z.literal('sports.setScore'),
    marketId,
    innings: z
      .array(
        z.object({
          team: z.string().min(1).describe('The batting team.'),
          runs: z.number().int().nonnegative().describe('Runs so far.'),
          wickets: z.number().int().min(0).max(10).describe('Wickets down.'),
          overs: z
            .string()
            .regex(/^\d+(\.[0-5])?$/, "overs like '12.3'")
            .describe("Overs bowled, cricket style: '12.3' is 12 overs and 3 balls."),
        }),
      )
      .max(4)
      .default([])
      .describe('Innings so far, in batting order.'),
    status: z
      .string()
      .default('')
      .describe("One line under the score, e.g. 'India need 54 runs from 30 balls'."),
    recentBalls: z
      .array(z.string().min(1).max(3))
      .max(12)
      .default([])
      .describe("The last balls of the innings, oldest first: runs ('0'-'6'), 'W', or extras ('wd', 'nb')."),
  })
  .describe(
    "The live score a match's score page shows (optional: a match without one shows its status). Simulated matches send one after every ball.",
  );

// Casino ----------------------------------------------------------------------

const shortName = id.describe("The table's short name ('lucky7').");
const roundId = id.describe("The round's id (the feed's mid).");

export const casinoStartRound = z
  .object({
    type: z.literal('casino.startRound'),
    shortName,
    roundId,
    cards: z
      .array(z.string().regex(/^(A|[2-9]|10|J|Q|K)(HH|DD|CC|SS)$/, 'card like KHH, 10SS, ACC'))
      .min(1)
      .describe("Every card of the round in dealing order, in the feed's notation ('KHH', '10SS', 'ACC')."),
    bettingMs: z
      .number()
      .int()
      .positive()
      .describe('How long betting stays open (the countdown shown from autotime).'),
  })
  .describe('Starts a round: betting opens, the cards stay hidden.');

export const casinoCloseBetting = z
  .object({ type: z.literal('casino.closeBetting'), shortName, roundId })
  .describe('Betting closes; the cards are then revealed one action at a time.');

export const casinoRevealCards = z
  .object({
    type: z.literal('casino.revealCards'),
    shortName,
    roundId,
    shown: z.number().int().nonnegative().describe("How many of the round's cards are face up now."),
  })
  .describe('Turns cards face up.');

export const casinoDeclare = z
  .object({ type: z.literal('casino.declare'), shortName, roundId })
  .describe("The round's result is derived from its cards by the game's rules and every bet settles.");

export const casinoSetTableStatus = z
  .object({
    type: z.literal('casino.setTableStatus'),
    shortName,
    suspended: z.boolean().describe('true: no bets until it is false again.'),
  })
  .describe('Suspends or reopens a table.');

// Matka -----------------------------------------------------------------------

const hhmm = z.string().regex(/^\d{2}:\d{2}$/, "time as 'HH:mm'");
const matkaId = id.describe("The market's matkaEventId (the id in its page routes).");
const flagFields = {
  matkaStatus: z.boolean().describe('false: the market is inactive and the market list hides it.'),
  betStatus: z
    .boolean()
    .describe("false: every bet is refused with 'Your Bet is Closed Please Connect With Upline'."),
  openBet: z.boolean().describe("The open side (and Harup Andar) takes bets; off: 'Matka Bet Timeout'."),
  closeBet: z.boolean().describe("The close side (and Harup Bahar) takes bets; off: 'Matka Bet Timeout'."),
  jodiBet: z.boolean().describe("Jodi (and the Harup JODI grid) takes bets; off: 'Jodi Status Closed'."),
};
const marketFields = {
  name: z.string().min(1).describe('Full name, shown on the list and the game pages.'),
  shortName: z.string().min(1).describe('Short name, shown in the Harup page header.'),
  openTime: hhmm.describe("Open time 'HH:mm' at +05:30 (showOpenTime)."),
  closeTime: hhmm.describe("Close time 'HH:mm' at +05:30 (showCloseTime)."),
  minStake: coins.describe('Min stake in coins (display only on the pages).'),
  maxStake: coins.describe('Max stake in coins.'),
  extendedCloseDay: z
    .number()
    .int()
    .nonnegative()
    .describe('Not 0: the close falls on the next day (the Harup header dates it tomorrow).'),
  priority: z.number().int().describe('List order, ascending.'),
};

export const matkaAddMarket = z
  .object({
    type: z.literal('matka.addMarket'),
    matkaEventId: matkaId,
    ...marketFields,
    minStake: marketFields.minStake.default(10),
    maxStake: marketFields.maxStake.default(10000),
    extendedCloseDay: marketFields.extendedCloseDay.default(0),
    priority: marketFields.priority.default(0),
    isHaroopAndarBahar: z
      .boolean()
      .default(false)
      .describe('A Harup / Andar-Bahar market: its list entry opens the satta-matkas page.'),
    matkaStatus: flagFields.matkaStatus.default(true),
    betStatus: flagFields.betStatus.default(true),
    openBet: flagFields.openBet.default(true),
    closeBet: flagFields.closeBet.default(true),
    jodiBet: flagFields.jodiBet.default(true),
  })
  .describe('Lists a matka market.');

export const matkaSetFlags = z
  .object({
    type: z.literal('matka.setFlags'),
    matkaEventId: matkaId,
    matkaStatus: flagFields.matkaStatus.optional(),
    betStatus: flagFields.betStatus.optional(),
    openBet: flagFields.openBet.optional(),
    closeBet: flagFields.closeBet.optional(),
    jodiBet: flagFields.jodiBet.optional(),
  })
  .describe("Switches a market's flags; only the fields given change.");

export const matkaUpdateMarket = z
  .object({
    type: z.literal('matka.updateMarket'),
    matkaEventId: matkaId,
    name: marketFields.name.optional(),
    shortName: marketFields.shortName.optional(),
    openTime: marketFields.openTime.optional(),
    closeTime: marketFields.closeTime.optional(),
    minStake: marketFields.minStake.positive().optional(),
    maxStake: marketFields.maxStake.positive().optional(),
    extendedCloseDay: marketFields.extendedCloseDay.optional(),
    priority: marketFields.priority.optional(),
  })
  .refine((a) => a.minStake === undefined || a.maxStake === undefined || a.minStake <= a.maxStake, {
    message: 'minStake must not exceed maxStake',
    path: ['minStake'],
  })
  .describe(
    "Changes what a market's pages show (names, times, limits, the close day); only the fields given change.",
  );

export const matkaDeclare = z
  .object({
    type: z.literal('matka.declare'),
    matkaEventId: matkaId,
    side: z.enum(['OPEN', 'CLOSE']).describe('OPEN first, then CLOSE (which also decides the jodi).'),
    patti: z
      .string()
      .regex(/^\d{3}$/, 'patti: three digits')
      .describe("The result patti ('128'); its digit sum mod 10 is the side's single digit."),
    /**
     * Differs from the clock's day when a close result after midnight belongs to the day before
     * (extendedCloseDay).
     */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe("The market day the result belongs to ('YYYY-MM-DD' at +05:30); default the clock's day."),
  })
  .describe("Declares a market's open or close result and settles the bets it decides.");

// Aviator ---------------------------------------------------------------------

const aviatorRoundId = id.describe("The round's id.");

export const aviatorOpenRound = z
  .object({
    type: z.literal('aviator.openRound'),
    roundId: aviatorRoundId,
    serverSeedHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .describe("sha256 of the round's server seed, published before any bet (provably fair)."),
    bettingMs: z.number().int().positive().describe('How long betting stays open.'),
    houseEdge: z
      .number()
      .min(0)
      .max(99)
      .optional()
      .describe('The house edge (percent) the crash is computed with.'),
    salt: z.string().min(1).optional().describe('The public salt the crash is computed with.'),
  })
  .describe('Opens an aviator round for bets.');

export const aviatorTakeOff = z
  .object({
    type: z.literal('aviator.takeOff'),
    roundId: aviatorRoundId,
    crashPoint: z
      .number()
      .min(1)
      .describe('Kept server-side until the crash; the multiplier grows as e^(k t) until it reaches this.'),
  })
  .describe('The plane takes off: betting is over, cash-outs are open.');

export const aviatorCrash = z
  .object({
    type: z.literal('aviator.crash'),
    roundId: aviatorRoundId,
    crashPoint: z.number().min(1).describe('Where it crashed.'),
    serverSeed: z
      .string()
      .min(1)
      .describe('The revealed seed: sha256(serverSeed) equals the published hash.'),
  })
  .describe('The plane crashes: open bets lose, the seed is revealed.');

export const aviatorCloseRound = z
  .object({ type: z.literal('aviator.closeRound'), roundId: aviatorRoundId })
  .describe('The round is over ("FLEW AWAY!"); the next one can open.');

// Aviator table settings and the simulated crowd ---------------------------------

/**
 * The aviator settings casino details carry (spec 002 §3): betStatus false refuses every
 * bet with errorMessage; stakes outside minStake..maxStake get "min/max bet amount {n}".
 * Only the fields given change.
 */
export const aviatorSettings = z
  .object({
    type: z.literal('aviator.settings'),
    betStatus: z.boolean().optional().describe('false: every bet is refused with errorMessage.'),
    errorMessage: z.string().min(1).optional().describe('What a refused bet is told.'),
    minStake: coins.positive().optional().describe('The smallest stake, coins.'),
    maxStake: coins.positive().optional().describe('The largest stake, coins.'),
  })
  .refine((a) => a.minStake === undefined || a.maxStake === undefined || a.minStake <= a.maxStake, {
    message: 'minStake must not exceed maxStake',
    path: ['minStake'],
  })
  .describe('Changes the aviator settings casino details carry; only the fields given change.');

/** A simulated player's bet: placed `afterMs` into the betting window, cashed out at `cashOutAt` if the plane gets there. */
export const aviatorCrowdBet = z.object({
  player: z.string().min(1).describe("The player's (masked when shown) name."),
  amount: coins.positive().describe('The stake, coins.'),
  afterMs: z.number().int().nonnegative().describe('When it is placed, ms into the betting window.'),
  cashOutAt: z
    .number()
    .min(1.01)
    .nullable()
    .describe(
      'The cash-out target, taken only strictly below the crash; null: rides until the crash (lost).',
    ),
});

export const aviatorCrowd = z
  .object({
    type: z.literal('aviator.crowd'),
    roundId: aviatorRoundId,
    bets: z.array(aviatorCrowdBet).max(400).describe("The round's simulated bets."),
  })
  .describe(
    'The other players of a round (seeded): their bets appear over the betting window, their cash-outs as the plane climbs.',
  );

export const aviatorChat = z
  .object({
    type: z.literal('aviator.chat'),
    player: z.string().min(1).describe('Who says it.'),
    text: z.string().min(1).max(200).describe('What they say.'),
  })
  .describe('A line in the game chat from a simulated player.');

// Faults ----------------------------------------------------------------------

export const faultHttp = z
  .object({
    type: z.literal('fault.http'),
    path: z
      .string()
      .startsWith('/')
      .describe("A path prefix under the server, e.g. '/v1/user/userBalance' or '/cache/'."),
    latencyMs: z.number().int().nonnegative().default(0).describe('Delay each answer by this much.'),
    status: z
      .number()
      .int()
      .min(400)
      .max(599)
      .optional()
      .describe('When set, answer with this HTTP status and an error envelope instead of the real answer.'),
    message: z.string().default('Service temporarily unavailable').describe("The error envelope's message."),
    durationMs: z.number().int().positive().describe('How long the fault lasts.'),
  })
  .describe('Slows down or fails the answers on a path for a while.');

export const faultSocketDisconnect = z
  .object({
    type: z.literal('fault.socketDisconnect'),
    channel: z.enum(['account', 'match', 'casino', 'aviator', 'all']).describe('Which sockets.'),
  })
  .describe('The server drops every socket of a channel once; clients reconnect by themselves.');

// The union ---------------------------------------------------------------------

export const scenarioActionSchema = z.discriminatedUnion('type', [
  accountCreate,
  accountCredit,
  accountForceLogout,
  accountStatementForm,
  domainUpdate,
  sportsAddMatch,
  sportsSetStatus,
  sportsSetRates,
  sportsOpenSession,
  sportsUpdateSession,
  sportsDeclareSession,
  sportsDeclareMarket,
  sportsVoidSession,
  sportsAbandonMatch,
  sportsDeleteBet,
  sportsOpenExchangeMarket,
  sportsSetExchangePrices,
  sportsSetExchangeStatus,
  sportsMarketReload,
  sportsSessionBetUpdate,
  casinoStartRound,
  casinoCloseBetting,
  casinoRevealCards,
  casinoDeclare,
  casinoSetTableStatus,
  matkaAddMarket,
  matkaSetFlags,
  matkaUpdateMarket,
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
