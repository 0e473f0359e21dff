/**
 * Matka markets in a scenario. Each market runs a daily cycle at +05:30: betting all day,
 * the open side closes at `open` and its patti is declared `resultAfter` later; the close
 * side and jodi close at `close` and the close patti follows. Days without a scripted
 * result get a seeded valid patti.
 */
import { isValidBetNumber } from '@esk/contracts/catalog/matka';
import { z } from 'zod';
import { durationSchema, hhmmSchema, offsetSchema } from '../duration';

/** A result patti from the single, double or triple patti sets ('128', '550', '777'). */
export const pattiSchema = z
  .string()
  .refine(
    (patti) => ['SINGLE_PATTI', 'DOUBLE_PATTI', 'TRIPLE_PATTI'].some((game) => isValidBetNumber(game, patti)),
    'not a valid patti: three digits in patti order (0 counts as 10), e.g. 128, 550, 777',
  );

export const matkaResultSchema = z.strictObject({
  /** Which day of the scenario (0 = the day it starts on); default the entry's position. */
  day: z.number().int().nonnegative().optional(),
  open: pattiSchema.optional(),
  close: pattiSchema.optional(),
  /** Declare at these scenario times instead of the market's result times. */
  openAt: offsetSchema.optional(),
  closeAt: offsetSchema.optional(),
});
export type MatkaResultSpec = z.output<typeof matkaResultSchema>;

export const matkaMarketSpecSchema = z.strictObject({
  name: z.string().min(1),
  /** Default the name. */
  shortName: z.string().min(1).optional(),
  /** Default: a seeded numeric id. */
  matkaEventId: z.string().min(1).optional(),
  open: hhmmSchema,
  /** Earlier than `open`: the close falls on the next day (extendedCloseDay 1). */
  close: hhmmSchema,
  resultAfter: durationSchema.prefault('5m'),
  minStake: z.number().positive().default(10),
  maxStake: z.number().positive().default(10000),
  isHaroopAndarBahar: z.boolean().default(false),
  /** false: listed as inactive (the market list hides it) from the start. */
  matkaStatus: z.boolean().default(true),
  priority: z.number().int().default(0),
  results: z.array(matkaResultSchema).default([]),
  /** Extra switches at scenario times, on top of the daily cycle. */
  flags: z
    .array(
      z.strictObject({
        at: offsetSchema,
        matkaStatus: z.boolean().optional(),
        betStatus: z.boolean().optional(),
        openBet: z.boolean().optional(),
        closeBet: z.boolean().optional(),
        jodiBet: z.boolean().optional(),
      }),
    )
    .default([]),
  /** Unscripted days: seeded results, or none (the market just closes). */
  afterScript: z.enum(['generate', 'stop']).default('generate'),
});
export type MatkaMarketSpec = z.output<typeof matkaMarketSpecSchema>;
