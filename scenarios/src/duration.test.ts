import { describe, expect, it } from 'vitest';
import {
  durationSchema,
  formatDuration,
  hhmmToMs,
  offsetSchema,
  parseDuration,
  signedOffsetSchema,
  startAtSchema,
} from './duration';

describe('durations and offsets', () => {
  it('parses the forms a scenario uses', () => {
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('5m')).toBe(300_000);
    expect(parseDuration('1m30s')).toBe(90_000);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('1.5s')).toBe(1500);
    expect(parseDuration('2d')).toBe(172_800_000);
    expect(parseDuration('-40m')).toBe(-2_400_000);
    expect(parseDuration(' 1m 5s ')).toBe(65_000);
    expect(parseDuration(1234)).toBe(1234);
  });

  it('rejects anything else with a message that shows the right way', () => {
    for (const bad of ['90', '5 minutes', 'm5', '1m-30s', '', '--5s']) {
      expect(() => parseDuration(bad)).toThrow(/bad duration/);
    }
    expect(() => parseDuration(Number.NaN)).toThrow(RangeError);
  });

  it('formats back compactly', () => {
    expect(formatDuration(90_000)).toBe('1m30s');
    expect(formatDuration(-2_400_000)).toBe('-40m');
    expect(formatDuration(3_600_500)).toBe('1h500ms');
    expect(formatDuration(0)).toBe('0s');
  });

  it('validates in schemas: lengths above 0, offsets not before the start unless signed', () => {
    expect(durationSchema.parse('2m')).toBe(120_000);
    expect(durationSchema.safeParse('0s').success).toBe(false);
    expect(offsetSchema.parse('0s')).toBe(0);
    expect(offsetSchema.safeParse('-5m').success).toBe(false);
    expect(signedOffsetSchema.parse('-5m')).toBe(-300_000);
    const failure = durationSchema.safeParse('ten seconds');
    expect(failure.success).toBe(false);
    expect(failure.error?.issues[0]?.message).toMatch(/'90s'/);
  });

  it('reads clock times and start times', () => {
    expect(hhmmToMs('15:45')).toBe((15 * 60 + 45) * 60_000);
    expect(startAtSchema.parse('2026-03-14T19:30:00+05:30')).toBe(Date.parse('2026-03-14T14:00:00Z'));
    expect(startAtSchema.safeParse('2026-03-14 19:30').success).toBe(false);
  });
});
