/**
 * What one socket may hold and send. Sockets are unauthenticated until they log in, so each
 * gets a bound: at most `rooms` rooms (its own id's included) and a token bucket of events
 * (`eventsPerSecond`, bursts of `burst`), in wall time since they guard the real port. Over
 * either, the socket hears socketLimit (contracts/src/socket/account.ts) with the reason and is
 * disconnected. The real client stays far below both: each page room is its own socket
 * (JoinRoom once), the account socket joins its user, session and the accounts channel on
 * login, and the aviator socket joins the game once per connect.
 */
import type { Socket } from 'socket.io';

export interface SocketLimits {
  rooms: number;
  eventsPerSecond: number;
  burst: number;
}

export const SOCKET_LIMITS: SocketLimits = { rooms: 32, eventsPerSecond: 20, burst: 60 };

export interface SocketLimitExceeded {
  limit: 'rooms' | 'events';
  reason: string;
}

/**
 * Bounds `socket`; `exceeded` tells it why (an emit the journal sees), then it is disconnected.
 * Joins are counted where they happen (socket.join itself), so every handler that joins is bounded.
 */
export function limitSocket(
  socket: Socket,
  exceeded: (why: SocketLimitExceeded) => void,
  limits: SocketLimits = SOCKET_LIMITS,
  now: () => number = () => performance.now(),
): void {
  let over = false;
  const stop = (why: SocketLimitExceeded) => {
    if (over) return;
    over = true;
    exceeded(why);
    socket.disconnect(true);
  };

  let tokens = limits.burst;
  let last = now();
  socket.use((_packet, next) => {
    if (over) return;
    const at = now();
    tokens = Math.min(limits.burst, tokens + ((at - last) / 1000) * limits.eventsPerSecond);
    last = at;
    if (tokens < 1) {
      stop({
        limit: 'events',
        reason: `too many events: at most ${limits.eventsPerSecond} a second (${limits.burst} at once) on one socket`,
      });
      return;
    }
    tokens -= 1;
    next();
  });

  const join = socket.join.bind(socket);
  socket.join = (rooms) => {
    const fresh = (Array.isArray(rooms) ? rooms : [rooms]).filter((room) => !socket.rooms.has(room));
    if (socket.rooms.size + fresh.length > limits.rooms) {
      stop({ limit: 'rooms', reason: `too many rooms: at most ${limits.rooms} on one socket` });
      return;
    }
    return join(rooms);
  };
}
