/**
 * The mock server's control API under /__admin/ (not part of the real exchange API):
 * scenarios, the clock, triggering actions now, and the journal. Used by `npm run sim`
 * and by QA tests. Plain JSON bodies; errors are the usual error envelope.
 */
import { z } from 'zod';
import { defineCall } from '../define';

const source = 'designed: the simulator control API (issue: scenario engine control)';

export const simStatusSchema = z.object({
  scenario: z.string(),
  seed: z.string(),
  /** Scenario time, epoch ms. */
  now: z.number(),
  startedAt: z.number(),
  /** Scenario end, epoch ms; null for endless scenarios. */
  endsAt: z.number().nullable(),
  running: z.boolean(),
  speed: z.number(),
  journalSize: z.number(),
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
    'Load a scenario afresh (state, clock and journal are reset). Omitted fields keep their current value.',
  request: z.object({
    name: z.string().min(1),
    seed: z.string().optional(),
    /** 'now', 'scenario' or an ISO date. */
    startAt: z.string().optional(),
    speed: z.number().positive().optional(),
  }),
  response: simStatusSchema,
});

export const reset = defineCall({
  ...admin,
  method: 'POST',
  path: '/__admin/reset',
  summary: 'Reload the current scenario with the same seed and start.',
  request: z.object({}),
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
    'Apply a scenario action now (declare a result, crash the plane, suspend a market, log a user out...). The body is any action of the scenario format, validated the same way.',
  request: z.looseObject({ type: z.string().min(1) }),
  response: z.object({ applied: z.looseObject({ type: z.string() }), at: z.number() }),
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
    'Read the journal: every request received, action applied and socket event emitted, filterable (name = request path, action type or event name prefix).',
  request: z.object({
    kind: z.enum(['request', 'event', 'action']).optional(),
    name: z.string().optional(),
    userId: z.string().optional(),
    since: z.coerce.number().optional(),
    until: z.coerce.number().optional(),
    afterSeq: z.coerce.number().optional(),
    limit: z.coerce.number().int().positive().max(50_000).optional(),
  }),
  response: z.object({ entries: z.array(journalEntrySchema) }),
});

export const replay = defineCall({
  ...admin,
  method: 'POST',
  path: '/__admin/journal/replay',
  summary:
    'Replay an exported journal: reload its scenario and seed, re-send its requests at their scenario times, and compare the emitted events with the recorded ones.',
  request: z.object({
    scenario: z.string().min(1),
    seed: z.string(),
    startAt: z.number(),
    entries: z.array(journalEntrySchema),
  }),
  response: z.object({
    requests: z.number(),
    events: z.number(),
    matches: z.boolean(),
    firstDifference: z.looseObject({ seq: z.number() }).nullable(),
  }),
});
