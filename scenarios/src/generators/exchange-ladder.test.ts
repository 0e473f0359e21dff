import { isTickPrice } from '@esk/contracts/catalog/exchange-prices';
import { describe, expect, it } from 'vitest';
import { Rng } from '../rng';
import { ladderFromChance, tieChance } from './exchange-ladder';

describe('exchange ladders from win chances', () => {
  it('prices around 1 / chance: three levels a side on the tick ladder, best first, lay above back', () => {
    const ladder = ladderFromChance(0.62, new Rng('ladder'));
    expect(ladder.back.map((level) => level.price)).toEqual([1.61, 1.6, 1.59]);
    expect(ladder.lay.map((level) => level.price)).toEqual([1.62, 1.63, 1.64]);
    for (const level of [...ladder.back, ...ladder.lay]) {
      expect(isTickPrice(level.price)).toBe(true);
      expect(Number.isInteger(level.size) && level.size >= 100).toBe(true);
    }
  });

  it('is the same for the same seed and moves with the chance', () => {
    expect(ladderFromChance(0.3, new Rng('s'))).toEqual(ladderFromChance(0.3, new Rng('s')));
    const favourite = ladderFromChance(0.8, new Rng('s')).back[0]?.price ?? 0;
    const outsider = ladderFromChance(0.2, new Rng('s')).back[0]?.price ?? 0;
    expect(favourite).toBeLessThan(1.3);
    expect(outsider).toBeGreaterThan(4.5);
  });

  it('stays on the ladder at the extremes', () => {
    const sure = ladderFromChance(0.9999, new Rng('x'));
    expect(sure.back[0]?.price).toBe(1.01);
    expect(sure.back).toHaveLength(1);
    const hopeless = ladderFromChance(0.00001, new Rng('x'));
    expect(hopeless.lay.at(-1)?.price).toBeLessThanOrEqual(1000);
  });

  it('makes a tie likelier when the match is close and late', () => {
    expect(tieChance(0.5)).toBeGreaterThan(tieChance(0.9));
    expect(tieChance(0.6, 0.1)).toBeGreaterThan(tieChance(0.6, 1) * 0.99);
    expect(tieChance(1)).toBeCloseTo(0.005);
  });
});
