/**
 * A scenario's past: `history: '7d'` (or the long form) makes the engine play that much
 * time before the scenario's start, through the exchange, with a seeded bettor (the
 * `player`, default `demo`) betting like a person would: finished matches, casino and
 * aviator sessions, matka days, upline deposits and withdrawals. See `history` in scenarios/REFERENCE.md.
 */

import { DAY_MS } from '@esk/contracts/dates';
import { z } from 'zod';
import { durationSchema } from '../duration';
import { usernameSchema } from './accounts';

/** The kinds of past activity the player can have; each is one small generator in history/activities. */
export const HISTORY_ACTIVITIES = ['funds', 'sports', 'casino', 'matka', 'aviator'] as const;
export type HistoryActivity = (typeof HISTORY_ACTIVITIES)[number];

/** The longest past a scenario may ask for. */
export const MAX_HISTORY_MS = 31 * DAY_MS;
/** The shortest: less than this leaves no room for a session, let alone a match. */
export const MIN_HISTORY_MS = 60 * 60_000;

const lengthSchema = durationSchema.refine(
  (ms) => ms >= MIN_HISTORY_MS && ms <= MAX_HISTORY_MS,
  'a history is between 1h and 31d long',
);

const longFormSchema = z.strictObject({
  for: lengthSchema.describe(
    "How much time before the start is played, 1h to 31d: '7d', '36h'. `history: '7d'` is short for `{ for: '7d' }`.",
  ),
  player: usernameSchema
    .default('demo')
    .describe('The client whose past it is (a client account of the scenario)'),
  activities: z
    .array(z.enum(HISTORY_ACTIVITIES))
    .min(1)
    .default([...HISTORY_ACTIVITIES])
    .describe(
      'What the player did; only areas the scenario has are played (no aviator spec, no aviator past)',
    ),
});

/**
 * '7d' is short for `{ for: '7d' }`. Parses to the long form (`for` in ms), which parses to
 * itself, so a scenario round-trips through JSON; a mistake is reported at its field
 * (`history.activities.0`), not as a failed union.
 */
export const historySpecSchema = z.preprocess(
  (value) => (typeof value === 'string' || typeof value === 'number' ? { for: value } : value),
  longFormSchema,
) as unknown as z.ZodType<
  z.output<typeof longFormSchema>,
  z.input<typeof lengthSchema> | z.input<typeof longFormSchema>
>;
export type HistorySpec = z.output<typeof historySpecSchema>;
export type HistoryInput = z.input<typeof historySpecSchema>;
