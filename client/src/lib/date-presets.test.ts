import { describe, expect, it } from 'vitest';
import { dayOfDateParam, presetRange } from './date-presets';

// Wednesday 2026-11-18 10:00 at +05:30 (04:30 UTC).
const WED = Date.parse('2026-11-18T04:30:00Z');

describe('statement date presets (+05:30, weeks from Monday)', () => {
  it('today and yesterday', () => {
    expect(presetRange('today', WED)).toEqual({ fromDate: '2026-11-18', toDate: '2026-11-18' });
    expect(presetRange('yesterday', WED)).toEqual({ fromDate: '2026-11-17', toDate: '2026-11-17' });
  });

  it('this week and last week run Monday to Sunday', () => {
    expect(presetRange('thisWeek', WED)).toEqual({ fromDate: '2026-11-16', toDate: '2026-11-22' });
    expect(presetRange('lastWeek', WED)).toEqual({ fromDate: '2026-11-09', toDate: '2026-11-15' });
  });

  it('a Sunday belongs to the week that started the Monday before', () => {
    const sunday = Date.parse('2026-11-22T12:00:00Z');
    expect(presetRange('thisWeek', sunday)).toEqual({ fromDate: '2026-11-16', toDate: '2026-11-22' });
    const monday = Date.parse('2026-11-23T00:00:00+05:30');
    expect(presetRange('thisWeek', monday)).toEqual({ fromDate: '2026-11-23', toDate: '2026-11-29' });
  });

  it('this month and last month, across a year end', () => {
    expect(presetRange('thisMonth', WED)).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30' });
    expect(presetRange('lastMonth', WED)).toEqual({ fromDate: '2026-10-01', toDate: '2026-10-31' });
    const january = Date.parse('2027-01-05T08:00:00Z');
    expect(presetRange('lastMonth', january)).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-31' });
    const leap = Date.parse('2028-02-10T08:00:00Z');
    expect(presetRange('thisMonth', leap)).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
  });

  it('uses the +05:30 calendar day, not UTC', () => {
    // 20:00 UTC on 31 Oct is already 1 Nov 01:30 at +05:30.
    const late = Date.parse('2026-10-31T20:00:00Z');
    expect(presetRange('today', late)).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-01' });
    expect(presetRange('thisMonth', late).fromDate).toBe('2026-11-01');
  });
});

describe('a ledger date parameter', () => {
  it('reads as its +05:30 day', () => {
    expect(dayOfDateParam('1763661600000')).toBe('2025-11-20');
    expect(dayOfDateParam('abc')).toBeUndefined();
    // 001 §2.15: an epoch number, in seconds or milliseconds.
    expect(dayOfDateParam('1763661600')).toBe('2025-11-20');
    expect(dayOfDateParam(undefined)).toBeUndefined();
  });
});
