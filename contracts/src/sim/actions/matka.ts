/** Matka actions: markets, their betting flags and their results. */
import { z } from 'zod';
import { coins, id } from './fields';

const hhmm = z.string().regex(/^\d{2}:\d{2}$/, "time as 'HH:mm'");
const matkaEventId = id.describe("The market's id.");
const flag = (what: string) => z.boolean().default(true).describe(`Whether ${what} are taken.`);
const flagSwitch = (what: string) => z.boolean().optional().describe(`Switch ${what} on or off.`);

export const matkaAddMarket = z
  .object({
    type: z.literal('matka.addMarket'),
    matkaEventId,
    name: z.string().min(1).describe("The market's name."),
    shortName: z.string().min(1).describe("The market's short name."),
    openTime: hhmm.describe("When the open side closes, 'HH:mm' at +05:30."),
    closeTime: hhmm.describe("When the close side closes, 'HH:mm' at +05:30."),
    minStake: coins.default(10).describe('The smallest stake, coins.'),
    maxStake: coins.default(10000).describe('The largest stake, coins.'),
    isHaroopAndarBahar: z.boolean().default(false).describe('A Harup (Andar Bahar) market.'),
    betStatus: flag('bets'),
    openBet: flag('open-side bets'),
    closeBet: flag('close-side bets'),
    jodiBet: flag('jodi bets'),
    extendedCloseDay: z
      .number()
      .int()
      .nonnegative()
      .default(0)
      .describe('1: the close falls on the next day (after midnight).'),
    priority: z.number().int().default(0).describe('Order in the market list: lower first.'),
  })
  .describe('Lists a matka market.');

export const matkaSetFlags = z
  .object({
    type: z.literal('matka.setFlags'),
    matkaEventId,
    betStatus: flagSwitch('all betting'),
    openBet: flagSwitch('open-side bets'),
    closeBet: flagSwitch('close-side bets'),
    jodiBet: flagSwitch('jodi bets'),
  })
  .describe("Switches a market's betting flags; only the fields given change.");

export const matkaDeclare = z
  .object({
    type: z.literal('matka.declare'),
    matkaEventId,
    side: z.enum(['OPEN', 'CLOSE']).describe('Which result.'),
    patti: z
      .string()
      .regex(/^\d{3}$/, 'patti: three digits')
      .describe("The result patti, three digits ('128'); its digit sum mod 10 is the side's single digit."),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe(
        "The market day the result belongs to ('YYYY-MM-DD' at +05:30); default the clock's day. Differs when a close result after midnight belongs to the day before.",
      ),
  })
  .describe("Declares a market's open or close result and settles the bets it decides.");
