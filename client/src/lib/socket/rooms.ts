/**
 * Page rooms on the socket URL a page gets from the server: match rooms by marketId
 * (matchDetails.socketUrl) and casino rooms by shortName (casinoDetails.socketURL).
 * The client emits JoinRoom with the key and receives pushes on the event named by
 * the key; no automatic reconnection (pages fall back to cache polling), but the room
 * drops with a hidden tab and rejoins when visible.
 */
import { events, type PayloadOf } from '@esk/contracts';
import { io } from 'socket.io-client';
import { getConfig } from '@/config/env';
import { emitEvent, parsePayload } from './parse-payload';
import { manageSocket } from './socket-registry';

const rooms = {
  match: { join: events.match.joinRoom, update: events.match.marketUpdate },
  casino: { join: events.casino.joinRoom, update: events.casino.roundUpdate },
} as const;

export type RoomKind = keyof typeof rooms;
export type RoomPayload<K extends RoomKind> = PayloadOf<(typeof rooms)[K]['update']>;
export type RoomStatus = 'connected' | 'disconnected' | 'error';

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
  });

  socket.on('connect', () => {
    emitEvent(socket, room.join, key);
    options.onStatus?.('connected');
  });
  socket.on('disconnect', () => options.onStatus?.('disconnected'));
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
