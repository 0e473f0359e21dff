import { describe, expect, it } from 'vitest';
import { isTickPrice, MAX_PRICE, MIN_PRICE, moveTicks, snapPrice } from './exchange-prices';

describe('exchange price ladder', () => {
  it('knows the ticks of each band', () => {
    for (const price of [1.01, 1.99, 2, 2.02, 3.05, 4.1, 6.2, 10.5, 21, 32, 55, 110, 1000]) {
      expect(isTickPrice(price), String(price)).toBe(true);
    }
    for (const price of [1, 1.005, 2.01, 3.02, 4.05, 6.1, 10.2, 21.5, 31, 52, 105, 1010]) {
      expect(isTickPrice(price), String(price)).toBe(false);
    }
  });

  it('snaps a value down or up to the ladder, within 1.01..1000', () => {
    expect(snapPrice(1.627, 'down')).toBe(1.62);
    expect(snapPrice(1.627, 'up')).toBe(1.63);
    expect(snapPrice(2.59, 'down')).toBe(2.58);
    expect(snapPrice(2.59, 'up')).toBe(2.6);
    expect(snapPrice(7.3, 'down')).toBe(7.2);
    expect(snapPrice(0.5, 'down')).toBe(MIN_PRICE);
    expect(snapPrice(5000, 'up')).toBe(MAX_PRICE);
    expect(snapPrice(1.62, 'up')).toBe(1.62);
  });

  it('moves whole ticks across band edges and stops at the ends', () => {
    expect(moveTicks(1.99, 2)).toBe(2.02);
    expect(moveTicks(2.02, -2)).toBe(1.99);
    expect(moveTicks(3.95, 2)).toBe(4.1);
    expect(moveTicks(1.02, -5)).toBe(MIN_PRICE);
    expect(moveTicks(990, 5)).toBe(MAX_PRICE);
    for (let price = MIN_PRICE; price < 50; price = moveTicks(price, 1)) {
      expect(isTickPrice(price), String(price)).toBe(true);
      expect(moveTicks(moveTicks(price, 1), -1)).toBe(price);
    }
  });
});
