/**
 * The aviator channel: a socket to the aviator server at the casino details' socketURL
 * (websocket then polling, with credentials, 5 reconnect attempts, 1-5 s delay; see
 * AVIATOR_SOCKET_OPTIONS in catalog/aviator.ts). The client joins the game and the
 * server pushes the live round state as a JSON string (spec 002 §3, §4, §7).
 */
import { z } from 'zod';
import { designedField } from '../api-profile';
import { AVIATOR_GAME_STATUSES } from '../catalog/aviator';
import { defineEvent } from '../define';
import { flagOr, idString, int, jsonString, num, numOr } from '../wire';

export const aviatorGameStatusSchema = z.enum(AVIATOR_GAME_STATUSES);

/**
 * The live round state (field names spelled exactly as on the wire). Numbers may arrive
 * as numeric strings, and crashValue is blank until the round crashes.
 * open: betting window (progress 0..100 drives the bar); running: the multiplier climbs;
 * waiting: crashed, "FLEW AWAY!" with crashValue; close: panels reset, and the crash
 * value joins the history when crashStatus is true.
 */
export const aviatorStateSchema = z.object({
  gameStatus: aviatorGameStatusSchema,
  crashValue: numOr(0).describe("The round's crash multiplier; blank or absent (0) until it crashes."),
  crashStatus: flagOr(false).describe('True once the round has crashed; absent: not yet.'),
  waitingTime: numOr(0).describe('Seconds of the current wait; absent: 0.'),
  progress: numOr(0).describe('Betting-window progress in percent (open); absent: 0.'),
  curentMultiplier: numOr(0).describe('The live multiplier (spelled so); blank or absent: 0.'),
  /** Sent back verbatim in bet and cash-out calls. */
  roundId: idString(),
  isBetting: flagOr(false).describe('True while bets are accepted (open); absent: not taking bets.'),
  // designed: not in the spec (the real API lacks them, so they stay optional). Provably fair:
  // sha256 of the round's server seed, published from the moment the round opens ...
  serverSeedHash: designedField(z.string().optional()),
  // ... and the seed itself once the round has crashed (waiting, close).
  serverSeed: designedField(z.string().optional()),
});
export type AviatorState = z.output<typeof aviatorStateSchema>;

export const joinGame = defineEvent({
  event: 'joinGame',
  channel: 'aviator',
  direction: 'emit',
  summary: 'Join the aviator game room on connect; the server then pushes crashValue.',
  source: '002 §7',
  payload: z.object({ gameName: z.string().min(1) }),
});

export const crashValue = defineEvent({
  event: 'crashValue',
  channel: 'aviator',
  direction: 'on',
  summary: 'The live round state, as a JSON string; pushed on every tick and state change.',
  source: '002 §3, §7',
  payload: jsonString(aviatorStateSchema),
});

/** One bet of a round as every player sees it (designed: the spec's bets list is demo content). */
export const aviatorRoundBetSchema = z.object({
  /** The bet's id: a player recognises their own bets by the betInsertId they were given. */
  id: idString(),
  /** The player's name, masked ('d***7') as crash games show other players. */
  player: z.string(),
  amount: num(),
  /** The multiplier it was cashed out at; absent while it rides (and when it was lost). */
  multiplier: num().optional(),
  /** What the cash-out paid back (amount × multiplier); absent or 0 when not cashed out. */
  win: num().optional(),
});
export type AviatorRoundBet = z.output<typeof aviatorRoundBetSchema>;

/** Every bet of one round, simulated crowd and real players alike (designed). */
export const aviatorRoundBetsSchema = z.object({
  roundId: idString(),
  /** Players with a bet in this round (the live-bettor figure); at most AVIATOR_LIVE_BETTOR_CAP are listed. */
  liveBettors: int(),
  /** Sum of the round's stakes. */
  totalBets: num(),
  /** Sum of what the round's cash-outs paid so far. */
  totalWin: num(),
  /** The crash value once the round has crashed. */
  crashValue: num().optional(),
  /** Newest first while betting; cashed-out bets are marked as they cash out. */
  bets: z.array(aviatorRoundBetSchema),
});
export type AviatorRoundBets = z.output<typeof aviatorRoundBetsSchema>;

// designed: not in the spec (its bets list and live-bettor count are hard-coded demo content).
export const roundBets = defineEvent({
  event: 'roundBets',
  channel: 'aviator',
  direction: 'on',
  summary:
    "Every bet of the current round (the bets list's All Bets tab and the live-bettor count); pushed with the live state whenever a bet is placed or cashed out.",
  source: 'designed: 002 §2 shows fake bets and a fake bettor count',
  designed: true,
  payload: aviatorRoundBetsSchema,
});

/** One line of the game chat (designed). */
export const aviatorChatMessageSchema = z.object({
  id: idString(),
  player: z.string(),
  text: z.string(),
  /** Epoch ms on the server's clock. */
  at: num(),
});
export type AviatorChatMessage = z.output<typeof aviatorChatMessageSchema>;

// designed: not in the spec (its chat box shows hard-coded demo messages).
export const chatMessage = defineEvent({
  event: 'chatMessage',
  channel: 'aviator',
  direction: 'on',
  summary: 'A new line of the game chat.',
  source: 'designed: 002 §2 shows hard-coded chat messages',
  designed: true,
  payload: aviatorChatMessageSchema,
});
