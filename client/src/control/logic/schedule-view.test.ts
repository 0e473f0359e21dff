import { describe, expect, it } from 'vitest';
import { formatCountdown, formatWindow, shortActionType } from './schedule-view';

describe("the schedule's countdowns", () => {
  it('counts whole seconds up to the moment, rounding up so 0:00 is never shown early', () => {
    expect(formatCountdown(12_000)).toBe('in 0:12');
    expect(formatCountdown(11_001)).toBe('in 0:12');
    expect(formatCountdown(725_000)).toBe('in 12:05');
    expect(formatCountdown(3_723_000)).toBe('in 1:02:03');
  });

  it("says 'due' once the clock has reached it", () => {
    expect(formatCountdown(0)).toBe('due');
    expect(formatCountdown(-4000)).toBe('due');
  });

  it('names the action without its area and the window in words', () => {
    expect(shortActionType('sports.declareSession')).toBe('declareSession');
    expect(formatWindow(30 * 60_000)).toBe('30 min');
    expect(formatWindow(2 * 3_600_000)).toBe('2 h');
  });
});
