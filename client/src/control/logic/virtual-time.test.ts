import { describe, expect, it } from 'vitest';
import { controlStateFixture } from './test-state';
import { formatElapsed, formatScenarioTime, parseElapsed, virtualNow } from './virtual-time';

describe('the scenario clock in the control room', () => {
  it('runs on from the last status at its speed, and stands still when paused', () => {
    const { status } = controlStateFixture();
    expect(virtualNow(status, 10_000, 11_500)).toBe(status.now + 3000);
    expect(virtualNow({ ...status, running: false }, 10_000, 11_500)).toBe(status.now);
  });

  it('shows India time and the time since the start', () => {
    expect(formatScenarioTime(Date.UTC(2026, 2, 14, 14, 0, 5))).toBe('14 Mar, 19:30:05');
    expect(formatElapsed(210_000)).toBe('03:30');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });

  it('reads a time to seek to', () => {
    expect(parseElapsed('3:30')).toBe(210_000);
    expect(parseElapsed('T+1:02:03')).toBe(3_723_000);
    expect(parseElapsed('90s')).toBe(90_000);
    expect(parseElapsed('4m')).toBe(240_000);
    expect(parseElapsed('3:75')).toBeUndefined();
    expect(parseElapsed('soon')).toBeUndefined();
  });
});
