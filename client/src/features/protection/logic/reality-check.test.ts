import { describe, expect, it } from 'vitest';
import { nextRealityCheck, played, realityCheckDue, sessionClock } from './reality-check';

const START = Date.parse('2026-11-28T12:00:00+05:30');
const min = (minutes: number) => START + minutes * 60_000;

describe('the reality check', () => {
  it('falls every whole interval from sign-in', () => {
    expect(nextRealityCheck(START, 15, undefined)).toBe(min(15));
    expect(realityCheckDue(START, 15, undefined, min(14.99))).toBe(false);
    expect(realityCheckDue(START, 15, undefined, min(15))).toBe(true);
  });

  it('after Continue, comes back at the next whole interval', () => {
    expect(nextRealityCheck(START, 15, min(15))).toBe(min(30));
    // A dialog left open 20 minutes: Continue at 35 min, the next at 45, not at once.
    expect(nextRealityCheck(START, 15, min(35))).toBe(min(45));
    expect(realityCheckDue(START, 30, min(30), min(59))).toBe(false);
    expect(realityCheckDue(START, 30, min(30), min(60))).toBe(true);
  });

  it('never comes when turned off', () => {
    expect(nextRealityCheck(START, null, undefined)).toBeNull();
    expect(realityCheckDue(START, null, undefined, min(10_000))).toBe(false);
  });

  it('shows the session clock as h:mm:ss and the time played in hours and minutes', () => {
    expect(sessionClock(START, START + 3_723_000)).toBe('1:02:03');
    expect(sessionClock(START, START - 5_000)).toBe('0:00:00');
    expect(played(START, min(75.9))).toEqual({ hours: 1, minutes: 15 });
  });
});
