/** Fault actions: slow or failing answers on a path, dropped socket channels, drifted payloads. */
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

/** A field of an answer or a push, dotted from its root; `*` is any list item or key. */
const driftField = z
  .string()
  .regex(/^[\w$*-]+(\.[\w$*-]+)*$/, "a dotted field such as 'data.coins' or 'data.*.matchName'");

// designed: not in the spec. The drift check (npm run drift) proves what it reports against it.
export const faultDrift = z
  .object({
    type: z.literal('fault.drift'),
    path: z
      .string()
      .startsWith('/')
      .optional()
      .describe("Drift the HTTP answers on this path prefix ('/v1/user/userBalance', '/cache/')."),
    event: z
      .string()
      .min(1)
      .optional()
      .describe(
        "...or drift this socket event ('coinUpdate', 'crashValue', a marketId or casino shortName).",
      ),
    rename: z
      .array(
        z.object({
          field: driftField.describe(
            "The field to rename ('data.coins'; in an answer, data is the decrypted data).",
          ),
          to: z
            .string()
            .regex(/^[\w$-]+$/, 'a plain key')
            .describe("Its new name in the same object ('coin')."),
        }),
      )
      .default([])
      .describe('Fields sent under another name.'),
    word: z
      .array(driftField)
      .default([])
      .describe("Numbers at these fields sent as English words (1500 -> 'one thousand five hundred')."),
    encrypt: z
      .boolean()
      .default(false)
      .describe(
        'Answers on `path` come encrypted (dataEncrupt: 1 with SECRET_KEY) even when ENCRYPT is off.',
      ),
    durationMs: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('How long the drift lasts; default: for the rest of the run.'),
  })
  .refine((fault) => (fault.path === undefined) !== (fault.event === undefined), {
    message: 'give either path (HTTP answers) or event (a socket event)',
    path: ['path'],
  })
  .refine((fault) => fault.rename.length > 0 || fault.word.length > 0 || fault.encrypt, {
    message: 'say what drifts: rename, word or encrypt',
    path: ['rename'],
  })
  .refine((fault) => !fault.encrypt || fault.path !== undefined, {
    message: 'only HTTP answers are encrypted: give a path',
    path: ['encrypt'],
  })
  .describe(
    'The answers on a path, or a socket event, drift from their contracts: fields renamed, numbers sent as words, encryption turned on.',
  );
