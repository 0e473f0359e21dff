import { describe, expect, it } from 'vitest';
import {
  addIstDays,
  DATE_FORMATS,
  formatIst,
  formatRequestDate,
  formatWireDate,
  inIstDays,
  istClockTime,
  istDay,
  istDayStart,
  parseWireDate,
  wireDate,
} from './dates';

const MS = Date.UTC(2026, 10, 21, 4, 33, 11); // 10:03:11 at +05:30

describe('wire dates', () => {
  it.each([
    ['21-11-2026 10:03:09', Date.UTC(2026, 10, 21, 10, 3, 9)],
    ['21-11-2026 10:03', Date.UTC(2026, 10, 21, 10, 3)],
    ['21-11-2026 07:30:00 PM', Date.UTC(2026, 10, 21, 19, 30)],
    ['21-11-2026 07:30:00 pm', Date.UTC(2026, 10, 21, 19, 30)],
    ['21-11-2026 12:30:00 AM', Date.UTC(2026, 10, 21, 0, 30)],
    ['21-11-2026 12:30:00 PM', Date.UTC(2026, 10, 21, 12, 30)],
    ['21-11-2026 19:30:00 PM', Date.UTC(2026, 10, 21, 19, 30)],
    ['2026-11-21T10:03:09.000Z', Date.UTC(2026, 10, 21, 10, 3, 9)],
    [' 21-11-2026 10:03:09 ', Date.UTC(2026, 10, 21, 10, 3, 9)],
  ])('parse %s', (text, expected) => {
    expect(parseWireDate(text)).toBe(expected);
  });

  it.each(['31-02-2026 10:00:00', '21-11-2026 24:00:00', '21/11/2026 10:00', 'yesterday', ''])(
    'refuse %j',
    (text) => {
      expect(parseWireDate(text)).toBeNaN();
    },
  );

  it('keep epoch numbers, and format what the server sends', () => {
    expect(parseWireDate(MS)).toBe(MS);
    expect(formatWireDate(Date.UTC(2026, 10, 21, 19, 30, 5))).toBe('21-11-2026 19:30:05');
    expect(parseWireDate(formatWireDate(MS))).toBe(MS);
  });

  it('name the bad value in the schema error', () => {
    const parsed = wireDate().safeParse('31-02-2026 10:00:00');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("expected a date, got '31-02-2026 10:00:00'");
  });
});

describe('the +05:30 calendar', () => {
  it('formats the display forms on the +05:30 wall clock', () => {
    expect(formatIst(MS, DATE_FORMATS.date)).toBe('21 Nov 2026');
    expect(formatIst(MS, DATE_FORMATS.time)).toBe('10:03 AM');
    expect(formatIst(Date.UTC(2026, 10, 21, 18, 40), DATE_FORMATS.time)).toBe('12:10 AM');
    expect(formatIst(MS, DATE_FORMATS.betTime)).toBe('21 Nov 26, 10:03:11 AM');
    expect(formatIst(MS, DATE_FORMATS.dayTime)).toBe('21 Nov 10:03:11 AM');
    expect(formatIst(MS, DATE_FORMATS.clock)).toBe('10:03:11');
    expect(istClockTime(Date.parse('2026-03-14T00:30:00+05:30'))).toBe('00:30');
  });

  it('counts days at +05:30: 19:00 UTC is already the next day', () => {
    expect(istDay(Date.parse('2026-11-20T19:00:00Z'))).toBe('2026-11-21');
    expect(formatRequestDate(Date.parse('2026-11-20T18:29:59Z'))).toBe('2026-11-20');
    expect(istDayStart('2026-11-21')).toBe(Date.parse('2026-11-21T00:00:00+05:30'));
    expect(istDayStart(Date.parse('2026-03-14T00:30:00+05:30'))).toBe(
      Date.parse('2026-03-14T00:00:00+05:30'),
    );
    expect(addIstDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addIstDays('2026-03-01', -1)).toBe('2026-02-28');
    const range = { fromDate: '2026-11-20', toDate: '2026-11-21' };
    expect(inIstDays(Date.parse('2026-11-20T00:00:00+05:30'), range)).toBe(true);
    expect(inIstDays(Date.parse('2026-11-21T23:59:59+05:30'), range)).toBe(true);
    expect(inIstDays(Date.parse('2026-11-22T00:00:00+05:30'), range)).toBe(false);
    expect(inIstDays(Date.parse('2026-11-19T23:59:59+05:30'), range)).toBe(false);
    expect(inIstDays(0, {})).toBe(true);
  });
});
