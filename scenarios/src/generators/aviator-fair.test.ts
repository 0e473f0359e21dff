import { describe, expect, it } from 'vitest';
import { crashPointFromSeed, followsInChain, HashChain, sha256Hex, verifyCrash } from './aviator-fair';

describe('hash chain', () => {
  it('runs backwards: each seed hashes to the previous round seed, the first to the commitment', () => {
    const chain = new HashChain('chain-check', 2500, 1000);
    expect(sha256Hex(chain.seedForRound(1))).toBe(chain.commitment);
    for (let round = 1; round < chain.length; round++) {
      expect(followsInChain(chain.seedForRound(round), chain.seedForRound(round + 1))).toBe(true);
    }
    expect(chain.at(0)).toBe(sha256Hex('chain-check'));
    expect(chain.seedForRound(chain.length)).toBe(chain.at(0));
  });

  it('gives the same seeds in any access order (segments rebuilt from checkpoints)', () => {
    const a = new HashChain('order', 3000, 100);
    const b = new HashChain('order', 3000, 1000);
    for (const index of [2999, 0, 1500, 101, 100, 99, 2999]) expect(a.at(index)).toBe(b.at(index));
    expect(() => a.at(3000)).toThrow(RangeError);
  });
});

describe('chain seeds and the shared verifier', () => {
  it('every round of a chain verifies with the contracts verifier re-exported here', () => {
    const chain = new HashChain('verify', 10);
    for (let round = 1; round <= chain.length; round++) {
      const serverSeed = chain.seedForRound(round);
      const crashPoint = crashPointFromSeed(serverSeed, 3);
      expect(
        verifyCrash({ serverSeed, serverSeedHash: sha256Hex(serverSeed), crashPoint, houseEdge: 3 }).ok,
      ).toBe(true);
    }
  });
});
