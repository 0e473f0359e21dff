/**
 * Match odds and tied match ladders from win chances: a fair decimal price (1 / chance) on the
 * exchange tick ladder, best back just below it and best lay one tick above, two more levels each
 * side a tick apart, and seeded sizes (more money near the best price, more on the favourite).
 */
import { MAX_PRICE, MIN_PRICE, moveTicks, snapPrice } from '@esk/contracts/catalog/exchange-prices';
import type { Rng } from '../rng';

export interface Level {
  price: number;
  size: number;
}

export interface RunnerLadder {
  back: Level[];
  lay: Level[];
}

const LEVELS = 3;

/** Whole coins, seeded: larger near the best price. */
function sizes(rng: Rng, weight: number): number[] {
  return Array.from({ length: LEVELS }, (_, depth) =>
    Math.max(100, Math.round((rng.float(2000, 30000) * weight) / (1 + depth * 0.6))),
  );
}

/** The ladder of one runner with a win chance of `chance` (0..1). */
export function ladderFromChance(chance: number, rng: Rng): RunnerLadder {
  const fair = 1 / Math.min(1 / MIN_PRICE, Math.max(1 / MAX_PRICE, chance));
  const bestBack = Math.min(snapPrice(fair, 'down'), moveTicks(MAX_PRICE, -1));
  const bestLay = moveTicks(bestBack, 1);
  const weight = 0.5 + Math.min(1, chance * 1.5);
  const backSizes = sizes(rng, weight);
  const laySizes = sizes(rng, weight);
  const back: Level[] = [];
  const lay: Level[] = [];
  for (let depth = 0; depth < LEVELS; depth++) {
    const backPrice = moveTicks(bestBack, -depth);
    const layPrice = moveTicks(bestLay, depth);
    if (back.every((level) => level.price > backPrice))
      back.push({ price: backPrice, size: backSizes[depth] ?? 100 });
    if (lay.every((level) => level.price < layPrice))
      lay.push({ price: layPrice, size: laySizes[depth] ?? 100 });
  }
  return { back, lay };
}

/**
 * The chance a limited-overs match ends tied, from the chance the side batting first wins: about
 * 1 in 200 when one side is far ahead, up to about 1 in 30 when it is even (the second innings
 * makes it sharper as the balls run out).
 */
export function tieChance(battingFirstWins: number, ballsLeftShare = 1): number {
  const closeness = 1 - Math.abs(2 * battingFirstWins - 1);
  const sharpness = 1 + (1 - ballsLeftShare) * 2;
  return 0.005 + 0.028 * closeness ** (2 / sharpness);
}
