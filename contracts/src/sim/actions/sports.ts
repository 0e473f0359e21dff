/** Cricket actions: matches, bookmaker and toss rates, fancy sessions, exchange markets, results and the live score. */
import { z } from 'zod';
import { coins, id, rate, username } from './fields';

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
