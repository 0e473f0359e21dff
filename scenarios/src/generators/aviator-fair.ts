/**
 * Provably fair aviator rounds, bustabit style.
 *
 * Server seeds come from a reverse SHA-256 hash chain. From a secret chain seed:
 *   c[0] = sha256hex(chainSeed), c[i] = sha256hex(c[i-1])   (hashing the lowercase hex text)
 * and rounds use the chain backwards: round 1 plays c[L-1], round 2 c[L-2], ... round L c[0].
 * So sha256hex(seed of round n+1) = seed of round n: a revealed seed vouches for every
 * round before it, and c[L] (the chain's commitment) can be published before round 1.
 *
 * Each round publishes sha256hex(serverSeed) when it opens and reveals serverSeed when
 * it crashes. Its crash point, for a house edge of E percent (0 <= E < 100, 2 decimals):
 *   h     = HMAC_SHA256(key = serverSeed, message = salt)   (both as UTF-8 text)
 *   r     = the first 52 bits of h (its first 13 hex digits), X = r / 2^52, uniform in [0, 1)
 *   crash = max(1.00, floor((100 - E) / (1 - X)) / 100)
 * computed exactly with integers: cents = floor((10000 - 100E) * 2^52 / (100 * (2^52 - r))).
 * P(crash >= m) = (1 - E/100) / m for any m >= 1.01, so a cash-out target m returns
 * (100 - E)% on average; the raw value falls below 1 (an instant crash, 1.00) with
 * probability exactly E%. E = 1 is bustabit's 99% return; E = 3 is Spribe's stated 97%.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The public salt mixed into every crash point unless a scenario sets its own. */
export const AVIATOR_FAIR_SALT = 'exchange-sim-kit/aviator/v1';

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
  salt?: string;
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
  const hashMatches = sha256Hex(proof.serverSeed) === proof.serverSeedHash.toLowerCase();
  const expectedCrashPoint = crashPointFromSeed(proof.serverSeed, proof.houseEdge, proof.salt);
  const crashMatches = Math.abs(expectedCrashPoint - proof.crashPoint) < 0.005;
  return { ok: hashMatches && crashMatches, hashMatches, expectedCrashPoint, crashMatches };
}

/** Whether `laterSeed` is the seed of the round right after the one that revealed `earlierSeed`. */
export function followsInChain(earlierSeed: string, laterSeed: string): boolean {
  return sha256Hex(laterSeed) === earlierSeed;
}

/**
 * A reverse hash chain of `length` seeds. Building it hashes `length` times once; it then
 * keeps one checkpoint per `segment` seeds and rebuilds a segment when a round needs it,
 * so memory stays small however long the chain.
 */
export class HashChain {
  readonly #checkpoints: string[] = [];
  #segmentIndex = -1;
  #segment: string[] = [];
  /** c[L]: sha256hex of the first round's seed, publishable before any round. */
  readonly commitment: string;

  constructor(
    readonly chainSeed: string,
    readonly length: number,
    readonly segment = 1000,
  ) {
    if (!Number.isInteger(length) || length < 1)
      throw new RangeError('chain length must be a positive integer');
    let current = sha256Hex(chainSeed);
    for (let i = 0; i < length; i++) {
      if (i % segment === 0) this.#checkpoints.push(current);
      if (i < length - 1) current = sha256Hex(current);
    }
    this.commitment = sha256Hex(current);
  }

  /** c[index], 0 <= index < length. */
  at(index: number): string {
    if (!(index >= 0 && index < this.length)) throw new RangeError(`chain index ${index} out of range`);
    const segmentIndex = Math.floor(index / this.segment);
    if (segmentIndex !== this.#segmentIndex) {
      let current = this.#checkpoints[segmentIndex] as string;
      const seeds = [current];
      const size = Math.min(this.segment, this.length - segmentIndex * this.segment);
      for (let i = 1; i < size; i++) {
        current = sha256Hex(current);
        seeds.push(current);
      }
      this.#segment = seeds;
      this.#segmentIndex = segmentIndex;
    }
    return this.#segment[index - segmentIndex * this.segment] as string;
  }

  /** The server seed of round `round` (1-based): rounds run the chain backwards. */
  seedForRound(round: number): string {
    return this.at(this.length - round);
  }
}
