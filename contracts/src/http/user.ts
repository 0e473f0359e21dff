/**
 * user/* calls: session, wallet, preferences, statement and ledger (spec 000 §3, §7).
 */
import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { flag, idString, int, jsonString, num } from '../wire';

/** What the user calls of this file share (a call may override it). */
const userCall = { kind: 'api', area: 'user', auth: true } as const;

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
  ...userCall,
  method: 'POST',
  path: '/v1/user/login',
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
});

/** A confirmation whose `data` only repeats the message (password, preferences). */
const messageData = z.object({
  message: z
    .string()
    .optional()
    .describe('Repeats the envelope message; the client toasts either, or its own text.'),
});

export const updateUserPassword = defineCall({
  ...userCall,
  method: 'PATCH',
  path: '/v1/user/updateUserPassword',
  summary: 'Change the password: checks the old one and revokes every session of the user.',
  source: '000 §5, §7 (the real clients send PATCH)',
  access: 'user',
  request: z.object({
    oldPassword: z.string().min(1, 'Please enter your old password!'),
    password: z.string().min(1, 'Please enter your new password!'),
  }),
  response: envelope(messageData),
});

// designed: not in the spec (payload and response "not shown"; the real clients store the body as-is)
export const userLoginCheck = defineCall({
  ...userCall,
  method: 'POST',
  path: '/v1/user/userLoginCheck',
  summary: 'Whether the bearer token is still a live session, and whose.',
  source: 'designed: 000 §7 lists the call with payload and response not shown',
  designed: true,
  specNamed: true,
  access: 'user',
  request: z.object({ userId: idString().optional() }),
  response: envelope(
    z.object({
      isLogin: flag(),
      userId: idString().optional().describe('Not read: the token names the user.'),
      userType: userTypeSchema,
      isPasswordChanged: flag(),
    }),
  ),
});

// designed: not in the spec; the real stake editor saves chips through this call ({userId, betChipsData})
export const userUpdate = defineCall({
  ...userCall,
  method: 'PATCH',
  path: '/v1/user/userUpdate',
  summary: 'Update the user record; the stake editor saves bet chips through it.',
  source:
    'designed: 000 §7 and 002 §7 show neither payload nor response; the real stake editor sends {userId, betChipsData}',
  designed: true,
  specNamed: true,
  access: 'user',
  request: z.object({
    userId: idString(),
    betChipsData: z.record(
      z.string(),
      z.union([
        z.number().int().nonnegative().max(9_999_999_999),
        z.string().regex(/^\d{1,10}$/, 'Please enter a valid integer value with up to 10 digits.'),
      ]),
    ),
  }),
  response: envelope(
    z.object({
      message: z.string().optional().describe('Toasted when the envelope has no message.'),
      betChipsData: betChipsSchema
        .optional()
        .describe('The saved chips; not read (the client keeps what it sent).'),
    }),
  ),
});

/** The rate difference the user accepts: 1 to 5, stored by the API as value / 100. */
export const RATE_DIFFERENCE_CHOICES = [1, 2, 3, 4, 5] as const;

export const updateRateReffrenece = defineCall({
  ...userCall,
  method: 'PATCH',
  path: '/v1/user/updateRateReffrenece',
  summary: 'Set the rate difference (1 to 5); the answer spells the stored fraction rateReffrenec.',
  source: '000 §3, §5, §7',
  access: 'user',
  request: z.object({
    rate: int().pipe(z.number().min(1, 'rate must be 1 to 5').max(5, 'rate must be 1 to 5')),
  }),
  response: envelope(z.object({ message: z.string().optional(), rateReffrenec: num() })),
});

export const updateBetChipsModal = defineCall({
  ...userCall,
  method: 'PATCH',
  path: '/v1/user/updateBetChipsModal',
  summary: 'Switch the bet-confirmation modal preference on or off.',
  source: '000 §3, §4, §7',
  access: 'user',
  request: z.object({ status: z.boolean() }),
  response: envelope(z.object({ betChipsModal: flag() })),
});

/** The wallet: coins and exposure (negative while bets are open). Some servers send both as strings. */
export const walletSchema = z.object({ coins: num(), exposure: num() });
export type Wallet = z.output<typeof walletSchema>;

export const userBalance = defineCall({
  ...userCall,
  method: 'POST',
  path: '/v1/user/userBalance',
  summary: 'The wallet: coins and exposure. The shell polls it every 5 seconds.',
  source: '000 §7, §9',
  access: 'client',
  request: z.object({}),
  response: envelope(walletSchema),
});

export const casinoLoginUrl = defineCall({
  ...userCall,
  method: 'POST',
  path: '/v1/user/casinoLoginUrl',
  summary: 'A game URL for the embedded (iframe) casino page.',
  source: '001 §2.4, §7',
  access: 'bettor',
  request: z.object({
    gameId: idString(),
    platformId: z.string(),
    redirectUrl: z.string(),
    providerName: z.string().optional(),
    theme: z.string().optional(),
  }),
  response: envelope(z.object({ url: z.string() })),
});

// designed: not in the spec (the real clients only clear local storage); lets the server revoke the token
export const logout = defineCall({
  ...userCall,
  method: 'POST',
  path: '/v1/user/logout',
  summary:
    'End this session server-side. The client calls it best-effort on logout and clears storage regardless.',
  source: 'designed: the spec logs out locally only; tokens must also be revocable by logout',
  designed: true,
  access: 'user',
  request: z.object({}),
  response: envelope(messageData),
});
