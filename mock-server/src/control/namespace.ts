/**
 * The control room's socket namespace (`/__control`, contracts/src/control.ts): the journal
 * pushed as it grows (batched, so a busy feed is a few messages a second, not hundreds) and
 * the live state after every action and every second while the clock runs, and the script's
 * schedule (what each area does next) whenever it changes (schedule-push.ts). No polling: the
 * page only listens. Off loopback the socket must carry the admin token in its `auth`, as
 * every /__admin request carries it in a header.
 */

import { createHash, timingSafeEqual } from 'node:crypto';
import { events } from '@esk/contracts';
import { CONTROL_NAMESPACE, type ControlEventName, type controlEvents } from '@esk/contracts/control';
import type { Server } from 'socket.io';
import type { z } from 'zod';
import type { JournalEntry } from '../journal';
import { isViewerHandshake } from '../realtime/io';
import { limitSocket } from '../realtime/socket-limits';
import type { Simulation } from '../sim/simulation';
import { SchedulePush } from './schedule-push';
import { controlState } from './state';

/** How often batched journal entries go out (wall time: this is the UI's cadence, not the scenario's). */
const FLUSH_MS = 150;
const STATE_EVERY_MS = 1000;
/** What a control room gets on connect: the script and the requests first, the feed after. */
const INITIAL = { action: 150, request: 150, event: 100 } as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

export function initialEntries(sim: Simulation): JournalEntry[] {
  return (Object.entries(INITIAL) as [JournalEntry['kind'], number][])
    .flatMap(([kind, limit]) => sim.journal.query({ kind, limit }))
    .sort((a, b) => a.seq - b.seq);
}

export function attachControlNamespace(io: Server, sim: Simulation, token: string | undefined): () => void {
  const namespace = io.of(CONTROL_NAMESPACE);
  const expected = token === undefined ? undefined : digest(token);
  namespace.use((socket, next) => {
    // The table video's viewer socket may come from any page (realtime/io.ts): never the control room.
    if (isViewerHandshake(socket.request.url))
      return next(new Error('A viewer socket cannot open the control room'));
    if (!expected) return next();
    const given = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof given === 'string' && timingSafeEqual(digest(given), expected)) return next();
    next(new Error('The control room needs the admin token'));
  });

  const emit = <E extends ControlEventName>(event: E, payload: z.input<(typeof controlEvents)[E]>) =>
    namespace.emit(event, payload);
  const listening = () => namespace.sockets.size > 0;

  const schedules = new SchedulePush(sim);

  let pending: JournalEntry[] = [];
  let stateDue = false;
  let flushTimer: NodeJS.Timeout | undefined;
  const flush = () => {
    flushTimer = undefined;
    if (pending.length > 0) emit('journal', { entries: pending, reset: false });
    pending = [];
    if (stateDue) {
      emit('state', controlState(sim));
      schedules.sendAll();
    }
    stateDue = false;
  };
  const unsubscribe = sim.journal.subscribe((entry) => {
    if (!listening()) return;
    pending.push(entry);
    if (entry.kind === 'action') stateDue = true;
    flushTimer ??= setTimeout(flush, FLUSH_MS);
  });

  const ticker = setInterval(() => {
    if (!listening() || !sim.running) return;
    emit('state', controlState(sim));
    schedules.sendAll();
  }, STATE_EVERY_MS);

  // A paused clock sends no ticks: a command (step, seek, pause...) sends the state and schedule once.
  const unlistenCommands = sim.onClockCommand(() => {
    if (!listening()) return;
    stateDue = true;
    flushTimer ??= setTimeout(flush, 0);
  });

  // A load or reset starts a new journal: every page starts its list again.
  const unlisten = sim.onExchange(() => {
    if (!listening()) return;
    pending = [];
    emit('journal', { entries: initialEntries(sim), reset: true });
    emit('state', controlState(sim));
    schedules.sendAll(true);
  });

  namespace.on('connection', (socket) => {
    limitSocket(socket, (why) => socket.emit(events.account.socketLimit.event, why));
    socket.emit('state', controlState(sim));
    socket.emit('journal', { entries: initialEntries(sim), reset: true });
    schedules.add(socket);
    // The clock commands answer over HTTP; a paused clock sends no ticks, so a page asks once after one.
    socket.on('refresh', () => {
      socket.emit('state', controlState(sim));
      schedules.refresh(socket);
    });
  });

  return () => {
    unsubscribe();
    unlisten();
    unlistenCommands();
    schedules.stop();
    clearInterval(ticker);
    if (flushTimer) clearTimeout(flushTimer);
    namespace.disconnectSockets(true);
  };
}
