/** Live casino actions: a table's rounds (deal, close, reveal, declare), its status and settings; the provider's games. */
import { z } from 'zod';
import { coins, id } from './fields';

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

const roundCards = z
  .array(z.string().regex(/^(A|[2-9]|10|J|Q|K)(HH|DD|CC|SS)$/, 'card like KHH, 10SS, ACC'))
  .min(1)
  .describe("Every card of the round in dealing order, in the feed's notation ('KHH', '10SS', 'ACC').");

export const casinoSetRoundCards = z
  .object({
    type: z.literal('casino.setRoundCards'),
    shortName,
    roundId,
    cards: roundCards,
  })
  .describe(
    "Replaces the hidden cards of the table's current round while no card is face up: the round then plays out (reveals, result, settlement) with these. They must make a finished round under the game's rules.",
  );

/** A provider game's id, as contracts/src/catalog/int-casino.ts lists them. */
const providerGameId = id.describe(
  "A provider game id (contracts/src/catalog/int-casino.ts), e.g. '900101' Baccarat",
);

/**
 * Another player's round at a provider table: the draw is evaluated by the game's rules and
 * the result joins the result service and the game's recent rounds (no money moves).
 */
export const intCasinoDealRound = z
  .object({
    type: z.literal('intCasino.dealRound'),
    gameId: providerGameId,
    roundId: id.describe('The round id the result service answers to (allCasinoResult?roundId=)'),
    draw: z
      .array(z.string().min(1))
      .min(1)
      .describe(
        "The round in dealing order: card codes ('KHH'), or the game's tokens (a roulette pocket, a crash point, ludo turns)",
      ),
  })
  .describe(
    "Another player's round at a provider game: its result joins the result service and the game's recent rounds (no money moves).",
  );

/** Opens or closes a provider game: a closed game's page says `message` and refuses plays. */
export const intCasinoSetGame = z
  .object({
    type: z.literal('intCasino.setGame'),
    gameId: providerGameId,
    open: z.boolean().describe('false: plays are refused with the message'),
    message: z.string().default('').describe('What the closed game shows (default: a maintenance note)'),
  })
  .describe("Opens or closes a provider game: a closed game's page says the message and refuses plays.");
/** The fields of a table's settings (casino details, spec 001 §3); a change names only those that change. */
export const casinoTableSettingsFields = {
  oddsDifference: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe(
      "setting.oddsDifference: the pages show and send a back rate this much lower (0.02: '1.98' -> 1.96)",
    ),
  betStatus: z.boolean().optional().describe('false: every bet on the table is refused with errorMessage'),
  errorMessage: z
    .string()
    .min(1)
    .optional()
    .describe(
      "The refusal while betStatus is false (default 'Your Bet is Closed Please Connect With Upline')",
    ),
  fetchData: z
    .enum(['socket', 'cache'])
    .optional()
    .describe(
      "Where the page reads the live round: 'socket' (the room on socketURL) or 'cache' (cacheURL every second)",
    ),
  minStake: coins.positive().optional().describe('Smallest stake taken, in coins (default 100)'),
  maxStake: coins.positive().optional().describe('Largest stake taken, in coins (default 10000)'),
  videoUrlType: z
    .enum(['1', '2', '3'])
    .optional()
    .describe('Which of videoUrl1..3 the table shows (default 1)'),
};

/** A table's settings change (designed: the spec shows the fields, not how they change). */
export const casinoSettings = z
  .object({
    type: z.literal('casino.settings'),
    shortName,
    ...casinoTableSettingsFields,
  })
  .refine((a) => a.minStake === undefined || a.maxStake === undefined || a.minStake <= a.maxStake, {
    message: 'minStake must not exceed maxStake',
    path: ['minStake'],
  })
  .describe("Changes a table's settings (the casino details); only the fields given change.");
