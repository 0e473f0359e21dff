import { describe, expect, it } from 'vitest';
import { Journal, type JournalInput } from './journal';

const action = (at: number, username = `u${at}`): JournalInput => ({
  at,
  kind: 'action',
  action: { type: 'account.forceLogout', username },
});
const event = (at: number, userId = 'u'): JournalInput => ({
  at,
  kind: 'event',
  event: { to: 'user', userId, event: 'coinUpdate', payload: {} },
});
const request = (at: number, userId?: string): JournalInput => ({
  at,
  kind: 'request',
  method: 'POST',
  path: '/v1/user/userBalance',
  body: {},
  status: 200,
  response: '{"error":false}',
  ...(userId ? { userId } : {}),
});

describe('Journal', () => {
  it('keeps the newest entries in order once full, numbering them all', () => {
    const journal = new Journal(3);
    for (let at = 1; at <= 5; at++) journal.record(action(at));
    expect(journal.size).toBe(3);
    expect(journal.query().map((entry) => [entry.seq, entry.at])).toEqual([
      [3, 3],
      [4, 4],
      [5, 5],
    ]);
    expect(journal.stats()).toEqual({ size: 3, capacity: 3, evicted: { action: 2, event: 0, request: 0 } });
  });

  it('evicts socket events first, then requests, and scenario actions only when nothing else is left', () => {
    const journal = new Journal(4);
    journal.record(action(1));
    journal.record(request(2));
    for (let at = 3; at <= 12; at++) journal.record(event(at));
    journal.record(action(13));
    expect(journal.query().map((entry) => [entry.kind, entry.at])).toEqual([
      ['action', 1],
      ['request', 2],
      ['event', 12],
      ['action', 13],
    ]);
    journal.record(action(14));
    journal.record(action(15));
    expect(journal.query().map((entry) => entry.kind)).toEqual(['action', 'action', 'action', 'action']);
    expect(journal.stats().evicted).toEqual({ action: 0, event: 10, request: 1 });
  });

  it('keeps every action of a long run that pushes far more events than it holds', () => {
    const journal = new Journal(1000);
    for (let at = 0; at < 50_000; at++) journal.record(at % 100 === 0 ? action(at) : event(at));
    const actions = journal.query({ kind: 'action' });
    expect(actions).toHaveLength(500);
    expect(journal.size).toBe(1000);
    expect(journal.query().map((entry) => entry.seq)).toEqual(
      [...journal.query().map((entry) => entry.seq)].sort((a, b) => a - b),
    );
  });

  it('answers a limit with the newest matching entries, oldest first', () => {
    const journal = new Journal(100);
    for (let at = 1; at <= 10; at++) journal.record(action(at));
    expect(journal.query({ limit: 3 }).map((entry) => entry.at)).toEqual([8, 9, 10]);
    expect(journal.query({ afterSeq: 2, limit: 100 })).toHaveLength(8);
  });

  it('filters by kind, name prefix, time, sequence and user, and clears', () => {
    const journal = new Journal(10);
    journal.record(action(1, 'DEMO'));
    journal.record(event(2, 'user-1'));
    journal.record(request(3, 'user-1'));
    journal.record(request(4, 'user-2'));
    expect(journal.query({ kind: 'event' })).toHaveLength(1);
    expect(journal.query({ name: '/v1/user' })[0]).toMatchObject({ response: { error: false } });
    expect(journal.query({ since: 2, until: 2 })).toHaveLength(1);
    expect(journal.query({ afterSeq: 2 })).toHaveLength(2);
    expect(journal.query({ userId: 'user-1', username: 'demo' }).map((entry) => entry.at)).toEqual([1, 2, 3]);
    journal.clear();
    expect(journal.query()).toEqual([]);
    expect(journal.stats().evicted).toEqual({ action: 0, event: 0, request: 0 });
  });

  it('tells subscribers of every entry it records', () => {
    const journal = new Journal(2);
    const seen: number[] = [];
    const stop = journal.subscribe((entry) => seen.push(entry.seq));
    for (let at = 1; at <= 3; at++) journal.record(action(at));
    stop();
    journal.record(action(4));
    expect(seen).toEqual([1, 2, 3]);
  });
});
