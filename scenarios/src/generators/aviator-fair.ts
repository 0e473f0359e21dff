/**
 * The reverse SHA-256 hash chain the aviator's server seeds come from. From a secret chain seed:
 *   c[0] = sha256hex(chainSeed), c[i] = sha256hex(c[i-1])   (hashing the lowercase hex text)
 * and rounds use the chain backwards: round 1 plays c[L-1], round 2 c[L-2], ... round L c[0].
 * So sha256hex(seed of round n+1) = seed of round n: a revealed seed vouches for every
 * round before it, and c[L] (the chain's commitment) can be published before round 1.
 *
 * The crash formula and its check (crashPointFromSeed, verifyCrash) live in ONE module,
 * @esk/contracts/catalog/aviator-fair, shared with the mock server and the client's
 * Fairness dialog; they are re-exported here for the scenario code that imports them.
 */
import { sha256Hex } from '@esk/contracts/catalog/aviator-fair';

export {
  AVIATOR_FAIR_SALT,
  type CrashProof,
  type CrashVerdict,
  crashPointFromSeed,
  followsInChain,
  sha256Hex,
  verifyCrash,
} from '@esk/contracts/catalog/aviator-fair';

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

const builtChains = new Map<string, HashChain>();
const CHAINS_KEPT = 8;

/**
 * The chain of a seed and length, built once per process: a scenario's history and its own
 * rounds use the same chain, and a reload of the same run does not hash it again.
 */
export function hashChain(chainSeed: string, length: number): HashChain {
  const key = `${length}:${chainSeed}`;
  let chain = builtChains.get(key);
  if (!chain) {
    chain = new HashChain(chainSeed, length);
    builtChains.set(key, chain);
    if (builtChains.size > CHAINS_KEPT) builtChains.delete(builtChains.keys().next().value as string);
  }
  return chain;
}
