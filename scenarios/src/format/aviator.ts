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
    at: offsetSchema,
    /** false: every bet is refused with errorMessage ("Your Bet is Closed Please Connect With Upline"). */
    betStatus: z.boolean().optional(),
    errorMessage: z.string().min(1).optional(),
    minStake: z.number().positive().optional(),
    maxStake: z.number().positive().optional(),
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
    /** Bettors per round, drawn uniformly in [min, max] (at most 400, the live-bettor cap). */
    players: z
      .strictObject({ min: z.number().int().min(0).max(400), max: z.number().int().min(0).max(400) })
      .refine((p) => p.min <= p.max, { message: 'min must not exceed max', path: ['min'] })
      .default({ min: 25, max: 70 }),
    /** How many different names the crowd uses (players come back round after round). */
    pool: z.number().int().min(1).max(2000).default(240),
    /** Share of bettors who cash out before the crash would take them (0..1). */
    cashOutShare: z.number().min(0).max(1).default(0.7),
    /** Average time between chat lines; false: no chat. */
    chatEvery: z.union([z.literal(false), durationSchema]).prefault('9s'),
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
  /** House edge in percent: 1 is bustabit's 99% return, 3 is Spribe's stated 97%. */
  houseEdge: z.number().min(0).max(99).default(1),
  salt: z.string().min(1).default(AVIATOR_FAIR_SALT),
  /** The secret the hash chain grows from; default derived from the scenario name and seed. */
  chainSeed: z.string().min(1).optional(),
  /** Rounds per chain; a fresh chain (chainSeed + '#2', ...) follows when one runs out. */
  chainLength: z.number().int().min(1).max(1_000_000).default(10_000),
  start: offsetSchema.default(0),
  /** Betting window (gameStatus open). */
  betting: durationSchema.prefault('8s'),
  /** From the crash to aviator.closeRound (gameStatus waiting, "FLEW AWAY!"). */
  closeAfter: durationSchema.prefault('3s'),
  /** From closeRound to the next round opening. */
  nextAfter: durationSchema.prefault('2s'),
  /** Crash values of the first rounds; null takes the chain's value. Scripted rounds are not provably fair. */
  script: z.array(z.number().min(1).max(1_000_000).nullable()).default([]),
  /** After the script: rounds from the chain, or stop. */
  afterScript: z.enum(['chain', 'stop']).default('chain'),
  /** Stop after this many rounds; default endless (within the scenario). */
  rounds: z.number().int().positive().optional(),
  /** Table settings over time (betStatus, errorMessage, minStake, maxStake); the mock starts at 10..10000, open. */
  settings: z.array(aviatorSettingsChangeSchema).default([]),
  /** Other players (bets, cash-outs, chat), or false for an empty table. */
  crowd: z.union([z.literal(false), aviatorCrowdSpecSchema]).prefault({}),
  /**
   * Crashes at exact moments, in time order: `{ crashAt: '4m', crash: 2.5 }`. The rounds around
   * them (script, chain) fill the time before each one as far as a whole round fits, then the
   * table waits for it. They do not count towards `rounds` nor use up the script or the chain.
   */
  crashes: z.array(aviatorPinnedCrashSchema).default([]),
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
