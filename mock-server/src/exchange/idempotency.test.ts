import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_MS, IdempotencyStore } from './idempotency';

describe('the idempotency store', () => {
  it('keeps a key for a day of scenario time after its first use, then forgets it', async () => {
    let now = 1_000;
    const store = new IdempotencyStore<string>(() => now);
    const call = { userId: 'u1', call: '/v1/casino/casinoBetPlace', key: 'k', body: { amount: 100 } };
    let runs = 0;
    const produce = async () => `reply ${++runs}`;
    expect(store.run(call, produce).kind).toBe('first');
    now += IDEMPOTENCY_TTL_MS - 1;
    const replay = store.run(call, produce);
    expect(replay.kind).toBe('replay');
    if (replay.kind === 'replay') expect(await replay.reply).toBe('reply 1');
    expect(store.run({ ...call, body: { amount: 200 } }, produce)).toEqual({
      kind: 'mismatch',
      fields: ['amount'],
    });
    now += 1;
    const fresh = store.run({ ...call, body: { amount: 200 } }, produce);
    expect(fresh.kind).toBe('first');
    if (fresh.kind === 'first') expect(await fresh.reply).toBe('reply 2');
    expect(store.size).toBe(1);
  });

  it('scopes a key to the user and the call', () => {
    const store = new IdempotencyStore<number>(() => 0);
    const base = { userId: 'u1', call: '/a', key: 'k', body: {} };
    expect(store.run(base, async () => 1).kind).toBe('first');
    expect(store.run({ ...base, userId: 'u2' }, async () => 2).kind).toBe('first');
    expect(store.run({ ...base, call: '/b' }, async () => 3).kind).toBe('first');
    expect(store.run(base, async () => 4).kind).toBe('replay');
  });
});
