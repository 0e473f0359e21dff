import type { Socket } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { limitSocket, type SocketLimitExceeded } from './socket-limits';

/** A socket with what limitSocket uses: its middleware, its rooms, join and disconnect. */
function fakeSocket() {
  const middleware: ((packet: unknown[], next: () => void) => void)[] = [];
  const state = { rooms: new Set(['own-id']), disconnected: false, handled: 0 };
  const socket = {
    rooms: state.rooms,
    use: (fn: (packet: unknown[], next: () => void) => void) => middleware.push(fn),
    join: (rooms: string | string[]) => {
      for (const room of Array.isArray(rooms) ? rooms : [rooms]) state.rooms.add(room);
    },
    disconnect: () => {
      state.disconnected = true;
    },
  };
  const send = () => {
    for (const fn of middleware) fn(['event'], () => state.handled++);
  };
  return { socket: socket as unknown as Socket, state, send };
}

const LIMITS = { rooms: 5, eventsPerSecond: 10, burst: 20 };

describe('limitSocket', () => {
  it('lets a burst through, then the sustained rate, and disconnects past it with the reason', () => {
    let now = 0;
    const told: SocketLimitExceeded[] = [];
    const { socket, state, send } = fakeSocket();
    limitSocket(
      socket,
      (why) => told.push(why),
      LIMITS,
      () => now,
    );
    for (let i = 0; i < 20; i++) send();
    expect(state.handled).toBe(20);
    // Ten a second, for a minute: always under.
    for (let i = 0; i < 600; i++) {
      now += 100;
      send();
    }
    expect(state.handled).toBe(620);
    expect(state.disconnected).toBe(false);
    // A second's pause refills ten: twenty at once then is ten too many.
    now += 1000;
    for (let i = 0; i < 20; i++) send();
    expect(state.disconnected).toBe(true);
    expect(told).toEqual([
      { limit: 'events', reason: 'too many events: at most 10 a second (20 at once) on one socket' },
    ]);
    expect(state.handled).toBe(630);
  });

  it('lets a socket join up to the room limit, rejoin freely, and disconnects one that goes past it', () => {
    const told: SocketLimitExceeded[] = [];
    const { socket, state } = fakeSocket();
    limitSocket(
      socket,
      (why) => told.push(why),
      LIMITS,
      () => 0,
    );
    void socket.join(['user:1', 'accounts', 'session:1']);
    void socket.join('room:a');
    void socket.join(['user:1', 'room:a']);
    expect(state.rooms.size).toBe(5);
    expect(state.disconnected).toBe(false);
    void socket.join('room:b');
    expect(state.rooms.size).toBe(5);
    expect(state.disconnected).toBe(true);
    expect(told).toEqual([{ limit: 'rooms', reason: 'too many rooms: at most 5 on one socket' }]);
  });
});
