/**
 * The mock server's control API under /__admin/ (not part of the real exchange API):
 * scenarios, the clock, triggering actions now, and the journal. Used by `npm run sim`
 * and by QA tests. Plain JSON bodies; errors are the usual error envelope.
 */
import { z } from 'zod';
import { defineCall } from '../define';
import { scenarioActionSchema } from '../sim/actions';

/** The header the admin API's token travels in (needed when the mock listens off loopback). */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

const source = 'designed: the simulator control API (issue: scenario engine control)';

/** How full the journal is and how many entries it dropped (oldest socket events first, scenario actions last). */
export const journalStatsSchema = z.object({
  size: z.number().describe('Entries held now.'),
  capacity: z.number().describe('Entries it holds at most (JOURNAL_SIZE).'),
  evicted: z
    .object({ action: z.number(), event: z.number(), request: z.number() })
    .describe('Entries dropped since the scenario was loaded, by kind: events go first, actions last.'),
});

export const scenarioSourceSchema = z
  .enum(['built-in', 'file', 'inline'])
  .describe(
    "Where the scenario came from: the catalogue, a file (SCENARIO=./qa/x.ts), or a definition sent to 'load'.",
  );

export const simStatusSchema = z.object({
  /** The scenario's own name. */
  scenario: z.string(),
  source: scenarioSourceSchema,
  /** The file it was loaded from (absolute path), or null. */
  file: z.string().nullable(),
  seed: z.string(),
  /** Scenario time, epoch ms. */
  now: z.number(),
  startedAt: z.number(),
  /** Scenario end, epoch ms; null for endless scenarios. */
  endsAt: z.number().nullable(),
  /** Whether the clock follows wall time now (false when paused or stopped at the end). */
  running: z.boolean(),
  /** Whether the clock has reached the scenario's end (never for endless ones). */
  ended: z.boolean(),
  /** Whether real-time driving goes on past the end (default false: it pauses there). */
  keepRunning: z.boolean(),
  speed: z.number(),
  journal: journalStatsSchema,
});

const admin = { kind: 'admin', area: 'admin', auth: false, designed: true, source } as const;

export const status = defineCall({
  ...admin,
  method: 'GET',
  path: '/__admin/status',
  summary: 'The running scenario, its seed and clock.',
  request: z.object({}),
  response: simStatusSchema,
});

export const scenarios = defineCall({
  ...admin,
  method: 'GET',
  path: '/__admin/scenarios',
  summary: 'The built-in scenarios.',
  request: z.object({}),
  response: z.object({
    scenarios: z.array(
      z.object({
        name: z.string(),
        title: z.string(),
        description: z.string(),
        durationMs: z.number().nullable(),
      }),
    ),
  }),
});

export const load = defineCall({
  ...admin,
  method: 'POST',
  path: '/__admin/scenarios/load',
  summary:
    'Load a scenario afresh (state, clock and journal are reset): a built-in one by name, or a definition (what a scenario file exports; `npm run sim -- load ./qa/x.ts` reads the file and sends it). Omitted fields keep their current value.',
  request: z
    .object({
      /** A built-in scenario ('smoke'). */
      name: z.string().min(1).optional(),
      /** A scenario definition, validated like a built-in one (errors name the field). */
      scenario: z.looseObject({}).optional(),
      /** The file the definition was read from, shown by status (the server never reads it). */
      file: z.string().min(1).optional(),
      seed: z.string().optional(),
      /** 'now', 'scenario' or an ISO date. */
      startAt: z.string().optional(),
      speed: z.number().positive().optional(),
      /** Keep the clock running past the scenario's end (default false: it pauses there). */
      keepRunning: z.boolean().optional(),
      /** Start with the clock paused at the start (default false: it runs at speed at once). A test sets it so no wall time moves the clock before its first command. */
      paused: z.boolean().optional(),
    })
    .refine((body) => (body.name === undefined) !== (body.scenario === undefined), {
      message: 'give either name (a built-in scenario) or scenario (a definition)',
      path: ['name'],
    }),
  response: simStatusSchema,
});

export const reset = defineCall({
  ...admin,
  method: 'POST',
  path: '/__admin/reset',
  summary:
    'Reload the current scenario (the same definition) with the same seed and start; `paused` starts its clock paused.',
  request: z.object({ paused: z.boolean().optional() }),
  response: simStatusSchema,
});

export const clock = defineCall({
  ...admin,
  method: 'POST',
  path: '/__admin/clock',
  summary:
    'Control the scenario clock: pause, resume, speed (factor), step (to the next scheduled moment), advance (by ms) or seek (to epoch ms, forward only).',
  request: z.discriminatedUnion('command', [
    z.object({ command: z.literal('pause') }),
    z.object({ command: z.literal('resume') }),
    z.object({ command: z.literal('speed'), speed: z.number().positive().max(10_000) }),
    z.object({ command: z.literal('step') }),
    z.object({
      command: z.literal('advance'),
      ms: z
        .number()
        .int()
        .positive()
        .max(366 * 86_400_000),
    }),
    z.object({ command: z.literal('seek'), to: z.number().int().min(0).max(8.64e15) }),
  ]),
  response: simStatusSchema,
});

export const trigger = defineCall({
  ...admin,
  method: 'POST',
  path: '/__admin/actions',
  summary:
    'Apply a scenario action now (declare a result, crash the plane, suspend a market, log a user out...). The body is any action of the scenario format (contracts/src/sim/actions), validated the same way; journaled as triggered, so a replay applies it again.',
  request: scenarioActionSchema,
  response: z.object({
    /** The action as applied, defaults filled in (an echo: its schema is the request's). */
    applied: z.looseObject({ type: z.string() }),
    /** Scenario time it was applied at, epoch ms. */
    at: z.number(),
  }),
});

export const journalEntrySchema = z.looseObject({
  seq: z.number(),
  at: z.number(),
  kind: z.enum(['request', 'event', 'action']),
});

export const journal = defineCall({
  ...admin,
  method: 'GET',
  path: '/__admin/journal',
  summary:
    'Read the journal: every request received, action applied and socket event emitted, oldest first, filterable (name = request path, action type or event name prefix).',
  request: z.object({
    kind: z.enum(['request', 'event', 'action']).optional(),
    name: z.string().optional(),
    /** A username ('demo', any case) or a userId: that user's requests and pushes, and the actions naming them. */
    user: z.string().min(1).optional(),
    userId: z.string().optional(),
    since: z.coerce.number().optional(),
    until: z.coerce.number().optional(),
    afterSeq: z.coerce.number().optional(),
    /** At most this many entries: the newest that match (still oldest first). */
    limit: z.coerce.number().int().positive().max(50_000).optional(),
  }),
  response: z.object({ entries: z.array(journalEntrySchema) }),
});

/** The first line of an export: what to replay it against. */
export const journalExportHeaderSchema = z.looseObject({
  /** The scenario's name. */
  scenario: z.string().min(1),
  source: scenarioSourceSchema.optional(),
  file: z.string().nullable().optional(),
  /** The scenario definition when it is not built-in (a file or inline), so the export replays on its own. */
  definition: z.looseObject({}).nullable().optional(),
  seed: z.string(),
  startAt: z.number(),
  /**
   * designed: the scenario clock when exported (epoch ms). A replay refuses entries after it and
   * runs at most REPLAY_MAX_SPAN_MS past startAt (an export without it: up to that span).
   */
  endAt: z.number().optional(),
  /** What the journal had dropped when exported: a replay compares only what is left. */
  journal: journalStatsSchema.optional(),
});

/**
 * The largest journal export /__admin/journal/replay reads (bytes of NDJSON, read line by line,
 * so memory does not grow with it). A full default journal (50,000 entries) of a demo hour
 * exports about 70 MB.
 */
export const REPLAY_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The longest line a replay reads (an entry keeps at most 64 KB of a request and its answer;
 * the header line may carry a scenario definition, a recording's included).
 */
export const REPLAY_MAX_LINE_BYTES = 16 * 1024 * 1024;

/**
 * The most scenario time a replay runs, from the export's startAt: a replay moves the clock
 * through every recorded moment (in slices that keep the server answering), so a crafted
 * entry a day ahead would keep it busy for minutes.
 */
export const REPLAY_MAX_SPAN_MS = 6 * 3_600_000;

export const exportJournal = defineCall({
  ...admin,
  method: 'GET',
  path: '/__admin/journal/export',
  summary:
    'The whole journal as NDJSON (application/x-ndjson), streamed: a header line (scenario, seed, start, definition when not built-in, what the journal dropped), then one entry per line, oldest first. Passwords and tokens are redacted unless JOURNAL_REDACT is off.',
  request: z.object({}),
  response: z.union([journalExportHeaderSchema, journalEntrySchema]),
  ndjson: { response: true },
});

/** A socket event as a replay compares it: when, and what went to whom. */
const replayedEventSchema = z.looseObject({
  at: z.number(),
  event: z.looseObject({ to: z.string(), event: z.string(), payload: z.unknown() }),
});

const replayResultSchema = z.object({
  requests: z.number(),
  events: z.number(),
  matches: z.boolean(),
  /** The first recorded event the replay did not emit the same (seq: its journal entry), with both sides. */
  firstDifference: z
    .looseObject({
      seq: z.number(),
      expected: replayedEventSchema
        .nullable()
        .describe('What the export recorded there (null: it had no more).'),
      actual: replayedEventSchema.nullable().describe('What the replay emitted there (null: nothing more).'),
    })
    .nullable(),
  /** True when the export had dropped its oldest events (JOURNAL_SIZE): only the kept ones were compared. */
  partial: z.boolean(),
});

export const replay = defineCall({
  ...admin,
  method: 'POST',
  path: '/__admin/journal/replay',
  summary: `Replay an exported journal: reload its scenario and seed, re-send its requests at their scenario times, and compare the emitted events with the recorded ones. Send the export as is (Content-Type application/x-ndjson, read line by line, up to ${REPLAY_MAX_BYTES / 1024 / 1024} MB and ${REPLAY_MAX_LINE_BYTES / 1024 / 1024} MB a line) or as JSON (the header's fields plus entries; the usual 256 KB limit). Entries must lie within the export's span (up to its endAt, at most ${REPLAY_MAX_SPAN_MS / 3_600_000} hours after startAt) and be requests to the exchange (never /__admin). One replay runs at a time (409 while another does).`,
  request: journalExportHeaderSchema.extend({ entries: z.array(journalEntrySchema) }),
  response: replayResultSchema,
  ndjson: { requestLine: z.union([journalExportHeaderSchema, journalEntrySchema]) },
});

// designed: not in the spec. What the scenario will do next, per area (the control room's timeline).

/** The areas a schedule is grouped by; 'other' is accounts, notices, faults and recording set-up. */
export const scheduleAreas = ['sports', 'casino', 'matka', 'aviator', 'other'] as const;
export type ScheduleArea = (typeof scheduleAreas)[number];

/** How far ahead a schedule may look (6 hours of scenario time) and its default (30 minutes). */
export const SCHEDULE_MAX_WINDOW_MS = 6 * 3_600_000;
export const SCHEDULE_DEFAULT_WINDOW_MS = 30 * 60_000;

export const scheduledActionSchema = z.object({
  at: z.number().describe('When the script applies it, scenario time (epoch ms).'),
  type: z.string().describe("The action's type ('sports.declareSession')."),
  text: z.string().describe('How it reads in the timeline (`sim run --timeline`): names, results, rates.'),
});

export const scheduleSchema = z.object({
  now: z.number().describe('Scenario time the schedule was read at (epoch ms).'),
  windowMs: z.number().describe('How far ahead it looked, ms of scenario time.'),
  areas: z
    .array(
      z.object({
        area: z.enum(scheduleAreas),
        next: z.array(scheduledActionSchema).describe('The next scripted actions, soonest first.'),
        /** Scripted actions of the area inside the window beyond the ones listed. */
        more: z.number(),
      }),
    )
    .describe(
      'One entry per area, in the order sports, casino, matka, aviator, other (an area with nothing scheduled has an empty list).',
    ),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const schedule = defineCall({
  ...admin,
  method: 'GET',
  path: '/__admin/schedule',
  summary:
    "What the scenario will do next, per area: the scripted actions due within `window` ms of scenario time, at most `perArea` per area, each with its time and a readable line (the timeline's). The high-frequency feed (scores, card reveals, closing bets, the aviator crowd and chat) is left out. Read from a look-ahead run of the same scenario, seed and start, so it is exactly what the clock will apply; triggers are not in it (they are applied when sent).",
  request: z.object({
    window: z.coerce
      .number()
      .int()
      .min(1000)
      .max(SCHEDULE_MAX_WINDOW_MS)
      .optional()
      .describe(`How far ahead to look, ms of scenario time (1,000 to 6 hours; default 30 minutes).`),
    perArea: z.coerce
      .number()
      .int()
      .min(1)
      .max(50)
      .optional()
      .describe('At most this many actions per area (1 to 50; default 3).'),
  }),
  response: scheduleSchema,
});
