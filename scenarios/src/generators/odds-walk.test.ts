import { describe, expect, it } from 'vitest';
import { Rng } from '../rng';
import { FAVOURITE_RANGE, OddsWalk, ratesFromChances } from './odds-walk';

describe('bookmaker rates', () => {
  it('quote the favourite inside the band with khaai = lgaai + spread, others at 0', () => {
    const rates = ratesFromChances([0.3, 0.7], { spread: 0.02 });
    expect(rates[0]).toEqual({ lgaai: 0, khaai: 0 });
    expect(rates[1]?.lgaai).toBeCloseTo(0.42, 2);
    expect(rates[1]?.khaai).toBeCloseTo(0.44, 2);
    expect(ratesFromChances([0.99, 0.01], { spread: 0.03 })[0]).toEqual({ lgaai: 0.4, khaai: 0.43 });
    expect(ratesFromChances([0.5, 0.5], { spread: 0.02 })[0]).toEqual({ lgaai: 0.95, khaai: 0.97 });
  });

  it('price the underdog as the inverse of the favourite when asked (no arbitrage)', () => {
    const [fav, dog] = ratesFromChances([0.65, 0.35], { spread: 0.02, priceUnderdog: true });
    expect(fav && dog).toBeTruthy();
    if (!fav || !dog) return;
    expect(dog.lgaai).toBeLessThanOrEqual(1 / fav.khaai);
    expect(dog.khaai).toBeGreaterThanOrEqual(1 / fav.lgaai);
  });

  it('stay in range along a long noisy walk, for any game state', () => {
    const rng = new Rng('odds-range');
    const walk = new OddsWalk(rng.fork('walk'));
    const [low, high] = FAVOURITE_RANGE;
    for (let tick = 0; tick < 5000; tick++) {
      const chance = walk.step(rng.next());
      const spread = walk.spread();
      const rates = ratesFromChances([chance, 1 - chance], { spread });
      const quoted = rates.filter((rate) => rate.lgaai > 0);
      expect(quoted).toHaveLength(1);
      const fav = quoted[0];
      if (!fav) continue;
      expect(fav.lgaai).toBeGreaterThanOrEqual(low);
      expect(fav.lgaai).toBeLessThanOrEqual(high);
      expect(Math.round((fav.khaai - fav.lgaai) * 100)).toBeGreaterThanOrEqual(2);
      expect(Math.round((fav.khaai - fav.lgaai) * 100)).toBeLessThanOrEqual(3);
    }
  });

  it('handle three outcomes', () => {
    const rates = ratesFromChances([0.45, 0.35, 0.2], { spread: 0.02, priceUnderdog: true });
    expect(rates).toHaveLength(3);
    for (const rate of rates) {
      expect(rate.lgaai).toBeGreaterThan(0);
      expect(rate.khaai).toBeLessThanOrEqual(100);
    }
    expect(rates[2]?.lgaai).toBeGreaterThan(rates[1]?.lgaai ?? 0);
  });
});
