/**
 * Aviator in a scenario: the round rhythm, where crash values come from (a script for the
 * first rounds, then a provably fair hash chain; see generators/aviator-fair.ts), the table
 * settings over time, and the simulated crowd (other players' bets and the chat).
 */
import { msToReach } from '@esk/contracts/catalog/aviator-curve';
import { z } from 'zod';
import { durationSchema, formatDuration, offsetSchema } from '../duration';
import { AVIATOR_FAIR_SALT } from '../generators/aviator-fair';

/** A change of the aviator settings at a point of the scenario (the first entry may be at '0s'). */
export const aviatorSettingsChangeSchema = z
  .strictObject({
    at: offsetSchema.describe('When the settings change, scenario time.'),
    betStatus: z
      .boolean()
      .optional()
      .describe(
        'false: every bet is refused with errorMessage ("Your Bet is Closed Please Connect With Upline").',
      ),
    errorMessage: z
      .string()
      .min(1)
      .optional()
      .describe('The message a refused bet gets while betStatus is false.'),
    minStake: z.number().positive().optional().describe('The smallest stake (coins); the mock starts at 10.'),
    maxStake: z
      .number()
      .positive()
      .optional()
      .describe('The largest stake (coins); the mock starts at 10000.'),
  })
  .refine((c) => c.minStake === undefined || c.maxStake === undefined || c.minStake <= c.maxStake, {
    message: 'minStake must not exceed maxStake',
    path: ['minStake'],
  });
export type AviatorSettingsChange = z.output<typeof aviatorSettingsChangeSchema>;

/**
 * The simulated players. Each round draws `players` bettors from a seeded pool of names; each
 * stakes a seeded amount at a seeded moment of the betting window and either cashes out at a
 * seeded target (if the plane gets there) or rides to the crash. The chat gets a seeded line
 * every `chatEvery` on average (and a few reactions to big crashes).
 */
export const aviatorCrowdSpecSchema = z
  .strictObject({
    players: z
      .strictObject({
        min: z.number().int().min(0).max(400).describe('Fewest bettors in a round.'),
        max: z
          .number()
          .int()
          .min(0)
          .max(400)
          .describe('Most bettors in a round (at most 400, the live-bettor cap).'),
      })
      .refine((p) => p.min <= p.max, { message: 'min must not exceed max', path: ['min'] })
      .default({ min: 25, max: 70 })
      .describe('Bettors per round, drawn uniformly in [min, max].'),
    pool: z
      .number()
      .int()
      .min(1)
      .max(2000)
      .default(240)
      .describe('How many different names the crowd uses (players come back round after round).'),
    cashOutShare: z
      .number()
      .min(0)
      .max(1)
      .default(0.7)
      .describe('Share of bettors who cash out before the crash would take them (0..1).'),
    chatEvery: z
      .union([z.literal(false), durationSchema])
      .prefault('9s')
      .describe('Average time between chat lines (plus reactions to big crashes); false: no chat.'),
  })
  .prefault({});
export type AviatorCrowdSpec = z.output<typeof aviatorCrowdSpecSchema>;

/** A crash pinned to a moment: the round is scheduled backwards from it (betting, then the climb to `crash`). */
export const aviatorPinnedCrashSchema = z.strictObject({
  crashAt: offsetSchema.describe(
    "When the plane crashes, scenario time ('4m'): the round opens betting + climb time before it.",
  ),
  crash: z
    .number()
    .min(1)
    .max(1_000_000)
    .describe('The crash point (2.5 crashes at 2.50; two decimals kept). Scripted: not provably fair.'),
});
export type AviatorPinnedCrash = z.output<typeof aviatorPinnedCrashSchema>;

const baseAviatorSpecSchema = z.strictObject({
  houseEdge: z
    .number()
    .min(0)
    .max(99)
    .default(1)
    .describe(
      "House edge in percent, published with each round: 1 is bustabit's 99% return, 3 Spribe's stated 97%.",
    ),
  salt: z
    .string()
    .min(1)
    .default(AVIATOR_FAIR_SALT)
    .describe('The public salt of the crash formula (HMAC message).'),
  chainSeed: z
    .string()
    .min(1)
    .optional()
    .describe('The secret the hash chain grows from; default derived from the scenario name and seed.'),
  chainLength: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(10_000)
    .describe("Rounds per chain; a fresh chain (chainSeed + '#2', ...) follows when one runs out."),
  start: offsetSchema.default(0).describe('When the first round opens, scenario time.'),
  betting: durationSchema.prefault('8s').describe('Betting window of a round (gameStatus open).'),
  closeAfter: durationSchema
    .prefault('3s')
    .describe('From the crash to aviator.closeRound (gameStatus waiting, "FLEW AWAY!").'),
  nextAfter: durationSchema.prefault('2s').describe('From closeRound to the next round opening.'),
  script: z
    .array(z.number().min(1).max(1_000_000).nullable())
    .default([])
    .describe(
      "Crash values of the first rounds in order; null takes the chain's value. Scripted rounds are not provably fair.",
    ),
  afterScript: z
    .enum(['chain', 'stop'])
    .default('chain')
    .describe(
      'After the script: rounds from the provably fair chain, or no more rounds (pinned crashes still play).',
    ),
  rounds: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Stop after this many script and chain rounds; default as many as fit in the scenario.'),
  settings: z
    .array(aviatorSettingsChangeSchema)
    .default([])
    .describe(
      'Table settings over time (emitted as aviator.settings); the mock starts open with stakes 10..10000.',
    ),
  crowd: z
    .union([z.literal(false), aviatorCrowdSpecSchema])
    .prefault({})
    .describe(
      'Other players (bets, cash-outs, chat) on their own seed forks, so switching them off changes no crash point; false for an empty table.',
    ),
  crashes: z
    .array(aviatorPinnedCrashSchema)
    .default([])
    .describe(
      "Crashes at exact moments, in time order ({ crashAt: '4m', crash: 2.5 }): each round is scheduled backwards from its crash. Script and chain rounds fill the time before it as far as a whole round fits, then the table waits; pinned rounds do not count towards `rounds` nor use up the script or the chain.",
    ),
});

/** When a pinned crash's round opens: its betting window and the climb to the crash point before it. */
export function pinnedOpenAt(crash: AviatorPinnedCrash, betting: number): number {
  return crash.crashAt - msToReach(crash.crash) - betting;
}

/** Each pinned crash must leave room for its own round after the start and after the pinned round before it. */
function checkPinnedCrashes(spec: z.output<typeof baseAviatorSpecSchema>, ctx: z.RefinementCtx): void {
  let free = spec.start;
  spec.crashes.forEach((crash, i) => {
    const openAt = pinnedOpenAt(crash, spec.betting);
    if (openAt < free) {
      const after =
        i === 0
          ? `the aviator start (${formatDuration(spec.start)})`
          : `the pinned round before it is over (${formatDuration(free)})`;
      ctx.addIssue({
        code: 'custom',
        path: ['crashes', i, 'crashAt'],
        message:
          `a crash at ${crash.crash} needs its round to open at ${formatDuration(openAt)} (betting ${formatDuration(spec.betting)}, ` +
          `climb ${formatDuration(msToReach(crash.crash))}), before ${after}: crash later`,
      });
    }
    free = crash.crashAt + spec.closeAfter + spec.nextAfter;
  });
}

export const aviatorSpecSchema = baseAviatorSpecSchema.superRefine(checkPinnedCrashes);
export type AviatorSpec = z.output<typeof aviatorSpecSchema>;
