/**
 * Connects to the control namespace and feeds the store: the live state, the journal and the
 * script's schedule as they are pushed (no polling). Every payload is read by its contract; one that drifts is
 * logged by field and dropped, never rendered half-read.
 */
import { CONTROL_NAMESPACE, controlEvents } from '@esk/contracts/control';
import { SCHEDULE_DEFAULT_WINDOW_MS } from '@esk/contracts/http/admin';
import { describeIssues } from '@esk/contracts/issues';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import type { ControlJournalEntry } from '../logic/journal-view';
import { useControlStore } from '../stores/control-store';

export function useControlSocket(): void {
  const token = useControlStore((store) => store.token);
  useEffect(() => {
    const store = useControlStore.getState();
    const socket = io(CONTROL_NAMESPACE, { auth: token ? { token } : {}, transports: ['websocket'] });
    store.setConnection('connecting');
    const sendWindow = (windowMs: number) => {
      // Not buffered while offline: on (re)connect the page sends the window it has then.
      if (socket.connected) socket.emit('scheduleWindow', { windowMs });
    };
    socket.on('connect', () => {
      store.setConnection('live');
      // The server starts every page at the default window: a page that chose another says so again.
      const { scheduleWindow } = useControlStore.getState();
      if (scheduleWindow !== SCHEDULE_DEFAULT_WINDOW_MS) sendWindow(scheduleWindow);
    });
    const unwatch = useControlStore.subscribe((current, previous) => {
      if (current.scheduleWindow !== previous.scheduleWindow) sendWindow(current.scheduleWindow);
    });
    socket.on('disconnect', () => store.setConnection('offline'));
    socket.on('connect_error', (error) => {
      store.setConnection(/token/i.test(error.message) ? 'needs-token' : 'offline');
    });
    socket.on('state', (raw: unknown) => {
      const read = controlEvents.state.safeParse(raw);
      if (read.success) store.setState(read.data);
      else console.error(`control state drifted from its contract: ${describeIssues(read.error)}`);
    });
    socket.on('journal', (raw: unknown) => {
      const read = controlEvents.journal.safeParse(raw);
      if (read.success) store.addJournal(read.data.entries as ControlJournalEntry[], read.data.reset);
      else console.error(`control journal drifted from its contract: ${describeIssues(read.error)}`);
    });
    socket.on('schedule', (raw: unknown) => {
      const read = controlEvents.schedule.safeParse(raw);
      if (read.success) store.setSchedule(read.data);
      else console.error(`control schedule drifted from its contract: ${describeIssues(read.error)}`);
    });
    return () => {
      unwatch();
      socket.close();
    };
  }, [token]);
}
