/**
 * Live casino tables in a scenario: which games deal, how long a round and its betting
 * window last, scripted results for the first rounds, and suspensions.
 */
import { z } from 'zod';
import { durationSchema, offsetSchema } from '../duration';

/** The spec's live tables (001 §2.1): shortName and eventId. */
export const LIVE_CASINO_GAMES = [
  { shortName: 'teen20', eventId: '3030' },
  { shortName: 'lucky7', eventId: '3032' },
  { shortName: 'dt20', eventId: '3035' },
  { shortName: 'aaa', eventId: '3056' },
  { shortName: 'worli2', eventId: '3054' },
  { shortName: 'dt202', eventId: '3059' },
  { shortName: 'teen', eventId: '3031' },
  { shortName: 'teen9', eventId: '3048' },
  { shortName: 'card32-a', eventId: '3055' },
  { shortName: 'card32eu', eventId: '3034' },
  { shortName: 'ab2', eventId: '3043' },
] as const;

export const liveCasinoShortNames = LIVE_CASINO_GAMES.map((game) => game.shortName) as [
  (typeof LIVE_CASINO_GAMES)[number]['shortName'],
  ...(typeof LIVE_CASINO_GAMES)[number]['shortName'][],
];
export type LiveCasinoShortName = (typeof liveCasinoShortNames)[number];

const card = z.string().regex(/^(A|[2-9]|10|J|Q|K)(HH|DD|CC|SS)$/, 'card like KHH, 10SS, ACC');

/** A scripted round: the result code the round must end with, or the exact cards. */
export const scriptedRoundSchema = z.union([
  z.string().min(1),
  z.strictObject({ result: z.string().min(1) }),
  z.strictObject({ cards: z.array(card).min(1) }),
]);
export type ScriptedRound = z.output<typeof scriptedRoundSchema>;

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
});
export type CasinoTableSpec = z.output<typeof casinoTableSpecSchema>;
export type CasinoTableInput = z.input<typeof casinoTableSpecSchema>;
