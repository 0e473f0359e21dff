/** Live casino actions: a table's rounds (deal, close, reveal, declare) and its status. */
import { z } from 'zod';
import { id } from './fields';

const shortName = id.describe("The table's short name ('lucky7').");
const roundId = id.describe("The round's id (the feed's mid).");
const roundCards = z
  .array(z.string().regex(/^(A|[2-9]|10|J|Q|K)(HH|DD|CC|SS)$/, 'card like KHH, 10SS, ACC'))
  .min(1)
  .describe("Every card of the round in dealing order, in the feed's notation ('KHH', '10SS', 'ACC').");

export const casinoStartRound = z
  .object({
    type: z.literal('casino.startRound'),
    shortName,
    roundId,
    cards: roundCards,
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

// designed: not in the spec (a demo's "deal lucky7 a 7"; the control room's one-click moment).
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
