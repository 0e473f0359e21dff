import { describe, expect, it } from 'vitest';
import { inningsTiming } from './ball-timing';

describe('the ball timing policy', () => {
  it('spaces the balls and puts the pauses at their share of a ball', () => {
    const timing = inningsTiming({ start: 1000, index: 0, ballEvery: 10_000, inningsBreak: 600_000 });
    expect([timing.ballAt(1), timing.ballAt(6)]).toEqual([11_000, 61_000]);
    expect(timing).toMatchObject({ ballRunningMs: 3000, wicketPauseMs: 4000, declareAfterMs: 6000 });
    expect(timing.openAt(0)).toBe(1000);
    expect(timing.openAt(6)).toBe(61_000 + 2000);
  });

  it('caps the pauses for slow balls, and opens the chase half a break early', () => {
    const timing = inningsTiming({ start: 1_000_000, index: 1, ballEvery: 60_000, inningsBreak: 600_000 });
    expect(timing).toMatchObject({ ballRunningMs: 5000, wicketPauseMs: 15_000, declareAfterMs: 30_000 });
    expect(timing.openAt(0)).toBe(700_000);
    expect(timing.openAt(1)).toBe(1_060_000 + 3000);
  });
});
