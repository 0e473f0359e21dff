/**
 * Page rooms on the socket URL a page gets from the server: match rooms by marketId
 * (matchDetails.socketUrl), a match's exchange markets by eventId (the same socket URL) and
 * casino rooms by shortName (casinoDetails.socketURL).
 * The client emits JoinRoom with the key and receives pushes on the event named by
 * the key; no automatic reconnection (pages fall back to cache polling), but the room
 * drops with a hidden tab and rejoins when visible.
 */
import type { PayloadOf } from '@esk/contracts';
import * as casinoRoom from '@esk/contracts/socket/casino-room';
import * as matchRoom from '@esk/contracts/socket/match-room';
import { io } from 'socket.io-client';
import { getConfig } from '@/config/env';
import { emitEvent, parsePayload } from './parse-payload';
import { manageSocket } from './socket-registry';

const rooms = {
  match: { join: matchRoom.joinRoom, update: matchRoom.marketUpdate },
  /** A match's exchange markets (match odds, tied match): `marketByEvent` <eventId>. */
  event: { join: matchRoom.marketByEvent, update: matchRoom.eventMarketsUpdate },
  casino: { join: casinoRoom.joinRoom, update: casinoRoom.roundUpdate },
} as const;

export type RoomKind = keyof typeof rooms;
export type RoomPayload<K extends RoomKind> = PayloadOf<(typeof rooms)[K]['update']>;
export type RoomStatus = 'connected' | 'disconnected' | 'error';

/** designed: a room that has not connected after this long counts as down (socket.io's default is 20 s). */
export const ROOM_CONNECT_TIMEOUT_MS = 5_000;

export interface JoinRoomOptions {
  /** The socket URL the server handed out; defaults to the configured socket origin. */
  url?: string;
  /** Connection changes, e.g. to switch to cache polling while disconnected. */
  onStatus?: (status: RoomStatus) => void;
}

/** Joins a room and calls `handler` with each parsed push; returns the leave function. */
export function joinRoom<K extends RoomKind>(
  kind: K,
  key: string,
  handler: (payload: RoomPayload<K>) => void,
  options: JoinRoomOptions = {},
): () => void {
  const room = rooms[kind];
  const url = options.url || getConfig().socketUrl || undefined;
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
    forceNew: true,
    timeout: ROOM_CONNECT_TIMEOUT_MS,
  });

  socket.on('connect', () => {
    emitEvent(socket, room.join, key);
    options.onStatus?.('connected');
  });
  socket.on('disconnect', () => options.onStatus?.('disconnected'));
  // A connection closed before the room ever connected (an upgrade the network refuses) raises
  // no connect_error: the manager's close says it, so the page falls back to the cache at once.
  socket.io.on('close', () => options.onStatus?.('disconnected'));
  socket.on('connect_error', (error) => {
    console.warn(`[socket] ${kind} room "${key}" could not connect`, error.message);
    options.onStatus?.('error');
  });
  socket.on(key, (raw: unknown) => {
    const payload = parsePayload(room.update, raw, key);
    if (payload !== undefined) handler(payload as RoomPayload<K>);
  });

  return manageSocket(socket);
}
