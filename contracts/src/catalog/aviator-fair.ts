/**
 * Provably fair aviator rounds, bustabit style: the ONE implementation of the crash formula
 * and its check. The scenario engine computes crash points with it (scenarios/ generators),
 * the mock server publishes what it needs, and the client's Fairness dialog recomputes a
 * revealed round with the very same code in the browser.
 *
 * Each round publishes sha256hex(serverSeed) when it opens and reveals serverSeed when it
 * crashes. Its crash point, for a house edge of E percent (0 <= E < 100, 2 decimals):
 *   h     = HMAC_SHA256(key = serverSeed, message = salt)   (both as UTF-8 text)
 *   r     = the first 52 bits of h (its first 13 hex digits), X = r / 2^52, uniform in [0, 1)
 *   crash = max(1.00, floor((100 - E) / (1 - X)) / 100)
 * computed exactly with integers: cents = floor((10000 - 100E) * 2^52 / (100 * (2^52 - r))).
 * P(crash >= m) = (1 - E/100) / m for any m >= 1.01, so a cash-out target m returns
 * (100 - E)% on average; the raw value falls below 1 (an instant crash, 1.00) with
 * probability exactly E%. E = 1 is bustabit's 99% return; E = 3 is Spribe's stated 97%.
 *
 * The seeds come from a reverse hash chain (scenarios/src/generators/aviator-fair.ts):
 * sha256hex(seed of round n+1) = seed of round n, which `followsInChain` checks.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The public salt mixed into every crash point unless a scenario sets its own. */
export const AVIATOR_FAIR_SALT = 'exchange-sim-kit/aviator/v1';

/** The formula as the Fairness dialog shows it (one text for the README, the UI and the docs). */
export const AVIATOR_FAIR_FORMULA = [
  'h = HMAC_SHA256(key = serverSeed, message = salt)',
  'X = (first 13 hex digits of h) / 2^52',
  'crash = max(1.00, floor((100 - houseEdge) / (1 - X)) / 100)',
] as const;

const TWO_52 = 2n ** 52n;

/** Lowercase hex SHA-256 of a text's UTF-8 bytes. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

function edgeBasisPoints(houseEdge: number): bigint {
  if (!(houseEdge >= 0 && houseEdge < 100))
    throw new RangeError(`houseEdge is a percentage in [0, 100), got ${houseEdge}`);
  return BigInt(Math.round(houseEdge * 100));
}

/** The crash point a server seed gives (see the formula above). houseEdge in percent: 1 = 1%. */
export function crashPointFromSeed(serverSeed: string, houseEdge: number, salt = AVIATOR_FAIR_SALT): number {
  const edge = edgeBasisPoints(houseEdge);
  const digest = bytesToHex(hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(salt)));
  const r = BigInt(`0x${digest.slice(0, 13)}`);
  const cents = ((10000n - edge) * TWO_52) / (100n * (TWO_52 - r));
  return Number(cents < 100n ? 100n : cents) / 100;
}

export interface CrashProof {
  serverSeed: string;
  /** The hash published when the round opened. */
  serverSeedHash: string;
  crashPoint: number;
  /** Percent, as the scenario's aviator.houseEdge. */
  houseEdge: number;
  salt?: string | undefined;
}

export interface CrashVerdict {
  /** Both checks hold. */
  ok: boolean;
  /** sha256hex(serverSeed) equals the published hash. */
  hashMatches: boolean;
  /** The crash point recomputed from the seed. */
  expectedCrashPoint: number;
  crashMatches: boolean;
}

/** What anyone can check after a round: the seed matches its published hash and gives the crash point. */
export function verifyCrash(proof: CrashProof): CrashVerdict {
  const hashMatches = sha256Hex(proof.serverSeed) === proof.serverSeedHash.trim().toLowerCase();
  const expectedCrashPoint = crashPointFromSeed(proof.serverSeed, proof.houseEdge, proof.salt);
  const crashMatches = Math.abs(expectedCrashPoint - proof.crashPoint) < 0.005;
  return { ok: hashMatches && crashMatches, hashMatches, expectedCrashPoint, crashMatches };
}

/** Whether `laterSeed` is the seed of the round right after the one that revealed `earlierSeed`. */
export function followsInChain(earlierSeed: string, laterSeed: string): boolean {
  return sha256Hex(laterSeed) === earlierSeed;
}
