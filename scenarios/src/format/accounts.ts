/**
 * The accounts part of a scenario: who exists, the upline's notices, and account events
 * on the timeline (credits, debits, notice changes, forced logouts).
 */
import { MAX_COINS } from '@esk/contracts/wire';
import { z } from 'zod';
import { userTypes } from '../actions';
import { durationSchema, offsetSchema } from '../duration';
import { keyedUnion } from './keyed-union';

export const usernameSchema = z.string().regex(/^[A-Za-z0-9_]{3,20}$/, 'username: 3-20 letters, digits or _');

export const accountSpecSchema = z.strictObject({
  username: usernameSchema,
  /** Default '<username>1234'. */
  password: z.string().min(4).optional(),
  /** Default: an Indian name from the scenario's seeded faker. */
  name: z.string().min(1).optional(),
  userType: z.enum(userTypes).default('client'),
  /** Opening balance in coins. */
  coins: z.number().finite().nonnegative().max(MAX_COINS).default(0),
  isPasswordChanged: z.boolean().default(true),
  rateDifference: z.number().int().min(1).max(5).default(1),
  betChipsModal: z.boolean().default(true),
  /** The upline shown as creatorName in bet lists; default 'AGENT'. */
  creatorName: z.string().min(1).optional(),
  /** Rupees per international casino point; default 2. */
  intCasinoMultiply: z.number().positive().max(1000).optional(),
});
export type AccountSpec = z.output<typeof accountSpecSchema>;

/**
 * The upline's notices (the client header banner and the user notification) and the other
 * domainUpdate switches: reload the match list, log out, refresh (to one user with `username`).
 */
export const domainSpecSchema = z.strictObject({
  clientNotification: z.string().optional(),
  userNotification: z.string().optional(),
  sportListUpdate: z.boolean().optional(),
  isLogout: z.boolean().optional(),
  isRefresh: z.boolean().optional(),
  username: usernameSchema.optional(),
});

const money = z.strictObject({
  username: usernameSchema,
  amount: z.number().finite().positive().max(MAX_COINS),
  remark: z.string().optional(),
  /** A debit may take the wallet below zero only when the scenario says so. */
  allowNegative: z.boolean().optional(),
});

/** Repeats an event every interval after its first time (lazily, so endless scenarios stay small). */
const repeat = { every: durationSchema.optional() };

export const accountEventSchema = keyedUnion(
  'account event',
  ['credit', 'debit', 'notice', 'domain', 'logout'],
  [
    z.strictObject({ at: offsetSchema, ...repeat, credit: money }),
    z.strictObject({ at: offsetSchema, ...repeat, debit: money }),
    /** A new client banner text; a list is shown in turn, one per repetition. */
    z.strictObject({
      at: offsetSchema,
      ...repeat,
      notice: z.union([z.string(), z.array(z.string()).min(1)]),
    }),
    z.strictObject({ at: offsetSchema, ...repeat, domain: domainSpecSchema }),
    z.strictObject({ at: offsetSchema, ...repeat, logout: usernameSchema }),
  ],
);
export type AccountEvent = z.output<typeof accountEventSchema>;

export const socketChannels = ['account', 'match', 'casino', 'aviator', 'all'] as const;
const path = z.string().startsWith('/', "a path such as '/v1/user/userBalance' or '/cache/'");

export const faultSpecSchema = keyedUnion(
  'fault',
  ['latency', 'error', 'disconnect', 'cacheDown'],
  [
    /** Answers on `path` (a prefix) are delayed by `ms` for the window. */
    z.strictObject({
      at: offsetSchema,
      ...repeat,
      latency: z.strictObject({ path, ms: durationSchema, for: durationSchema }),
    }),
    /** Answers on `path` fail with `status` and an error envelope for the window. */
    z.strictObject({
      at: offsetSchema,
      ...repeat,
      error: z.strictObject({
        path,
        status: z.number().int().min(400).max(599).default(500),
        message: z.string().optional(),
        for: durationSchema,
      }),
    }),
    /** The server drops every socket of a channel once; clients reconnect by themselves. */
    z.strictObject({ at: offsetSchema, ...repeat, disconnect: z.enum(socketChannels) }),
    /** The match cache URLs (polled every second without a socket) fail for the window. */
    z.strictObject({
      at: offsetSchema,
      ...repeat,
      cacheDown: z.strictObject({
        path: path.default('/cache/'),
        status: z.number().int().min(400).max(599).default(503),
        for: durationSchema,
      }),
    }),
  ],
);
export type FaultSpec = z.output<typeof faultSpecSchema>;
