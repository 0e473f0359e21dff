/**
 * Live casino tables in a scenario: which games deal, how long a round and its betting
 * window last, scripted results for the first rounds, and suspensions.
 */
import { LIVE_CASINO_SHORT_NAMES } from '@esk/contracts/catalog/casino';
import { z } from 'zod';
import { casinoTableSettingsFields } from '../actions';
import { durationSchema, offsetSchema } from '../duration';

/** The live tables come from the contracts catalogue (001 §2.1), the one list of them. */
export { LIVE_CASINO_GAMES, type LiveCasinoShortName } from '@esk/contracts/catalog/casino';
export const liveCasinoShortNames = LIVE_CASINO_SHORT_NAMES;

const card = z.string().regex(/^(A|[2-9]|10|J|Q|K)(HH|DD|CC|SS)$/, 'card like KHH, 10SS, ACC');

/** A scripted round: the result code the round must end with, or the exact cards. */
export const scriptedRoundSchema = z.union([
  z.string().min(1),
  z.strictObject({
    result: z
      .string()
      .min(1)
      .describe("The result code the round ends with (Lucky 7: '0' tie, '1' LOW, '2' HIGH)."),
  }),
  z.strictObject({
    cards: z.array(card).min(1).describe("The exact cards in dealing order ('KHH', '10SS', 'ACC')."),
  }),
]);
export type ScriptedRound = z.output<typeof scriptedRoundSchema>;

/** A change of the table's settings at a point of the scenario (emitted as casino.settings). */
export const casinoSettingsChangeSchema = z
  .strictObject({
    at: offsetSchema.default(0).describe('When the change applies, scenario time (default the start).'),
    ...casinoTableSettingsFields,
  })
  .refine((c) => c.minStake === undefined || c.maxStake === undefined || c.minStake <= c.maxStake, {
    message: 'minStake must not exceed maxStake',
    path: ['minStake'],
  });
export type CasinoSettingsChange = z.output<typeof casinoSettingsChangeSchema>;

export const casinoTableSpecSchema = z.strictObject({
  game: z.enum(liveCasinoShortNames).describe('The table, by its short name in the contracts catalogue.'),
  start: offsetSchema.default(0).describe('When the first round starts, scenario time.'),
  betting: durationSchema
    .prefault('15s')
    .describe("Betting window of a round (the feed's autotime counts it down)."),
  revealEvery: durationSchema
    .prefault('1s')
    .describe('Time between two revealed cards once betting closes (shortened when a round has many cards).'),
  round: durationSchema.optional().describe('Start to start of two rounds; default betting + reveals + 5s.'),
  results: z
    .array(scriptedRoundSchema)
    .default([])
    .describe(
      "Results of the first rounds, in order: a result code ('2' or { result: '2' }: the cards are dealt to match) or { cards: [...] }.",
    ),
  afterScript: z
    .enum(['generate', 'stop'])
    .default('generate')
    .describe('After the scripted rounds: deal seeded rounds, or stop.'),
  rounds: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Stop after this many rounds; default as many as fit in the scenario.'),
  suspensions: z
    .array(
      z.strictObject({
        at: offsetSchema.describe('When the table is suspended, scenario time.'),
        for: durationSchema.describe('How long it stays suspended.'),
      }),
    )
    .default([])
    .describe('Windows in which the table is suspended (no bets).'),
  settings: z
    .array(casinoSettingsChangeSchema)
    .default([])
    .describe(
      'Table settings over time (oddsDifference, betStatus + errorMessage, fetchData socket|cache, minStake, maxStake, videoUrlType); the mock starts open, on the socket, 100..10000, no difference.',
    ),
});
export type CasinoTableSpec = z.output<typeof casinoTableSpecSchema>;
export type CasinoTableInput = z.input<typeof casinoTableSpecSchema>;
