/**
 * The accounts part of a scenario: who exists, the upline's notices, and account events
 * on the timeline (credits, debits, notice changes, forced logouts).
 */
import { MAX_COINS } from '@esk/contracts/wire';
import { z } from 'zod';
import { accountCreate, faultDrift, usernameSchema } from '../actions';
import { durationSchema, offsetSchema } from '../duration';
import { keyedUnion } from './keyed-union';

export { usernameSchema };

/** An account as a scenario lists it: account.create's fields, with the password and name optional. */
const { type: _type, creatorName, intCasinoMultiply, ...createFields } = accountCreate.shape;
export const accountSpecSchema = z.strictObject({
  ...createFields,
  password: z.string().min(4).optional().describe("Default '<username>1234'."),
  name: z
    .string()
    .min(1)
    .optional()
    .describe("The display name; default an Indian name from the scenario's seeded faker."),
  creatorName: creatorName
    .unwrap()
    .optional()
    .describe("The upline bet lists show as userInfo.creatorName; default 'AGENT'."),
  intCasinoMultiply: intCasinoMultiply
    .unwrap()
    .optional()
    .describe("Rupees per international casino point (the '1 Point = ₹{PRICE}' line); default 2."),
});
export type AccountSpec = z.output<typeof accountSpecSchema>;

/**
 * The upline's notices (the client header banner and the user notification) and the other
 * domainUpdate switches: reload the match list, log out, refresh (to one user with `username`).
 */
export const domainSpecSchema = z.strictObject({
  clientNotification: z.string().optional().describe('The scrolling banner text in the client header.'),
  userNotification: z.string().optional().describe('The user notification text.'),
  sportListUpdate: z.boolean().optional().describe('true: clients reload the match list.'),
  isLogout: z.boolean().optional().describe('true: clients clear storage and go to sign-in.'),
  isRefresh: z.boolean().optional().describe('true: clients reload the balance and go to sign-in.'),
  username: usernameSchema.optional().describe('Push only to this user (default: every signed-in client).'),
});

const money = z.strictObject({
  username: usernameSchema.describe('Whose wallet.'),
  amount: z.number().finite().positive().max(MAX_COINS).describe('Coins, above 0 (a debit takes them away).'),
  remark: z
    .string()
    .optional()
    .describe("The statement row's remark; default 'Deposit by upline' / 'Withdrawal by upline'."),
  allowNegative: z
    .boolean()
    .optional()
    .describe(
      'A debit may take the wallet below what it can cover (balance plus open exposure) only with this.',
    ),
});

/** Repeats an event every interval after its first time (lazily, so endless scenarios stay small). */
const repeat = {
  every: durationSchema
    .optional()
    .describe('Repeat every interval after `at` (lazily: fine in endless scenarios).'),
};
const when = offsetSchema.describe('When, scenario time.');

export const accountEventSchema = keyedUnion(
  'account event',
  ['credit', 'debit', 'notice', 'domain', 'logout'],
  [
    z.strictObject({ at: when, ...repeat, credit: money.describe('A deposit from the upline.') }),
    z.strictObject({ at: when, ...repeat, debit: money.describe('A withdrawal by the upline.') }),
    z.strictObject({
      at: when,
      ...repeat,
      notice: z
        .union([z.string(), z.array(z.string()).min(1)])
        .describe('A new client banner text; a list is shown in turn, one per repetition.'),
    }),
    z.strictObject({
      at: when,
      ...repeat,
      domain: domainSpecSchema.describe("The upline's notices and the domainUpdate switches."),
    }),
    z.strictObject({
      at: when,
      ...repeat,
      logout: usernameSchema.describe(
        'Ends every session of this user (a forced logout: their sockets are told).',
      ),
    }),
  ],
);
export type AccountEvent = z.output<typeof accountEventSchema>;

export const socketChannels = ['account', 'match', 'casino', 'aviator', 'all'] as const;
const path = z.string().startsWith('/', "a path such as '/v1/user/userBalance' or '/cache/'");
const window = durationSchema.describe('How long the fault lasts.');

/** A drift fault as a scenario writes it: fault.drift's fields, with `for` as a duration. */
const { type: _drift, durationMs: _durationMs, ...driftFields } = faultDrift.shape;
export const driftSpecSchema = z
  .strictObject({
    ...driftFields,
    for: window.optional().describe('How long it lasts; default: to the end.'),
  })
  .superRefine(({ for: durationMs, ...fields }, ctx) => {
    const checked = faultDrift.safeParse({ type: 'fault.drift', ...fields, durationMs });
    for (const issue of checked.success ? [] : checked.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
export type DriftSpec = z.output<typeof driftSpecSchema>;

export const faultSpecSchema = keyedUnion(
  'fault',
  ['latency', 'error', 'disconnect', 'cacheDown', 'drift'],
  [
    z.strictObject({
      at: when,
      ...repeat,
      latency: z
        .strictObject({
          path: path.describe("A path prefix: '/v1/user/userBalance', '/v1/sports/'."),
          ms: durationSchema.describe('How much later each answer comes.'),
          for: window,
        })
        .describe('Answers on `path` come `ms` late for the window.'),
    }),
    z.strictObject({
      at: when,
      ...repeat,
      error: z
        .strictObject({
          path: path.describe('A path prefix.'),
          status: z.number().int().min(400).max(599).default(500).describe('The HTTP status answered.'),
          message: z
            .string()
            .optional()
            .describe("The error envelope's message; default 'Service temporarily unavailable'."),
          for: window,
        })
        .describe('Answers on `path` fail with `status` and an error envelope for the window.'),
    }),
    z.strictObject({
      at: when,
      ...repeat,
      disconnect: z
        .enum(socketChannels)
        .describe('The server drops every socket of this channel once; clients reconnect by themselves.'),
    }),
    z.strictObject({
      at: when,
      ...repeat,
      cacheDown: z
        .strictObject({
          path: path.default('/cache/').describe('A path prefix of the cache URLs.'),
          status: z.number().int().min(400).max(599).default(503).describe('The HTTP status answered.'),
          for: window,
        })
        .describe('The match cache URLs (polled every second without a socket) fail for the window.'),
    }),
    z.strictObject({
      at: when,
      ...repeat,
      drift: driftSpecSchema.describe(
        "The answers on `path` (or the socket `event`) drift from their contracts: `rename` fields, send numbers as `word`s, `encrypt` (the drift check's target practice).",
      ),
    }),
  ],
);
export type FaultSpec = z.output<typeof faultSpecSchema>;
