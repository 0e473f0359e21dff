/**
 * The control room's live picture: the connection, the live state and the journal as the
 * control namespace pushes them, the script's schedule, the admin token (off loopback), and the last outcome of a
 * command (announced politely).
 */
import type { ControlState } from '@esk/contracts/control';
import { SCHEDULE_DEFAULT_WINDOW_MS, type Schedule } from '@esk/contracts/http/admin';
import { create } from 'zustand';
import { appendEntries, type ControlJournalEntry } from '../logic/journal-view';

export type Connection = 'connecting' | 'live' | 'offline' | 'needs-token';

export interface Outcome {
  ok: boolean;
  text: string;
  /** Increments so the same text announced twice is still a change. */
  id: number;
}

interface ControlStore {
  connection: Connection;
  state: ControlState | null;
  /** Wall time the state arrived (the clock display runs on from it). */
  stateAt: number;
  journal: ControlJournalEntry[];
  /** What the script does next per area (pushed when it changes). */
  schedule: Schedule | null;
  /** How far ahead this page's schedule looks (sent to the server, which answers with the schedule). */
  scheduleWindow: number;
  token: string | undefined;
  outcome: Outcome | null;
  setConnection(connection: Connection): void;
  setState(state: ControlState): void;
  setStatus(status: ControlState['status']): void;
  addJournal(entries: readonly ControlJournalEntry[], reset: boolean): void;
  setSchedule(schedule: Schedule): void;
  setScheduleWindow(windowMs: number): void;
  setToken(token: string | undefined): void;
  report(ok: boolean, text: string): void;
}

const TOKEN_KEY = 'esk.control.token';

function initialToken(): string | undefined {
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromHash) {
    sessionStorage.setItem(TOKEN_KEY, fromHash);
    history.replaceState(null, '', window.location.pathname + window.location.search);
    return fromHash;
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? undefined;
}

export const useControlStore = create<ControlStore>((set) => ({
  connection: 'connecting',
  state: null,
  stateAt: 0,
  journal: [],
  schedule: null,
  scheduleWindow: SCHEDULE_DEFAULT_WINDOW_MS,
  token: typeof window === 'undefined' ? undefined : initialToken(),
  outcome: null,
  setConnection: (connection) => set({ connection }),
  setState: (state) => set({ state, stateAt: Date.now() }),
  setStatus: (status) =>
    set((current) => (current.state ? { state: { ...current.state, status }, stateAt: Date.now() } : {})),
  addJournal: (entries, reset) =>
    set((current) => ({ journal: appendEntries(current.journal, entries, reset) })),
  setSchedule: (schedule) => set({ schedule }),
  setScheduleWindow: (scheduleWindow) => set({ scheduleWindow }),
  setToken: (token) => {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
    set({ token, connection: 'connecting' });
  },
  report: (ok, text) => set((current) => ({ outcome: { ok, text, id: (current.outcome?.id ?? 0) + 1 } })),
}));
