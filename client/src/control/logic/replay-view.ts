/**
 * How the control room reads a replay's comparison (POST /__admin/journal/replay): same or
 * different, and at the first difference both sides, the recorded event and the replayed
 * one, with what differs between them down to the first payload field.
 */
import type { calls } from '@esk/contracts';
import type { z } from 'zod';
import { type ControlJournalEntry, entryDetail } from './journal-view';
import { formatScenarioTime } from './virtual-time';

export type ReplayResult = z.output<typeof calls.admin.replay.response>;
type Difference = NonNullable<ReplayResult['firstDifference']>;
type ReplayedEvent = Difference['expected'];

export interface ReplaySide {
  at: number;
  /** '21 Nov, 14:32:05.120' in India time. */
  time: string;
  /** The event's name on the wire. */
  name: string;
  /** Whom it went to ('room 1.2345', 'user DEMO', 'channel aviator'). */
  target: string;
  payload: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Socket payloads are often JSON strings: read them as JSON when they are. */
function readable(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export function replaySide(
  side: ReplayedEvent,
  userName: (userId: string) => string = (id) => id,
): ReplaySide | null {
  if (!side) return null;
  const entry: ControlJournalEntry = { seq: 0, at: side.at, kind: 'event', event: side.event };
  return {
    at: side.at,
    time: `${formatScenarioTime(side.at)}.${String(side.at % 1000).padStart(3, '0')}`,
    name: side.event.event,
    target: entryDetail(entry, userName),
    payload: readable(side.event.payload),
  };
}

/** The first path at which two JSON values differ ('data.coins'), or undefined when equal. */
export function firstDifferentPath(a: unknown, b: unknown, path = ''): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const found = firstDifferentPath(a[i], b[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isRecord(a) && isRecord(b) && !Array.isArray(a) && !Array.isArray(b)) {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
      const found = firstDifferentPath(a[key], b[key], path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return path || '(the whole payload)';
}

/** What differs between the two sides, in words a QA engineer checks first. */
export function differences(expected: ReplaySide | null, actual: ReplaySide | null): string[] {
  if (!expected) return ['the replay emitted an event the export does not have'];
  if (!actual) return ['the replay emitted nothing here: the export has more events'];
  const out: string[] = [];
  if (expected.name !== actual.name) out.push(`event: ${expected.name} ≠ ${actual.name}`);
  if (expected.at !== actual.at)
    out.push(`time: ${expected.at - actual.at > 0 ? '+' : ''}${expected.at - actual.at} ms in the export`);
  if (expected.target !== actual.target) out.push(`to: ${expected.target} ≠ ${actual.target}`);
  const path = firstDifferentPath(expected.payload, actual.payload);
  if (path !== undefined) out.push(`payload differs at ${path}`);
  return out;
}

/** The one-line verdict: same or different, and how much was compared. */
export function replayVerdict(result: ReplayResult): { same: boolean; headline: string; counts: string } {
  const counts = `${result.requests} requests re-sent, ${result.events} events equal${result.partial ? ' (the export had dropped its oldest events: only the kept ones were compared)' : ''}`;
  return result.matches
    ? { same: true, headline: 'Same: the replay emitted every recorded event', counts }
    : {
        same: false,
        headline: `Different from journal entry #${result.firstDifference?.seq ?? '?'}`,
        counts,
      };
}
