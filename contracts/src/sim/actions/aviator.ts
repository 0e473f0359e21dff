/** Aviator actions: the rounds of the crash game, its settings and the simulated crowd. */
import { z } from 'zod';
import { coins, id } from './fields';

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
