/**
 * user/* calls: session, wallet, preferences, statement and ledger (spec 000 §3, §7).
 */
import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { flag, idString, jsonString, num } from '../wire';

/** Chip values keyed by label; stored locally as `betChipsData`. Some servers send it as a JSON string. */
export const betChipsSchema = jsonString(z.record(z.string(), num()));

export const userTypeSchema = z.enum([
  'subowner',
  'owner',
  'superadmin',
  'admin',
  'miniadmin',
  'master',
  'superagent',
  'agent',
  'client',
]);
export type UserType = z.output<typeof userTypeSchema>;

/** The login user record (kept locally under user_id together with the token). */
export const userRecordSchema = z.object({
  userId: idString(),
  userType: userTypeSchema,
  username: z.string(),
  name: z.string(),
  betChipsData: betChipsSchema.optional(),
  /** The rate difference as stored: chosen value / 100 (the real API spells it rateReffrence here). */
  rateReffrence: num().optional(),
  betChipsModal: flag().optional(),
  intCasinoMultiply: num().optional(),
  isPasswordChanged: flag(),
  balance: num().optional(),
});
export type UserRecord = z.output<typeof userRecordSchema>;

export const login = defineCall({
  method: 'POST',
  path: '/v1/user/login',
  kind: 'api',
  area: 'user',
  summary: 'Sign in. The token travels beside data (the user record) in the envelope.',
  source: '000 §5, §7',
  auth: false,
  request: z.object({
    username: z.string().min(1, 'User Name can not be blank!'),
    password: z.string().min(1, 'User Password can not be blank!'),
    isClient: z.boolean(),
    host: z.string(),
  }),
  response: envelope(userRecordSchema, { token: z.string().min(1) }),
  examples: [
    {
      name: 'client',
      request: { username: 'DEMO', password: 'demo1234', isClient: true, host: 'localhost' },
      response: {
        error: false,
        code: 0,
        message: 'Login successfully',
        token: 'b0c2f5e6d4a94e8c9a7f3e1d2c4b6a8f',
        data: {
          userId: '64f0c0a1e4b0a1b2c3d4e5f6',
          userType: 'client',
          username: 'DEMO',
          name: 'Demo Client',
          betChipsData: { '1000': 1000, '2000': 2000, '5000': 5000, '10000': 10000 },
          rateReffrence: 0.01,
          betChipsModal: true,
          intCasinoMultiply: 2,
          isPasswordChanged: true,
          balance: 15000,
        },
      },
    },
  ],
});
