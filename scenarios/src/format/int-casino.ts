/**
 * The international (provider) casino in a scenario: other players' rounds at the provider's
 * tables, dealt from the seed every so often so each table has recent rounds and every result
 * gtype without a live table has rounds in the result service (QA opens each popup layout by
 * round id), and closures of games.
 */
import { z } from 'zod';
import { durationSchema, offsetSchema } from '../duration';

export const intCasinoSpecSchema = z.strictObject({
  start: offsetSchema
    .default(0)
    .describe('When every game deals its first round (all at once), scenario time.'),
  every: durationSchema
    .prefault('1m')
    .describe(
      "Time between two rounds of a game. Each round is an intCasino.dealRound action with the round id <game code><yyMMddHHmmss>S, from the game's own seeded stream (intcasino:<gameId>).",
    ),
  games: z
    .array(z.string().min(1))
    .optional()
    .describe(
      'Which games deal (provider game ids, contracts/src/catalog/int-casino.ts); default every table and every virtual and Please Note game but the IntCasino lobby.',
    ),
  rounds: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Rounds per game; default endless (within the scenario).'),
  closures: z
    .array(
      z.strictObject({
        gameId: z.string().min(1).describe('The provider game id to close.'),
        at: offsetSchema.describe('When it closes, scenario time.'),
        for: durationSchema.describe('How long it stays closed.'),
        message: z
          .string()
          .default('This game is under maintenance. Please try again later.')
          .describe("What the game's page says while closed; plays are refused with it."),
      }),
    )
    .default([])
    .describe(
      'Games closed for a while (intCasino.setGame): the page says the message and plays are refused.',
    ),
});
export type IntCasinoSpec = z.output<typeof intCasinoSpecSchema>;
export type IntCasinoInput = z.input<typeof intCasinoSpecSchema>;
