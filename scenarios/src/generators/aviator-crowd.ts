/**
 * The simulated aviator crowd: other players' bets and cash-outs for each round, and the
 * game chat. Everything comes from the scenario seed (the `aviator:crowd` fork and a seeded
 * Faker for names) and nothing depends on what real clients do, so the same scenario + seed
 * gives the same crowd, round for round.
 */
import type { Faker } from '@faker-js/faker';
import type { z } from 'zod';
import type { aviatorCrowdBet } from '../actions';
import type { AviatorCrowdSpec } from '../format/aviator';
import type { Rng } from '../rng';

export type CrowdBet = z.input<typeof aviatorCrowdBet>;

/** Stakes players pick, small ones more often (weights in parallel). */
const STAKES = [10, 20, 50, 100, 200, 250, 500, 1000, 2000, 5000] as const;
const STAKE_WEIGHTS = [14, 10, 16, 18, 9, 5, 9, 8, 3, 1] as const;
/** Round targets players like; the rest are drawn from the crash distribution. */
const FAVOURITE_TARGETS = [1.2, 1.5, 2, 2, 3, 5, 10] as const;
/** Bets land within this share of the betting window (nobody bets in its very last moment). */
const BETTING_SHARE = 0.9;

/** A pool of player names (lowercase handles with digits, as on crash-game lobbies). */
export function crowdNames(faker: Faker, size: number): string[] {
  const names = new Set<string>();
  for (let tries = 0; names.size < size && tries < size * 20; tries++) {
    const first = faker.person
      .firstName()
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    if (first.length < 3) continue;
    const suffix = faker.number.int({ min: 1, max: 999 });
    names.add(
      faker.datatype.boolean()
        ? `${first}${suffix}`
        : `${first}_${faker.string.alpha({ length: 2, casing: 'lower' })}`,
    );
  }
  return [...names];
}

function weighted<T>(rng: Rng, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let roll = rng.float(0, total);
  for (let i = 0; i < items.length; i++) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

/** A cash-out target: a favourite round number, or one drawn like a crash point (P(>= m) ~ 1/m), capped at 100. */
function cashOutTarget(rng: Rng): number {
  if (rng.chance(0.45)) return rng.pick(FAVOURITE_TARGETS);
  const raw = Math.floor(100 / (1 - rng.float(0, 0.99))) / 100;
  return Math.min(100, Math.max(1.01, raw));
}

/** The crowd's bets of one round, in the order they are placed. */
export function crowdBets(
  rng: Rng,
  names: readonly string[],
  spec: AviatorCrowdSpec,
  bettingMs: number,
): CrowdBet[] {
  const count = Math.min(rng.int(spec.players.min, spec.players.max), names.length);
  const players = rng.shuffle(names).slice(0, count);
  const window = Math.max(0, Math.floor(bettingMs * BETTING_SHARE) - 1);
  return players
    .map((player) => ({
      player,
      amount: weighted(rng, STAKES, STAKE_WEIGHTS),
      afterMs: rng.int(0, window),
      cashOutAt: rng.chance(spec.cashOutShare) ? cashOutTarget(rng) : null,
    }))
    .sort((a, b) => a.afterMs - b.afterMs);
}

const CHAT_LINES = [
  'lets go!',
  'gl everyone',
  'cashing at 2x every round',
  'this plane hates me',
  'who else is riding to 10x?',
  'small bets, steady wins',
  '1.5x gang',
  'nice round',
  'so close 😅',
  'patience pays',
  'flew away too soon',
  'auto cash-out ftw',
  'anyone verified the last hash? checks out',
  'second panel at 1.2x, first rides',
  'good luck all',
  'one more round then dinner',
  'big one coming, I feel it',
  'green today 🙏',
  'red round again',
  'hold... hold... cashout!',
] as const;

/** A chat line from the seeded list. */
export const chatLine = (rng: Rng): string => rng.pick(CHAT_LINES);

/** What someone says after a big crash (or undefined: the crowd stays quiet). */
export function crashReaction(rng: Rng, crashPoint: number): string | undefined {
  if (crashPoint >= 10 && rng.chance(0.8)) {
    return rng.pick([
      `WOW ${crashPoint.toFixed(2)}x!!`,
      `${crashPoint.toFixed(2)}x and I cashed at 2 😭`,
      'what a flight',
    ]);
  }
  if (crashPoint < 1.1 && rng.chance(0.35))
    return rng.pick(['instant crash again', 'ouch', '1.00x... really?']);
  return undefined;
}
