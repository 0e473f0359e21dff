/**
 * Matka days: the scenario's own markets run through the whole past (the engine starts them
 * at the history's first day), and on about half the market-days the player puts one to
 * three picks on the draw in the morning, before the open time, while every switch is on:
 * a single digit, a jodi, a patti, odd/even, or a Harup digit on a Harup market. On the
 * start's day it picks the evening markets too, so their draws settle after the start (the
 * pending bets a demo opens on), when the start leaves a morning for it.
 */
import { type AnyMatkaGameType, type MatkaBetType, numbersFor } from '@esk/contracts/catalog/matka';
import { istClockTime, istDay } from '@esk/contracts/dates';
import type { MatkaMarketSpec } from '../../format/matka';
import { matkaEventIdOf } from '../../generators/matka-day';
import type { Rng } from '../../rng';
import type { StakeLadder } from '../player';
import type { PastActivity, PastWorld } from '../world';
import { clockAt, inPast, momentBetween, pastDays, rngOf } from '../world';

const MINUTE = 60_000;
const LADDER: StakeLadder = [0.05, 0.1, 0.1, 0.2, 0.5];
/** Picks as people make them: mostly singles and jodis. */
const PICKS: readonly (readonly [AnyMatkaGameType, readonly MatkaBetType[]])[] = [
  ['SINGLE', ['OPEN', 'CLOSE']],
  ['SINGLE', ['OPEN', 'CLOSE']],
  ['JODI', ['CLOSE']],
  ['JODI', ['CLOSE']],
  ['SINGLE_PATTI', ['OPEN', 'CLOSE']],
  ['DOUBLE_PATTI', ['OPEN', 'CLOSE']],
  ['ODD_EVEN', ['OPEN', 'CLOSE']],
];
const HARUP_PICKS: typeof PICKS = [
  ['HAROOP_ANDAR', ['HAROOP_ANDAR']],
  ['HAROOP_BAHAR', ['HAROOP_BAHAR']],
];

function pickFor(rng: Rng, spec: MatkaMarketSpec) {
  const [gameType, betTypes] = rng.pick(spec.isHaroopAndarBahar && rng.chance(0.5) ? HARUP_PICKS : PICKS);
  return { gameType, betType: rng.pick(betTypes), betNumber: rng.pick(numbersFor(gameType)) };
}

/** Schedules a morning's picks on one market-day; false when the morning is not in the past. */
function playDraw(world: PastWorld, rng: Rng, spec: MatkaMarketSpec, from: number, to: number): boolean {
  if (!(to > from) || !inPast(world, from) || !inPast(world, to)) return false;
  const id = matkaEventIdOf(spec);
  const at = momentBetween(rng, from, to);
  const picks = Array.from({ length: rng.int(1, 3) }, () => pickFor(rng, spec));
  world.ctx.at(at, () => {
    const market = world.view.matka.get(id);
    if (!market) return;
    for (const pick of picks) {
      world.player.matkaBet(market, pick.gameType, pick.betType, pick.betNumber, LADDER);
    }
  });
  return true;
}

export const matkaActivity: PastActivity = {
  name: 'matka',
  applies: (scenario) => scenario.matka.length > 0,
  start(world) {
    const rng = rngOf(world, 'matka');
    const today = istDay(world.until);
    const nowClock = istClockTime(world.until);
    for (const day of pastDays(world)) {
      for (const spec of world.scenario.matka) {
        const dayRng = rng.fork(`${day}:${spec.name}`);
        const opens = clockAt(day, spec.open);
        const morning = Math.max(clockAt(day, '08:00'), world.from + MINUTE);
        // On the start's day, a market still to open gets picks in the hours before the start.
        if (day === today && spec.open > nowClock) {
          playDraw(
            world,
            dayRng,
            spec,
            Math.max(morning, world.until - 3 * 60 * MINUTE),
            world.until - 5 * MINUTE,
          );
        } else if (dayRng.chance(0.45)) {
          playDraw(world, dayRng, spec, morning, opens - 15 * MINUTE);
        }
      }
    }
  },
};
