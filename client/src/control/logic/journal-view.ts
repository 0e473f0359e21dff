/**
 * How the control room lists journal entries (the mock's journal.ts, pushed over the control
 * namespace): a one-line title per entry, its filters (kind, text) and the cap on what the
 * page keeps (the feed pushes thousands of events a minute; the page keeps the newest).
 */
export type JournalKind = 'request' | 'event' | 'action';

export interface ControlJournalEntry {
  seq: number;
  at: number;
  kind: JournalKind;
  [field: string]: unknown;
}

export const JOURNAL_KEPT = 2000;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The entry's name: request path, action type, event name (the journal's own `name` filter). */
export function entryName(entry: ControlJournalEntry): string {
  if (entry.kind === 'action') return text(record(entry.action).type);
  if (entry.kind === 'event') return text(record(entry.event).event);
  return text(entry.path);
}

/** Where it went or who sent it, in a few words (`userName` turns a user id into the username). */
export function entryDetail(
  entry: ControlJournalEntry,
  userName: (userId: string) => string = (id) => id,
): string {
  if (entry.kind === 'request') {
    const who = text(entry.userId) && userName(text(entry.userId));
    return `${text(entry.method)} → ${String(entry.status ?? '')}${who ? ` · ${who}` : ''}`;
  }
  if (entry.kind === 'action') return entry.triggered ? 'triggered' : 'scenario';
  const event = record(entry.event);
  const to = text(event.to);
  const user = text(event.userId) && userName(text(event.userId));
  const target = text(event.room) || user || text(event.channel) || text(event.sessionId);
  return target ? `${to} ${target}` : to;
}

/** The payload an expanded entry shows. */
export function entryPayload(entry: ControlJournalEntry): unknown {
  if (entry.kind === 'action') return entry.action;
  if (entry.kind === 'event') return record(entry.event).payload;
  return { body: entry.body, response: entry.response };
}

export interface JournalFilter {
  kinds: ReadonlySet<JournalKind>;
  /** Matches the name or the detail (the username too), any case. */
  text: string;
  userName?: (userId: string) => string;
}

export function filterEntries(entries: readonly ControlJournalEntry[], filter: JournalFilter) {
  const needle = filter.text.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      filter.kinds.has(entry.kind) &&
      (needle === '' ||
        entryName(entry).toLowerCase().includes(needle) ||
        entryDetail(entry, filter.userName).toLowerCase().includes(needle)),
  );
}

/** Appends a batch, keeping the newest JOURNAL_KEPT (a reset batch replaces the list). */
export function appendEntries(
  current: readonly ControlJournalEntry[],
  batch: readonly ControlJournalEntry[],
  reset: boolean,
): ControlJournalEntry[] {
  const next = reset ? [...batch] : [...current, ...batch];
  return next.length > JOURNAL_KEPT ? next.slice(next.length - JOURNAL_KEPT) : next;
}
