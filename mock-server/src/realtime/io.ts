/**
 * socket.io on the same port as the API. One default namespace; what a socket is for
 * depends on what it emits:
 * - account: `login` {userId, token, domain} (and `reconnect`) joins `user:<id>`; a `reconnect`
 *   {domain} on a socket that never logged in (clients of the family send it right after sign-in,
 *   before `login`) joins only the domain's broadcasts (`accounts`: sportsListUpdate, domainUpdate):
 *   it shows no token, so it gets nothing of a user's until its `login`;
 * - match / casino rooms: `JoinRoom` <marketId | shortName> joins `room:<value>`; pushes
 *   arrive on an event named by that value; `marketByEvent` <eventId> joins the event's room
 *   (match odds, tied match), whose pushes arrive on an event named by the eventId;
 * - aviator: `joinGame` {gameName: 'aviator'} joins `game:aviator` and gets the round as it is now;
 *   pushes on `crashValue` (and the designed `roundBets`, `chatMessage`).
 * The exchange's outbox is bridged here (the answers to a socket's own `login` and `joinGame`
 * too, so the journal sees every push); the current exchange can be swapped on reload. A
 * logged-in socket also joins `session:<id>`: when that session ends, its sockets hear
 * userLoggedOut and leave the user's rooms.
 */

import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { type ApiProfile, eventServedIn, events } from '@esk/contracts';
import { Server, type Socket } from 'socket.io';
import type { Exchange } from '../exchange/exchange';
import type { DisconnectListener } from '../exchange/faults';
import type { OutboundEvent } from '../exchange/outbox';
import { limitSocket } from './socket-limits';

export const userRoom = (userId: string) => `user:${userId}`;
export const valueRoom = (value: string) => `room:${value}`;
export const GAME_ROOM = 'game:aviator';
export const ACCOUNTS_ROOM = 'accounts';
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

interface SocketData {
  userId?: string;
  token?: string;
}

export interface RealtimeOptions {
  /** Origins allowed to open a socket with credentials (the same list as the API's CORS). */
  corsOrigins: () => readonly string[];
  /** Why a handshake is refused (a foreign Host or Origin), or undefined to accept it. */
  refuse?: (request: IncomingMessage) => string | undefined;
  /** The payload as it goes on the wire (drift faults change some); default as pushed. */
  wirePayload?: (event: OutboundEvent) => unknown;
  /** 'spec': emits the spec does not name (marketByEvent) are ignored, as an unknown event is. */
  profile?: ApiProfile;
}

export interface Realtime {
  io: Server;
  /** Bridges an exchange's outbox to the sockets; returns the unsubscribe. */
  attach(exchange: Exchange): () => void;
  close(): Promise<void>;
}

export function createRealtime(
  server: HttpServer,
  current: () => Exchange,
  options: RealtimeOptions,
): Realtime {
  const io = new Server(server, {
    cors: {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && options.corsOrigins().includes(origin)),
      credentials: true,
    },
    serveClient: false,
    allowRequest: (request, callback) => {
      const reason = options.refuse?.(request);
      callback(reason ?? null, reason === undefined);
    },
  });
  io.on('connection', (socket: Socket) => handleSocket(socket, current, options.profile ?? 'full'));
  const deliver = deliverer(io, options);
  return {
    io,
    attach(exchange) {
      const unsubscribe = exchange.outbox.subscribe(deliver);
      const undisconnect = exchange.faults.onDisconnect((channel) => disconnectChannel(io, channel));
      return () => {
        unsubscribe();
        undisconnect();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve());
      }),
  };
}

/**
 * A viewer handshake: the mock's own table video page (pages/casino-video), which runs sandboxed in
 * an opaque origin (`Origin: null`) and asks `?viewer=table`. Designed: such a socket is let in
 * whatever its origin, but it may only join and leave a table's room, whose pushes are the public
 * round every player sees; it can never log in, so no page gets anything of a user's through it.
 */
export const isViewerHandshake = (url: string | undefined): boolean =>
  url !== undefined && new URL(url, 'http://mock').searchParams.get('viewer') === 'table';

/** What a socket may ask: log in (account), join a match or casino room, join the aviator game. */
function handleSocket(socket: Socket, current: () => Exchange, profile: ApiProfile): void {
  const data = socket.data as SocketData;
  limitSocket(socket, (why) => current().outbox.toSocket(socket.id, events.account.socketLimit, why));
  if (isViewerHandshake(socket.request.url)) {
    handleViewer(socket);
    return;
  }

  const login = (raw: unknown, requireToken: boolean) => {
    const schema = requireToken ? events.account.login.payload : events.account.reconnect.payload;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return;
    const token = 'token' in parsed.data ? (parsed.data.token as string) : data.token;
    // A `reconnect` on a socket that never logged in has no user to re-attach: it hears the
    // domain's broadcasts until its `login` (never a logout: clients send `login` on connect).
    if (!token) {
      void socket.join(ACCOUNTS_ROOM);
      return;
    }
    const exchange = current();
    try {
      const { user, session } = exchange.accounts.authenticate(token);
      if (parsed.data.userId !== undefined && user.userId !== parsed.data.userId) return;
      data.userId = user.userId;
      data.token = token;
      void socket.join([userRoom(user.userId), ACCOUNTS_ROOM, sessionRoom(session.id)]);
      exchange.outbox.toSocket(socket.id, events.account.userLoggedIn, {
        userId: user.userId,
        isLogin: true,
      });
    } catch {
      exchange.outbox.toSocket(socket.id, events.account.userLoggedOut, {
        isLogout: true,
        userId: parsed.data.userId,
      });
    }
  };

  socket.on('login', (payload: unknown) => login(payload, true));
  socket.on('reconnect', (payload: unknown) => login(payload, false));
  const joinValueRoom = (value: unknown) => {
    if ((typeof value === 'string' && value.length > 0 && value.length < 100) || typeof value === 'number') {
      void socket.join(valueRoom(String(value)));
      current().areas.recording.pushRoomSnapshot(socket.id, String(value));
    }
  };
  socket.on('JoinRoom', joinValueRoom);
  if (eventServedIn(profile, events.match.marketByEvent)) socket.on('marketByEvent', joinValueRoom);
  socket.on('LeaveRoom', (value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') void socket.leave(valueRoom(String(value)));
  });
  socket.on('joinGame', (payload: unknown) => {
    const parsed = events.aviator.joinGame.payload.safeParse(payload);
    if (!parsed.success) return;
    void socket.join(GAME_ROOM);
    // designed: a player who joins sees the round at once instead of at the next push (up to 1 s
    // later, or never while the scenario clock is paused).
    current().areas.aviator.pushJoinSnapshot(socket.id);
    current().areas.recording.pushGameSnapshot(socket.id);
  });
}

/** A viewer socket (isViewerHandshake): a table's room, nothing else. */
function handleViewer(socket: Socket): void {
  socket.on('JoinRoom', (value: unknown) => {
    if (typeof value === 'string' && value.length > 0 && value.length < 100)
      void socket.join(valueRoom(value));
  });
  socket.on('LeaveRoom', (value: unknown) => {
    if (typeof value === 'string') void socket.leave(valueRoom(value));
  });
}

/** The session's sockets leave the user's rooms: they no longer hear that user's pushes. */
function endSession(io: Server, room: string): void {
  for (const id of io.sockets.adapter.rooms.get(room) ?? []) {
    const socket = io.sockets.sockets.get(id);
    if (!socket) continue;
    const data = socket.data as SocketData;
    for (const joined of [...socket.rooms]) {
      if (joined === ACCOUNTS_ROOM || joined.startsWith('user:') || joined.startsWith('session:')) {
        void socket.leave(joined);
      }
    }
    data.userId = undefined;
  }
}

/** Sends each outbox event to the sockets it is for. */
function deliverer(io: Server, options: RealtimeOptions): (event: OutboundEvent) => void {
  return (event) => {
    const payload = options.wirePayload ? options.wirePayload(event) : event.payload;
    switch (event.to) {
      case 'user':
        io.to(userRoom(event.userId)).emit(event.event, payload);
        return;
      case 'session': {
        const room = sessionRoom(event.sessionId);
        io.to(room).emit(event.event, payload);
        if (event.end) endSession(io, room);
        return;
      }
      case 'socket':
        io.to(event.socketId).emit(event.event, payload);
        return;
      case 'room':
        io.to(valueRoom(event.room)).emit(event.event, payload);
        return;
      case 'channel':
        io.to(event.channel === 'aviator' ? GAME_ROOM : ACCOUNTS_ROOM).emit(event.event, payload);
        return;
    }
  };
}

/** A socketDisconnect fault: drops every socket of the channel (all: every socket). */
function disconnectChannel(io: Server, channel: Parameters<DisconnectListener>[0]): void {
  for (const socket of io.sockets.sockets.values()) {
    const rooms = [...socket.rooms];
    const isAccount = rooms.includes(ACCOUNTS_ROOM);
    const isAviator = rooms.includes(GAME_ROOM);
    const isRoom = rooms.some((room) => room.startsWith('room:'));
    if (
      channel === 'all' ||
      (channel === 'account' && isAccount) ||
      (channel === 'aviator' && isAviator) ||
      ((channel === 'match' || channel === 'casino') && isRoom)
    ) {
      socket.disconnect(true);
    }
  }
}
