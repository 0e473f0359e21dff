import { describe, expect, it } from 'vitest';
import {
  effectiveLossLimit,
  limitReached,
  NO_LOSS_LIMIT,
  parseLimitInput,
  requestLossLimit,
} from './loss-limit';

/** An instant on the +05:30 calendar ('2026-11-28 23:59' is 18:29 UTC). */
const at = (iso: string) => Date.parse(`${iso}+05:30`);

describe('the daily loss limit', () => {
  it('takes a first limit at once (any limit is lower than none)', () => {
    const change = requestLossLimit(NO_LOSS_LIMIT, 5000, at('2026-11-28T10:00:00'));
    expect(change).toEqual({ setting: { amount: 5000 }, takesEffect: 'now' });
  });

  it('takes a lowering at once and drops a raise still waiting', () => {
    const raised = requestLossLimit({ amount: 5000 }, 8000, at('2026-11-28T10:00:00')).setting;
    const lowered = requestLossLimit(raised, 2000, at('2026-11-28T11:00:00'));
    expect(lowered).toEqual({ setting: { amount: 2000 }, takesEffect: 'now' });
  });

  it('keeps a raise for the next +05:30 day, the old limit in force until its midnight', () => {
    const { setting, takesEffect } = requestLossLimit({ amount: 5000 }, 8000, at('2026-11-28T23:30:00'));
    expect(takesEffect).toBe('2026-11-29');
    expect(setting).toEqual({ amount: 5000, pending: { amount: 8000, from: '2026-11-29' } });
    expect(effectiveLossLimit(setting, at('2026-11-28T23:59:59'))).toBe(5000);
    expect(effectiveLossLimit(setting, at('2026-11-29T00:00:00'))).toBe(8000);
  });

  it('follows the +05:30 day, not the device zone: 18:30 UTC is already the next day', () => {
    const { setting } = requestLossLimit({ amount: 5000 }, 8000, Date.parse('2026-11-28T18:00:00Z'));
    expect(setting.pending?.from).toBe('2026-11-29');
    expect(effectiveLossLimit(setting, Date.parse('2026-11-28T18:29:59Z'))).toBe(5000);
    expect(effectiveLossLimit(setting, Date.parse('2026-11-28T18:30:00Z'))).toBe(8000);
  });

  it('treats removing the limit as a raise: next day', () => {
    const { setting, takesEffect } = requestLossLimit({ amount: 5000 }, null, at('2026-11-28T09:00:00'));
    expect(takesEffect).toBe('2026-11-29');
    expect(effectiveLossLimit(setting, at('2026-11-28T20:00:00'))).toBe(5000);
    expect(effectiveLossLimit(setting, at('2026-11-29T09:00:00'))).toBeNull();
  });

  it('asking for the limit in force again keeps it and cancels a waiting raise', () => {
    const raised = requestLossLimit({ amount: 5000 }, 8000, at('2026-11-28T10:00:00')).setting;
    expect(requestLossLimit(raised, 5000, at('2026-11-28T10:05:00'))).toEqual({
      setting: { amount: 5000 },
      takesEffect: 'now',
    });
  });

  it('compares a raise with the limit in force once a pending change has come', () => {
    const raised = requestLossLimit({ amount: 5000 }, 8000, at('2026-11-28T10:00:00')).setting;
    // On the 29th the 8000 is in force: 6000 is a lowering, at once.
    expect(requestLossLimit(raised, 6000, at('2026-11-29T10:00:00')).takesEffect).toBe('now');
  });

  it('closes betting once the day’s net loss reaches the limit, not before', () => {
    expect(limitReached(1000, -999.99)).toBe(false);
    expect(limitReached(1000, -1000)).toBe(true);
    expect(limitReached(1000, 250)).toBe(false);
    expect(limitReached(null, -1_000_000)).toBe(false);
  });

  it('reads a limit typed as a whole number of coins from 1 up', () => {
    expect(parseLimitInput(' 2500 ')).toEqual({ ok: true, amount: 2500 });
    for (const bad of ['', '0', '-5', '12.5', '1e3', 'abc', '1234567890']) {
      expect(parseLimitInput(bad)).toEqual({ ok: false });
    }
  });
});
