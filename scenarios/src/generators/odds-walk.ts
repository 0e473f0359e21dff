/**
 * Bookmaker rates (Indian lagai/khai style) from win chances, and a noisy walk that makes
 * them move tick by tick. Rates are fractions: the favourite at lgaai 0.45 / khaai 0.47
 * shows as 45 / 47 (back 100 to win 45; lay: risk 47 to win 100).
 */
import type { Rng } from '../rng';

/** The favourite's lgaai stays in this band (0.40 is a strong favourite, 0.95 nearly even). */
export const FAVOURITE_RANGE: readonly [number, number] = [0.4, 0.95];
/** Bookmaker margin taken off the fair rate. */
const MARGIN = 0.03;

export interface TeamRate {
  lgaai: number;
  khaai: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const floor2 = (value: number) => Math.floor(value * 100 + 1e-9) / 100;
const ceil2 = (value: number) => Math.ceil(value * 100 - 1e-9) / 100;

export interface RateOptions {
  /** khaai - lgaai: 0.02 or 0.03. */
  spread: number;
  /** Quote the other teams too (inverse of the favourite for two teams); else they show 0. */
  priceUnderdog?: boolean;
}

/**
 * Rates per team from win chances (any scale; normalised). The favourite gets
 * lgaai = fair rate minus margin, clamped to FAVOURITE_RANGE, and khaai = lgaai + spread.
 */
export function ratesFromChances(chances: readonly number[], options: RateOptions): TeamRate[] {
  const sum = chances.reduce((a, b) => a + b, 0);
  const probs = chances.map((chance) => (sum > 0 ? chance / sum : 1 / chances.length));
  const favourite = probs.indexOf(Math.max(...probs));
  const fair = (p: number) => (1 - p) / Math.max(p, 1e-6);
  const [low, high] = FAVOURITE_RANGE;
  const favLgaai = round2(Math.min(high, Math.max(low, fair(probs[favourite] ?? 0.5) * (1 - MARGIN))));
  const favKhaai = round2(favLgaai + options.spread);
  return probs.map((p, i) => {
    if (i === favourite) return { lgaai: favLgaai, khaai: favKhaai };
    if (!options.priceUnderdog) return { lgaai: 0, khaai: 0 };
    if (probs.length === 2) return { lgaai: floor2(1 / favKhaai), khaai: ceil2(1 / favLgaai) };
    const lgaai = Math.min(99, round2(fair(p) * (1 - MARGIN)));
    return { lgaai, khaai: round2(lgaai + options.spread) };
  });
}

/**
 * A mean-reverting noise on the log-odds of a chance: each step pulls the noise back and
 * adds a little more, so rates drift around what the game says instead of jumping.
 */
export class OddsWalk {
  #noise = 0;

  constructor(
    readonly rng: Rng,
    /** Size of one step's shock on the log-odds. */
    readonly volatility = 0.08,
    readonly pull = 0.85,
  ) {}

  /** The next noisy chance around `chance` (0..1). */
  step(chance: number): number {
    const shock = (this.rng.next() + this.rng.next() + this.rng.next() - 1.5) * this.volatility * 2;
    this.#noise = this.#noise * this.pull + shock;
    const clamped = Math.min(0.995, Math.max(0.005, chance));
    const logOdds = Math.log(clamped / (1 - clamped)) + this.#noise;
    return 1 / (1 + Math.exp(-logOdds));
  }

  /** 0.02 most of the time, 0.03 now and then. */
  spread(): number {
    return this.rng.chance(0.7) ? 0.02 : 0.03;
  }
}

/** Toss: both teams at lagai 0.98, no khai (as the real feed quotes it). */
export const TOSS_RATE: TeamRate = { lgaai: 0.98, khaai: 0 };
