/**
 * The simulated casino provider's API (designed: not in the spec). The lobby embeds provider
 * games (001 §2.3, §2.4); a real provider serves its game pages and their API from its own
 * site and debits the exchange wallet behind them. The mock plays that provider: its pages
 * (/games/{gameId}) call these two endpoints with the token the page URL carries (a game token
 * from user/casinoLoginUrl, which /v1 refuses; the session's own token works too, as the spec's
 * virtual games send it), and every play moves real money as statement rows of type
 * internationalCasino (001 §2.15). Stakes are in points; a point costs the user's intCasinoMultiply coins (catalog/int-casino.ts).
 */
import { z } from 'zod';
import { wireDate } from '../dates';
import { defineCall } from '../define';
import { idString, int, num } from '../wire';

/** What the provider calls of this file share (a call may override it). */
const providerCall = { kind: 'provider', area: 'provider', auth: true } as const;

export const providerMarketSchema = z.object({ sid: z.string(), nat: z.string(), rate: num() });

/** What the user's wallet holds, in coins and in the provider's points. */
export const providerWalletSchema = z.object({
  coins: num(),
  exposure: num(),
  points: num(),
  /** Coins per point (the user's intCasinoMultiply). */
  multiply: num(),
});

/** A group of the round's draw as the page lays it out ('Player', its cards, whether it won). */
export const providerGroupSchema = z.object({
  label: z.string(),
  cards: z.array(z.string()),
  /** Extra text beside the label: a score, a total. */
  note: z.string().optional(),
  winner: z.boolean(),
});

/** One dealt round: the result detail the result service also answers, plus the page's groups. */
export const providerRoundSchema = z.object({
  roundId: z.string(),
  gtype: z.string(),
  cards: z.string(),
  desc: z.string(),
  win: z.string(),
  /** The desc lines with their labels, for the page's result panel. */
  lines: z.array(z.object({ label: z.string(), value: z.string() })),
  groups: z.array(providerGroupSchema),
  createdAt: wireDate(),
});
export type ProviderRound = z.output<typeof providerRoundSchema>;

/** One play of the user: the International report row (001 §3) plus what was bet. */
export const providerPlaySchema = z.object({
  _id: z.string(),
  roundId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  sid: z.string(),
  nat: z.string(),
  points: num(),
  rate: num(),
  debitAmount: num(),
  creditAmount: num(),
  rollbackAmount: num(),
  outcome: z.enum(['won', 'lost', 'void']),
  createdAt: wireDate(),
});
export type ProviderPlay = z.output<typeof providerPlaySchema>;

export const providerGameInfoSchema = z.object({
  gameId: z.string(),
  name: z.string(),
  gtype: z.string(),
  kind: z.enum(['cards', 'roulette', 'crash', 'ludo', 'lobby']),
  markets: z.array(providerMarketSchema),
  chips: z.array(num()),
  minPoints: num(),
  maxPoints: num(),
  /** False while the scenario has the game closed (intCasino.setGame). */
  open: z.boolean(),
  message: z.string(),
});

// designed: not in the spec (the simulated provider's own API)
export const providerState = defineCall({
  ...providerCall,
  method: 'GET',
  path: '/games/api/state',
  summary:
    "A provider game page's start: the game (boxes, chips, limits, open or closed), the user's wallet in coins and points, the game's recent rounds and the user's last plays of it.",
  source: 'designed: the spec embeds provider games (001 §2.3, §2.4) but shows nothing of the provider',
  designed: true,
  access: 'client',
  request: z.object({ gameId: z.string().min(1) }),
  response: z.object({
    game: providerGameInfoSchema,
    wallet: providerWalletSchema,
    recent: z.array(providerRoundSchema),
    plays: z.array(providerPlaySchema),
  }),
});

// designed: not in the spec (the simulated provider's own API)
export const providerPlay = defineCall({
  ...providerCall,
  method: 'POST',
  path: '/games/api/play',
  summary:
    'Play one instant round: debits points x intCasinoMultiply coins (internationalCasino statement row), deals from the seed, credits a win or rolls back a void. Honours Idempotency-Key.',
  source: 'designed: the International report (001 §2.15) needs rows of credit, debit and rollback amounts',
  designed: true,
  access: 'bettor',
  request: z.object({
    gameId: idString(),
    sid: idString(),
    points: int().pipe(z.number().min(1).max(1_000_000)),
  }),
  response: z.object({
    play: providerPlaySchema,
    round: providerRoundSchema,
    wallet: providerWalletSchema,
  }),
});
