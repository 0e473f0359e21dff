/**
 * What each past activity gets: the past's generator context (its clock window ends just
 * before the scenario's start), the player and what it sees, the scenario, and the
 * calendar of the past days at +05:30. An activity is one small generator: it plans its
 * part of the week from its own random stream and schedules it on `ctx`.
 */
import { DAY_MS, istDay, istDayStart } from '@esk/contracts/dates';
import type { ScenarioAction } from '../actions';
import { hhmmToMs } from '../duration';
import type { HistoryActivity, HistorySpec } from '../format/history';
import type { GeneratorContext } from '../generators/context';
import type { Rng } from '../rng';
import type { Scenario } from '../scenario';
import type { PastView } from './past-view';
import type { Player } from './player';

/** The generator context of the past: `startAt` is where the past begins, `fits` ends before the start. */
export interface PastContext extends GeneratorContext {
  /** Calls `listener` after every action applied while the past plays (the player's eyes). */
  watch(listener: (action: ScenarioAction) => void): void;
}

export interface PastWorld {
  scenario: Scenario;
  spec: HistorySpec;
  ctx: PastContext;
  /** Epoch ms the past begins and (exclusive) ends: the scenario's start. */
  from: number;
  until: number;
  player: Player;
  view: PastView;
  /** The player's opening balance (its account's coins). */
  openingCoins: number;
}

export interface PastActivity {
  name: HistoryActivity;
  /** Whether the scenario has the area at all (no aviator spec: no aviator past). */
  applies(scenario: Scenario): boolean;
  start(world: PastWorld): void;
}

/** Each activity's own random stream: adding an activity shifts no other one's numbers. */
export function rngOf(world: PastWorld, name: string): Rng {
  return world.ctx.rng.fork(name);
}

/** The +05:30 days the past touches, oldest first ('YYYY-MM-DD'), the start's day last. */
export function pastDays(world: Pick<PastWorld, 'from' | 'until'>): string[] {
  const days: string[] = [];
  for (let day = istDayStart(world.from); day < world.until; day += DAY_MS) days.push(istDay(day));
  return days;
}

/** Epoch ms of a clock time ('HH:mm' at +05:30) on a day; '24:30' style overflow is not taken. */
export function clockAt(day: string, hhmm: string): number {
  return istDayStart(day) + hhmmToMs(hhmm);
}

/** Whether a moment lies inside the past (after it begins, before the start). */
export function inPast(world: Pick<PastWorld, 'from' | 'until'>, time: number, tail = 0): boolean {
  return time > world.from && time + tail < world.until;
}

/** A whole second between `from` and `to` (inclusive of from). */
export function momentBetween(rng: Rng, from: number, to: number): number {
  const seconds = Math.max(0, Math.floor((to - from) / 1000));
  return from + rng.int(0, seconds) * 1000;
}
