/**
 * The international (provider) casino in a scenario: other players' rounds at the provider's
 * tables, dealt from the seed every so often so each table has recent rounds and every result
 * gtype without a live table has rounds in the result service (QA opens each popup layout by
 * round id), and closures of games.
 */
import { z } from 'zod';
import { durationSchema, offsetSchema } from '../duration';

export const intCasinoSpecSchema = z.strictObject({
  /** When every game deals its first round (all at once). */
  start: offsetSchema.default(0),
  /** Time between two rounds of a game. */
  every: durationSchema.prefault('1m'),
  /** Which games deal (provider game ids); default every table and every virtual and Please Note game. */
  games: z.array(z.string().min(1)).optional(),
  /** Rounds per game; default endless (within the scenario). */
  rounds: z.number().int().positive().optional(),
  /** Games closed for a while: plays are refused with `message`. */
  closures: z
    .array(
      z.strictObject({
        gameId: z.string().min(1),
        at: offsetSchema,
        for: durationSchema,
        message: z.string().default('This game is under maintenance. Please try again later.'),
      }),
    )
    .default([]),
});
export type IntCasinoSpec = z.output<typeof intCasinoSpecSchema>;
export type IntCasinoInput = z.input<typeof intCasinoSpecSchema>;
