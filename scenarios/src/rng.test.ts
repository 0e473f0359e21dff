import { describe, expect, it } from 'vitest';
import { Rng } from './rng';

describe('Rng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('gives forks independent of how much the parent or siblings drew', () => {
    const first = new Rng('demo').fork('casino:lucky7').next();
    const parent = new Rng('demo');
    parent.fork('casino:teen20').next();
    parent.next();
    expect(parent.fork('casino:lucky7').next()).toBe(first);
  });

  it('keeps ints in range and shuffles to a permutation', () => {
    const rng = new Rng(7);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(1, 6);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(6);
    }
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
