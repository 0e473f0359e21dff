import { describe, expect, it } from 'vitest';
import { displayOddsRate, displayRate, formatPrice, isClickableRate, rateToWire } from './rate';

describe('rate display', () => {
  it('shows fractions times 100 without float noise', () => {
    expect(displayRate(0.95)).toBe('95');
    expect(displayRate(1)).toBe('100');
    expect(displayRate(1.15)).toBe('115');
    expect(displayRate(0.07)).toBe('7');
    expect(displayRate(0.955)).toBe('95.5');
    expect(displayRate(0)).toBe('0');
    expect(displayRate(Number.NaN)).toBe('0');
  });

  it('sends the fraction back as text', () => {
    expect(rateToWire(0.95)).toBe('0.95');
    expect(rateToWire(1)).toBe('1');
    expect(rateToWire(0.1 + 0.2)).toBe('0.3');
  });

  it('ignores clicks on a rate of zero or below', () => {
    expect(isClickableRate(0.95)).toBe(true);
    expect(isClickableRate(0)).toBe(false);
    expect(isClickableRate(-1)).toBe(false);
    expect(isClickableRate(Number.NaN)).toBe(false);
  });

  it('shows match odds and tied match as decimal odds, other markets times 100', () => {
    expect(displayOddsRate('matchOdds', 1.62)).toBe('1.62');
    expect(displayOddsRate('tiedMatch', 40)).toBe('40');
    expect(displayOddsRate('bookmaker', 0.95)).toBe('95');
    expect(displayOddsRate(undefined, 0.95)).toBe('95');
    expect(formatPrice(2.5)).toBe('2.5');
    expect(formatPrice(Number.NaN)).toBe('0');
  });
});
