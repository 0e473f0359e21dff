/**
 * The aviator channel: a socket to the aviator server at the casino details' socketURL
 * (websocket then polling, with credentials, 5 reconnect attempts, 1-5 s delay; see
 * AVIATOR_SOCKET_OPTIONS in catalog/aviator.ts). The client joins the game and the
 * server pushes the live round state as a JSON string (spec 002 §3, §4, §7).
 */
import { z } from 'zod';
import { AVIATOR_GAME_STATUSES } from '../catalog/aviator';
import { defineEvent } from '../define';
import { flag, idString, jsonString, numOrBlank } from '../wire';

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
  /** The round's crash multiplier. */
  crashValue: numOrBlank(),
  /** True once the round has crashed. */
  crashStatus: flag(),
  /** Seconds of the current wait. */
  waitingTime: numOrBlank(),
  /** Betting-window progress in percent (open). */
  progress: numOrBlank(),
  /** The live multiplier (spelled so). */
  curentMultiplier: numOrBlank(),
  /** Sent back verbatim in bet and cash-out calls. */
  roundId: idString(),
  /** True while bets are accepted (open). */
  isBetting: flag(),
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
