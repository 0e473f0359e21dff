import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  AVIATOR_FAIR_SALT,
  crashPointFromSeed,
  followsInChain,
  sha256Hex,
  verifyCrash,
} from './aviator-fair';

/** X of the formula: the first 52 bits of HMAC_SHA256(serverSeed, salt) over 2^52. */
function uniformOf(serverSeed: string, salt = AVIATOR_FAIR_SALT): number {
  const digest = bytesToHex(hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(salt)));
  return Number.parseInt(digest.slice(0, 13), 16) / 2 ** 52;
}

/** The formula written out independently, in floating point. */
function referenceCrash(serverSeed: string, edge: number): number {
  return Math.max(1, Math.floor((100 - edge) / (1 - uniformOf(serverSeed))) / 100);
}

/** Distinct hex seeds shaped like the chain's (sha256 hex text). */
const seeds = (label: string, n: number) => Array.from({ length: n }, (_, i) => sha256Hex(`${label}/${i}`));

describe('provably fair crash points', () => {
  it('follows the documented formula', () => {
    for (const seed of seeds('formula-check', 500)) {
      for (const edge of [1, 3]) {
        // Floating point may differ by a cent exactly at a boundary; the integer form is the definition.
        expect(Math.abs(crashPointFromSeed(seed, edge) - referenceCrash(seed, edge))).toBeLessThanOrEqual(
          0.01,
        );
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
    const all = seeds('distribution', 20_000);
    for (const edge of [1, 3]) {
      let atLeast2 = 0;
      let atLeast10 = 0;
      let rawBelow1 = 0;
      for (const seed of all) {
        const crash = crashPointFromSeed(seed, edge);
        if (crash >= 2) atLeast2++;
        if (crash >= 10) atLeast10++;
        // (100 - E) / (1 - X) < 100 exactly when X < E / 100: those rounds crash at 1.00.
        if (uniformOf(seed) < edge / 100) {
          rawBelow1++;
          expect(crash).toBe(1);
        }
      }
      const n = all.length;
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

describe('verifyCrash', () => {
  it('accepts a real round and names what is wrong with a forged one', () => {
    const serverSeed = sha256Hex('verify');
    const serverSeedHash = sha256Hex(serverSeed);
    const crashPoint = crashPointFromSeed(serverSeed, 3);
    expect(verifyCrash({ serverSeed, serverSeedHash, crashPoint, houseEdge: 3 })).toEqual({
      ok: true,
      hashMatches: true,
      expectedCrashPoint: crashPoint,
      crashMatches: true,
    });
    // A hash pasted in capitals or with a stray space still matches.
    expect(
      verifyCrash({
        serverSeed,
        serverSeedHash: ` ${serverSeedHash.toUpperCase()} `,
        crashPoint,
        houseEdge: 3,
      }).ok,
    ).toBe(true);
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
    const wrongEdge = verifyCrash({ serverSeed, serverSeedHash, crashPoint, houseEdge: 1 });
    expect(wrongEdge.expectedCrashPoint).toBe(crashPointFromSeed(serverSeed, 1));
  });

  it('links consecutive seeds of a chain', () => {
    const later = sha256Hex('round 2 seed');
    expect(followsInChain(sha256Hex(later), later)).toBe(true);
    expect(followsInChain(later, sha256Hex(later))).toBe(false);
  });
});
