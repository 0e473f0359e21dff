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
  z.strictObject({ result: z.string().min(1) }),
  z.strictObject({ cards: z.array(card).min(1) }),
]);
export type ScriptedRound = z.output<typeof scriptedRoundSchema>;

/** A change of the table's settings at a point of the scenario (emitted as casino.settings). */
export const casinoSettingsChangeSchema = z
  .strictObject({ at: offsetSchema.default(0), ...casinoTableSettingsFields })
  .refine((c) => c.minStake === undefined || c.maxStake === undefined || c.minStake <= c.maxStake, {
    message: 'minStake must not exceed maxStake',
    path: ['minStake'],
  });
export type CasinoSettingsChange = z.output<typeof casinoSettingsChangeSchema>;

export const casinoTableSpecSchema = z.strictObject({
  game: z.enum(liveCasinoShortNames),
  /** When the first round starts. */
  start: offsetSchema.default(0),
  /** Betting window of a round (the feed's autotime counts it down). */
  betting: durationSchema.prefault('15s'),
  /** Time between two revealed cards once betting closes (shortened when a round has many cards). */
  revealEvery: durationSchema.prefault('1s'),
  /** Start to start of two rounds; default betting + reveals + 5s. */
  round: durationSchema.optional(),
  /** Results of the first rounds, in order. */
  results: z.array(scriptedRoundSchema).default([]),
  /** After the scripted rounds: deal seeded rounds or stop. */
  afterScript: z.enum(['generate', 'stop']).default('generate'),
  /** Stop after this many rounds; default endless (within the scenario). */
  rounds: z.number().int().positive().optional(),
  suspensions: z.array(z.strictObject({ at: offsetSchema, for: durationSchema })).default([]),
  /**
   * Table settings over time (oddsDifference, betStatus + errorMessage, fetchData socket|cache,
   * minStake, maxStake, videoUrlType); the mock starts open, on the socket, 100..10000, no difference.
   */
  settings: z.array(casinoSettingsChangeSchema).default([]),
});
export type CasinoTableSpec = z.output<typeof casinoTableSpecSchema>;
export type CasinoTableInput = z.input<typeof casinoTableSpecSchema>;
