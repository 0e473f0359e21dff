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
  day: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe(
      "Which day of the scenario (0 = the day it starts on); default the entry's position in the list.",
    ),
  open: pattiSchema.optional().describe("The open patti ('128'); its digit sum mod 10 is the open single."),
  close: pattiSchema.optional().describe("The close patti ('550')."),
  openAt: offsetSchema
    .optional()
    .describe("Declare the open result at this scenario time instead of the market's."),
  closeAt: offsetSchema
    .optional()
    .describe("Declare the close result at this scenario time instead of the market's."),
});
export type MatkaResultSpec = z.output<typeof matkaResultSchema>;

const flagSwitch = (what: string) =>
  z.boolean().optional().describe(`Switch ${what} on (true) or off (false).`);

export const matkaMarketSpecSchema = z.strictObject({
  name: z.string().min(1).describe("The market's name ('KALYAN')."),
  shortName: z.string().min(1).optional().describe('Default the name.'),
  matkaEventId: z
    .string()
    .min(1)
    .optional()
    .describe('Default: a numeric id derived from the name (bookmarkable).'),
  open: hhmmSchema.describe('When the open side closes for bets, clock time at +05:30.'),
  close: hhmmSchema.describe(
    'When the close side and jodi close; earlier than `open`: on the next day (after midnight).',
  ),
  resultAfter: durationSchema.prefault('5m').describe('How long after each close its patti is declared.'),
  minStake: z.number().positive().default(10).describe('The smallest stake, coins.'),
  maxStake: z.number().positive().default(10000).describe('The largest stake, coins.'),
  isHaroopAndarBahar: z.boolean().default(false).describe('A Harup (Andar Bahar) market.'),
  matkaStatus: z
    .boolean()
    .default(true)
    .describe('false: listed as inactive (the market list hides it) from the start.'),
  priority: z.number().int().default(0).describe('Order in the market list: lower first, then by open time.'),
  results: z
    .array(matkaResultSchema)
    .default([])
    .describe(
      'Scripted results per day; other days get a seeded valid patti (or none with afterScript stop).',
    ),
  flags: z
    .array(
      z.strictObject({
        at: offsetSchema.describe('When the switch happens, scenario time.'),
        matkaStatus: flagSwitch('the market (false: the market list hides it)'),
        betStatus: flagSwitch('all betting'),
        openBet: flagSwitch('bets on the open side'),
        closeBet: flagSwitch('bets on the close side'),
        jodiBet: flagSwitch('jodi bets'),
      }),
    )
    .default([])
    .describe('Extra switches at scenario times, on top of the daily cycle.'),
  afterScript: z
    .enum(['generate', 'stop'])
    .default('generate')
    .describe('Unscripted days: seeded results, or none (the market just closes).'),
});
export type MatkaMarketSpec = z.output<typeof matkaMarketSpecSchema>;
