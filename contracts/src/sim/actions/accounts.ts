/** Account and upline actions: users, wallets, sessions and the upline's notices. */
import { z } from 'zod';
import { CASINO_POINT_DEFAULTS } from '../../catalog/casino-points';
import { coins, id, username, usernameSchema, userTypes } from './fields';

export const accountCreate = z
  .object({
    type: z.literal('account.create'),
    username: usernameSchema.describe(
      'The login name, 3-20 letters, digits or _ (case-insensitive at login).',
    ),
    password: z.string().min(4).describe('The password (redacted in the journal and exports).'),
    name: z.string().min(1).describe('The display name.'),
    userType: z.enum(userTypes).default('client').describe('The role label; only clients may bet.'),
    coins: coins
      .nonnegative()
      .default(0)
      .describe('Opening balance in coins, posted as a deposit from the upline.'),
    isPasswordChanged: z
      .boolean()
      .default(true)
      .describe('false: the user must change the password first (and cannot bet until then).'),
    rateDifference: z.number().int().min(1).max(5).default(1).describe('Rate difference 1-5.'),
    betChipsModal: z.boolean().default(true).describe('Whether the bet chips dialog is on.'),
    creatorName: z
      .string()
      .min(1)
      .default('AGENT')
      .describe('The upline who created the account: bet lists show it as userInfo.creatorName.'),
    intCasinoMultiply: z
      .number()
      .positive()
      .max(1000)
      .default(CASINO_POINT_DEFAULTS.multiplier)
      .describe("Rupees per point of the international casino: the client's '1 Point = ₹{PRICE}' line."),
  })
  .describe('Creates a user (accounts and standardAccounts emit one each at t = 0).');

export const accountCredit = z
  .object({
    type: z.literal('account.credit'),
    username: username('Whose wallet.'),
    amount: coins
      .refine((value) => value !== 0, 'amount must not be 0')
      .describe('Positive: a deposit from the upline; negative: a withdrawal by the upline.'),
    remark: z.string().default('Deposit by upline').describe("The statement row's remark."),
    allowNegative: z
      .boolean()
      .default(false)
      .describe(
        'A withdrawal may take the wallet below what it can cover (balance plus open exposure) only with this: a QA run of a client in debt.',
      ),
  })
  .describe('Moves coins into or out of a wallet: one statement row, a coinUpdate push.');

export const accountForceLogout = z
  .object({ type: z.literal('account.forceLogout'), username: username('Whose sessions end.') })
  .describe('Ends every session of a user: their sockets get userLoggedOut and their tokens stop working.');

export const domainUpdate = z
  .object({
    type: z.literal('domain.update'),
    clientNotification: z.string().optional().describe('The new scrolling banner text in the client header.'),
    userNotification: z.string().optional().describe('The new user notification text.'),
    globalOffset: z
      .number()
      .min(0)
      .max(9)
      .optional()
      .describe('The global offset: matka pages show the single digit at 9.5 minus it (display only).'),
    sportListUpdate: z.boolean().optional().describe('true: clients reload the match list.'),
    isLogout: z.boolean().optional().describe('true: clients clear storage and go to sign-in.'),
    isRefresh: z.boolean().optional().describe('true: clients reload the balance and go to sign-in.'),
    username: id.optional().describe('Push only to this user (default: every signed-in client).'),
  })
  .describe(
    "Changes the upline's notices and sends the domainUpdate push (spec 000 §7): a changed notice (or no switch at all) sends isDomainSettingUpdate; the other switches are sent as given.",
  );

export const accountStatementForm = z
  .object({
    type: z.literal('account.statementForm'),
    form: z.enum(['paged', 'unpaged']).describe('The answer form of user/userStatement from now on.'),
  })
  .describe(
    'Which answer form user/userStatement gives (spec 000 §3, §4): paged {statementData, totalCount, balanceAmount}, or unpaged, a plain list with the opening balance in message (the client resets its running balance at every ACCOUNT_STATEMENT row).',
  );
