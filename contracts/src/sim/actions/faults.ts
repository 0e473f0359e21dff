/** Fault actions: slow or failing answers on a path, dropped socket channels. */
import { z } from 'zod';

export const faultHttp = z
  .object({
    type: z.literal('fault.http'),
    path: z
      .string()
      .startsWith('/')
      .describe("A path prefix under the server, e.g. '/v1/user/userBalance' or '/cache/'."),
    latencyMs: z.number().int().nonnegative().default(0).describe('Delay each answer by this much.'),
    status: z
      .number()
      .int()
      .min(400)
      .max(599)
      .optional()
      .describe('When set, answer with this HTTP status and an error envelope instead of the real answer.'),
    message: z.string().default('Service temporarily unavailable').describe("The error envelope's message."),
    durationMs: z.number().int().positive().describe('How long the fault lasts.'),
  })
  .describe('Slows down or fails the answers on a path for a while.');

export const faultSocketDisconnect = z
  .object({
    type: z.literal('fault.socketDisconnect'),
    channel: z.enum(['account', 'match', 'casino', 'aviator', 'all']).describe('Which sockets.'),
  })
  .describe('The server drops every socket of a channel once; clients reconnect by themselves.');

// designed: not in the spec (the control room switches a fault off before its window ends).
export const faultClear = z
  .object({
    type: z.literal('fault.clear'),
    path: z
      .string()
      .startsWith('/')
      .optional()
      .describe('End the faults a fault.http put on exactly this path; omitted: every HTTP fault.'),
  })
  .describe('Ends HTTP faults now, before their window is over.');
