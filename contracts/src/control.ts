/**
 * designed: not in the spec. The control room's live view: a socket.io namespace on the mock
 * (`/__control`) that pushes the journal as it grows and the live state the trigger forms
 * take their defaults from. Guarded like the admin API (the admin token in the socket's
 * `auth`, off loopback); absent when the mock runs with CONTROL=off.
 */
import { z } from 'zod';
import { journalEntrySchema, SCHEDULE_MAX_WINDOW_MS, scheduleSchema, simStatusSchema } from './http/admin';

export const CONTROL_NAMESPACE = '/__control';
/** Where the mock serves the control room page. */
export const CONTROL_PATH = '/__control';

const sessionSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  status: z.string(),
  runsNo: z.number(),
  runsYes: z.number(),
  /** The declared runs, once declared. */
  result: z.number().nullable(),
});

const matchSchema = z.object({
  marketId: z.string(),
  matchName: z.string(),
  status: z.string(),
  /** The bookmaker market, one row per team (rates as the action's fractions; 0: no price yet). */
  bookmaker: z.array(
    z.object({
      selectionId: z.string(),
      name: z.string(),
      lgaai: z.number(),
      khaai: z.number(),
      suspended: z.boolean(),
    }),
  ),
  sessions: z.array(sessionSchema),
});

const tableSchema = z.object({
  shortName: z.string(),
  name: z.string(),
  suspended: z.boolean(),
  round: z
    .object({
      roundId: z.string(),
      /** Cards face up. */
      shown: z.number(),
      bettingClosed: z.boolean(),
      declared: z.boolean(),
    })
    .nullable(),
});

export const controlStateSchema = z.object({
  status: simStatusSchema,
  users: z.array(
    z.object({
      userId: z.string(),
      username: z.string(),
      name: z.string(),
      userType: z.string(),
      /** Coins. */
      balance: z.number(),
      exposure: z.number(),
      openBets: z.number(),
    }),
  ),
  matches: z.array(matchSchema),
  tables: z.array(tableSchema),
  matka: z.array(z.object({ matkaEventId: z.string(), name: z.string() })),
  aviator: z
    .object({ roundId: z.string(), status: z.string(), crashPoint: z.number().nullable() })
    .nullable(),
  faults: z.array(
    z.object({
      path: z.string(),
      status: z.number().nullable(),
      latencyMs: z.number(),
      /** Scenario time the fault ends, epoch ms. */
      until: z.number(),
    }),
  ),
  /** Open (unsettled) bets, newest first, at most 100. */
  openBets: z.array(
    z.object({
      username: z.string(),
      area: z.string(),
      market: z.string(),
      type: z.string(),
      /** Coins. */
      amount: z.number(),
      rate: z.number(),
      time: z.number(),
    }),
  ),
  /** Actions the scenario could not apply (newest last, at most 20). */
  errors: z.array(z.object({ at: z.number(), type: z.string(), message: z.string() })),
});

export type ControlState = z.infer<typeof controlStateSchema>;

/** What the namespace pushes (server to control room). */
export const controlEvents = {
  /** The live state: on connect, after every action and every second while the clock runs. */
  state: controlStateSchema,
  /** Journal entries as they are recorded, in batches, oldest first (on connect: the newest 300). */
  journal: z.object({ entries: z.array(journalEntrySchema), reset: z.boolean() }),
  /** What the script does next, per area (3 each, 30 minutes ahead): on connect, when it changes, after a load. */
  schedule: scheduleSchema,
} as const;

export type ControlEventName = keyof typeof controlEvents;

/** What a control room sends (control room to server). */
export const controlRequests = {
  /** How far ahead this page's schedule looks (each page its own; default 30 minutes). */
  scheduleWindow: z.object({
    windowMs: z
      .number()
      .int()
      .min(1000)
      .max(SCHEDULE_MAX_WINDOW_MS)
      .describe('Scenario time ahead, ms (1 s to 6 h).'),
  }),
} as const;
