import { describe, expect, it } from 'vitest';
import { CASINO_POINT_DEFAULTS, casinoPointRate } from './casino-points';

describe('casino point rate (spec 000 §9)', () => {
  it('is the user multiplier, with the default sample of 10 points', () => {
    expect(casinoPointRate(5)).toEqual({ price: 5, sample: { points: 10, rupees: 50 } });
  });

  it('falls back to the default multiplier 2 when the record has none or nonsense', () => {
    for (const value of [undefined, null, 0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(casinoPointRate(value).price).toBe(CASINO_POINT_DEFAULTS.multiplier);
    }
    expect(casinoPointRate(undefined).sample).toEqual({ points: 10, rupees: 20 });
  });

  it('keeps paise exact for fractional rates', () => {
    expect(casinoPointRate(0.1, 3).sample.rupees).toBe(0.3);
  });
});
