import { describe, expect, it } from 'vitest';
import {
  appendEntries,
  type ControlJournalEntry,
  entryDetail,
  entryName,
  filterEntries,
  JOURNAL_KEPT,
} from './journal-view';

const request: ControlJournalEntry = {
  seq: 1,
  at: 0,
  kind: 'request',
  method: 'POST',
  path: '/v1/sports/sessionBetPlaced',
  status: 200,
  userId: 'u2',
};
const action: ControlJournalEntry = {
  seq: 2,
  at: 0,
  kind: 'action',
  action: { type: 'sports.declareSession' },
  triggered: true,
};
const event: ControlJournalEntry = {
  seq: 3,
  at: 0,
  kind: 'event',
  event: { to: 'room', room: '1.2', event: '1.2' },
};

describe('the journal as the control room lists it', () => {
  it('names each entry and says where it went', () => {
    expect([request, action, event].map(entryName)).toEqual([
      '/v1/sports/sessionBetPlaced',
      'sports.declareSession',
      '1.2',
    ]);
    expect([request, action, event].map((entry) => entryDetail(entry))).toEqual([
      'POST → 200 · u2',
      'triggered',
      'room 1.2',
    ]);
    expect(entryDetail(request, (id) => (id === 'u2' ? 'DEMO' : id))).toBe('POST → 200 · DEMO');
  });

  it('filters by kind and by text in any case', () => {
    const all = [request, action, event];
    expect(filterEntries(all, { kinds: new Set(['request', 'action']), text: '' })).toEqual([
      request,
      action,
    ]);
    expect(filterEntries(all, { kinds: new Set(['request', 'action', 'event']), text: 'DECLARE' })).toEqual([
      action,
    ]);
  });

  it('keeps the newest entries, and a reset starts again', () => {
    const many = Array.from({ length: JOURNAL_KEPT + 5 }, (_, seq) => ({ ...event, seq }));
    const kept = appendEntries([], many, false);
    expect(kept).toHaveLength(JOURNAL_KEPT);
    expect(kept[0]?.seq).toBe(5);
    expect(appendEntries(kept, [action], true)).toEqual([action]);
  });
});
