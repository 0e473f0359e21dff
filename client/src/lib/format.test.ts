import { describe, expect, it } from 'vitest';
import { exposureTone, formatMoney, truncate2 } from './format';

describe('money format', () => {
  it('truncates to two decimals instead of rounding', () => {
    expect(formatMoney(100.999)).toBe('100.99');
    expect(formatMoney(14520.5)).toBe('14520.50');
    expect(formatMoney(1.15)).toBe('1.15');
    expect(formatMoney(0)).toBe('0.00');
  });

  it('truncates negatives toward zero and survives bad input', () => {
    expect(truncate2(-12.349)).toBe(-12.34);
    expect(formatMoney(Number.NaN)).toBe('0.00');
  });

  it('colours exposure green only above zero', () => {
    expect(exposureTone(5)).toBe('positive');
    expect(exposureTone(0)).toBe('negative');
    expect(exposureTone(-980)).toBe('negative');
  });
});
