/** Matka actions: markets, their betting flags, their details and their results. */
import { z } from 'zod';
import { coins, id } from './fields';

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
