/**
 * Field schemas the scenario actions share. Money in actions is in coins (what the API
 * shows); rates are the API's fractions (bookmaker lgaai 0.95 displays as 95). Times are
 * epoch milliseconds on the scenario clock.
 */
import { z } from 'zod';
import { userTypeSchema } from '../../http/user';
import { MAX_COINS } from '../../wire';

export const id = z.string().min(1);

/** Coins in an action: finite and within ±MAX_COINS, so every balance stays an exact number of paise. */
export const coins = z
  .number()
  .finite()
  .min(-MAX_COINS, `must be at least -${MAX_COINS}`)
  .max(MAX_COINS, `must be at most ${MAX_COINS}`);

export const rate = z.number().min(0).max(100);

/** The role labels of the spec (one definition: the contracts' user type enum). */
export const userTypes = userTypeSchema.options;

export const usernameSchema = z.string().regex(/^[A-Za-z0-9_]{3,20}$/, 'username: 3-20 letters, digits or _');

/** A username an action names (an account a scenario created). */
export const username = (what: string) => id.describe(what);
