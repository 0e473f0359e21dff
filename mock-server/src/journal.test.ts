import { describe, expect, it } from 'vitest';
import { Journal } from './journal';

const action = (at: number) => ({
  at,
  kind: 'action' as const,
  action: { type: 'account.forceLogout' as const, username: `u${at}` },
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
  });

  it('filters by kind, name prefix, time and sequence, and clears', () => {
    const journal = new Journal(10);
    journal.record(action(1));
    journal.record({
      at: 2,
      kind: 'event',
      event: { to: 'user', userId: 'u', event: 'coinUpdate', payload: {} },
    });
    journal.record({
      at: 3,
      kind: 'request',
      method: 'POST',
      path: '/v1/user/userBalance',
      body: {},
      status: 200,
      response: '{"error":false}',
    });
    expect(journal.query({ kind: 'event' })).toHaveLength(1);
    expect(journal.query({ name: '/v1/user' })[0]).toMatchObject({ response: { error: false } });
    expect(journal.query({ since: 2, until: 2 })).toHaveLength(1);
    expect(journal.query({ afterSeq: 2 })).toHaveLength(1);
    journal.clear();
    expect(journal.query()).toEqual([]);
  });
});
