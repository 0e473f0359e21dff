import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  AVIATOR_FAIR_SALT,
  crashPointFromSeed,
  followsInChain,
  HashChain,
  sha256Hex,
  verifyCrash,
} from './aviator-fair';

/** X of the README's formula: the first 52 bits of HMAC_SHA256(serverSeed, salt) over 2^52. */
function uniformOf(serverSeed: string, salt = AVIATOR_FAIR_SALT): number {
  const digest = bytesToHex(hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(salt)));
  return Number.parseInt(digest.slice(0, 13), 16) / 2 ** 52;
}

/** The README's formula written out independently, in floating point. */
function referenceCrash(serverSeed: string, edge: number): number {
  return Math.max(1, Math.floor((100 - edge) / (1 - uniformOf(serverSeed))) / 100);
}

describe('provably fair crash points', () => {
  it('follows the documented formula', () => {
    const chain = new HashChain('formula-check', 500);
    for (let round = 1; round <= 500; round++) {
      const seed = chain.seedForRound(round);
      for (const edge of [1, 3]) {
        const exact = crashPointFromSeed(seed, edge);
        const reference = referenceCrash(seed, edge);
        // Floating point may differ by a cent exactly at a boundary; the integer form is the definition.
        expect(Math.abs(exact - reference)).toBeLessThanOrEqual(0.01);
      }
    }
  });

  it('is pinned for a known seed (changing the formula breaks verification of old rounds)', () => {
    const seed = sha256Hex('pinned');
    expect(crashPointFromSeed(seed, 1)).toBe(crashPointFromSeed(seed, 1, AVIATOR_FAIR_SALT));
    expect(seed).toBe('3fab5c181bd28a09b64397df76ae2bfaf1eac182979b5fdb7a342858004f36af');
    expect(crashPointFromSeed(seed, 0)).toBe(1.21);
    expect(crashPointFromSeed(seed, 1)).toBe(1.2);
    expect(crashPointFromSeed(seed, 3)).toBe(1.17);
    expect(crashPointFromSeed(sha256Hex('pinned0'), 1)).toBe(3.03);
    expect(crashPointFromSeed(sha256Hex('pinned0'), 3)).toBe(2.97);
    expect(crashPointFromSeed(seed, 1, 'another salt')).not.toBe(crashPointFromSeed(seed, 1));
  });

  it('pays (100 - edge)% to any cash-out target and crashes instantly edge% of the time', () => {
    const chain = new HashChain('distribution', 20_000);
    for (const edge of [1, 3]) {
      let atLeast2 = 0;
      let atLeast10 = 0;
      let rawBelow1 = 0;
      for (let round = 1; round <= chain.length; round++) {
        const seed = chain.seedForRound(round);
        const crash = crashPointFromSeed(seed, edge);
        if (crash >= 2) atLeast2++;
        if (crash >= 10) atLeast10++;
        // (100 - E) / (1 - X) < 100 exactly when X < E / 100: those rounds crash at 1.00.
        if (uniformOf(seed) < edge / 100) {
          rawBelow1++;
          expect(crash).toBe(1);
        }
      }
      const n = chain.length;
      expect((2 * atLeast2) / n).toBeCloseTo(1 - edge / 100, 1);
      expect((10 * atLeast10) / n).toBeGreaterThan(0.85 - edge / 100);
      expect((10 * atLeast10) / n).toBeLessThan(1.1);
      expect(rawBelow1 / n).toBeGreaterThan((edge / 100) * 0.75);
      expect(rawBelow1 / n).toBeLessThan((edge / 100) * 1.25);
    }
  });

  it('rejects an edge outside [0, 100)', () => {
    expect(() => crashPointFromSeed('x', -1)).toThrow(RangeError);
    expect(() => crashPointFromSeed('x', 100)).toThrow(RangeError);
  });
});

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

describe('verifyCrash', () => {
  it('accepts a real round and names what is wrong with a forged one', () => {
    const serverSeed = new HashChain('verify', 10).seedForRound(3);
    const serverSeedHash = sha256Hex(serverSeed);
    const crashPoint = crashPointFromSeed(serverSeed, 3);
    expect(verifyCrash({ serverSeed, serverSeedHash, crashPoint, houseEdge: 3 })).toEqual({
      ok: true,
      hashMatches: true,
      expectedCrashPoint: crashPoint,
      crashMatches: true,
    });
    const wrongCrash = verifyCrash({ serverSeed, serverSeedHash, crashPoint: crashPoint + 1, houseEdge: 3 });
    expect(wrongCrash.ok).toBe(false);
    expect(wrongCrash.crashMatches).toBe(false);
    const wrongHash = verifyCrash({
      serverSeed,
      serverSeedHash: sha256Hex('other'),
      crashPoint,
      houseEdge: 3,
    });
    expect(wrongHash).toMatchObject({ ok: false, hashMatches: false, crashMatches: true });
  });
});
