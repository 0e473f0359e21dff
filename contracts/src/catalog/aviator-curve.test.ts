import { describe, expect, it } from 'vitest';
import { AVIATOR_GROWTH_PER_MS, msToReach, multiplierAt } from './aviator-curve';

describe('aviator curve', () => {
  it('starts at 1.00 and follows e^(k t) floored to 2 decimals', () => {
    expect(AVIATOR_GROWTH_PER_MS).toBe(0.00006);
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(-5)).toBe(1);
    expect(multiplierAt(11_553)).toBe(2);
    expect(multiplierAt(11_552)).toBe(1.99);
    expect(multiplierAt(38_377)).toBe(10);
    expect(multiplierAt(38_376)).toBe(9.99);
  });

  it('gives the first millisecond each 2-decimal multiplier is reached', () => {
    expect(msToReach(1)).toBe(0);
    expect(msToReach(0.5)).toBe(0);
    for (let cents = 101; cents <= 5000; cents += 7) {
      const multiplier = cents / 100;
      const ms = msToReach(multiplier);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(multiplier);
      expect(multiplierAt(ms - 1)).toBeLessThan(multiplier);
    }
  });

  it('is monotonic', () => {
    let last = 1;
    for (let ms = 0; ms < 120_000; ms += 97) {
      const value = multiplierAt(ms);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });
});
