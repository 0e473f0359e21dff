/**
 * A matka market and its draws. A draw is one day's pair of results (OPEN patti, then
 * CLOSE patti). Bets always go to the market's current draw: the one still waiting for
 * its CLOSE result, or a new one once the last draw is complete. A new draw is dated the
 * +05:30 day it opens on (for a market closing after midnight, extendedCloseDay, the hours
 * before the close time still belong to the previous day), and never earlier than the
 * day after the last completed draw, so a draw completed in the evening makes the next
 * bets belong to tomorrow's draw.
 */

import { addIstDays, istDay, istDayStart } from '@esk/contracts/dates';
import type { ScenarioAction } from '@esk/scenarios/actions';
import type { Paise } from '../money';
import type { DrawResults, MatkaFlags, MatkaSide } from './bet-math';

type AddMarket = Extract<ScenarioAction, { type: 'matka.addMarket' }>;
type UpdateMarket = Extract<ScenarioAction, { type: 'matka.updateMarket' }>;

export interface Draw extends DrawResults {
  /** 'YYYY-MM-DD' at +05:30: the day the draw opens on. */
  day: string;
}

export interface MatkaMarketState {
  _id: string;
  matkaEventId: string;
  name: string;
  shortName: string;
  /** 'HH:mm' at +05:30. */
  openTime: string;
  closeTime: string;
  minStake: Paise;
  maxStake: Paise;
  isHaroopAndarBahar: boolean;
  extendedCloseDay: number;
  priority: number;
  flags: MatkaFlags;
  createdAt: number;
  /** The latest draw (complete once its close result is declared). */
  draw?: Draw;
}

export function minutesOf(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:mm' `delta` minutes after `hhmm`, wrapping past midnight. */
export function addMinutes(hhmm: string, delta: number): string {
  const total = (((minutesOf(hhmm) + delta) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export const nextDay = (day: string) => addIstDays(day, 1);
const previousDay = (day: string) => addIstDays(day, -1);

/** Minutes since 00:00 at +05:30. */
const istMinutes = (ms: number) => Math.floor((ms - istDayStart(ms)) / 60_000);

export function newMarket(action: AddMarket, id: string, now: number, toPaise: (coins: number) => Paise) {
  const market: MatkaMarketState = {
    _id: id,
    matkaEventId: action.matkaEventId,
    name: action.name,
    shortName: action.shortName,
    openTime: action.openTime,
    closeTime: action.closeTime,
    minStake: toPaise(action.minStake),
    maxStake: toPaise(action.maxStake),
    isHaroopAndarBahar: action.isHaroopAndarBahar,
    // A close earlier than the open falls on the next day whatever the action says.
    extendedCloseDay:
      action.extendedCloseDay || (minutesOf(action.closeTime) < minutesOf(action.openTime) ? 1 : 0),
    priority: action.priority,
    flags: {
      matkaStatus: action.matkaStatus,
      betStatus: action.betStatus,
      openBet: action.openBet,
      closeBet: action.closeBet,
      jodiBet: action.jodiBet,
    },
    createdAt: now,
  };
  return market;
}

/**
 * Applies matka.updateMarket: only the fields given change. The current draw stays; a close
 * moved before the open makes the close fall on the next day, as in newMarket.
 */
export function updateMarket(
  market: MatkaMarketState,
  action: UpdateMarket,
  toPaise: (coins: number) => Paise,
) {
  const { name, shortName, openTime, closeTime, minStake, maxStake, extendedCloseDay, priority } = action;
  if (name !== undefined) market.name = name;
  if (shortName !== undefined) market.shortName = shortName;
  if (openTime !== undefined) market.openTime = openTime;
  if (closeTime !== undefined) market.closeTime = closeTime;
  if (minStake !== undefined) market.minStake = toPaise(minStake);
  if (maxStake !== undefined) market.maxStake = toPaise(maxStake);
  if (priority !== undefined) market.priority = priority;
  if (extendedCloseDay !== undefined) market.extendedCloseDay = extendedCloseDay;
  if (minutesOf(market.closeTime) < minutesOf(market.openTime)) market.extendedCloseDay ||= 1;
}

/** The day a draw started at `now` belongs to. */
export function drawDayAt(market: MatkaMarketState, now: number): string {
  const today = istDay(now);
  if (market.extendedCloseDay > 0 && istMinutes(now) < minutesOf(market.closeTime)) return previousDay(today);
  return today;
}

/** The draw bets go to now: the incomplete one, or the next (not yet stored; see `commitDraw`). */
export function currentDraw(market: MatkaMarketState, now: number): Draw {
  const last = market.draw;
  if (last && last.close === undefined) return last;
  let day = drawDayAt(market, now);
  if (last && day <= last.day) day = nextDay(last.day);
  return { day };
}

/**
 * The draw of a given market day: the current one when it is that day's, else a new one.
 * A day before the current draw's cannot be declared any more (its bets are settled or gone).
 */
export function drawOfDay(market: MatkaMarketState, day: string): Draw {
  const last = market.draw;
  if (last?.day === day) return last;
  if (last && day < last.day) {
    throw new Error(`matka.declare: ${market.name} is at ${last.day}; ${day} can no longer be declared`);
  }
  if (last && last.close === undefined && last.open !== undefined) {
    throw new Error(
      `matka.declare: ${market.name} ${last.day} is waiting for its CLOSE result, not ${day}'s`,
    );
  }
  return { day };
}

/** Makes `draw` the market's current draw (a no-op when it already is). */
export function commitDraw(market: MatkaMarketState, draw: Draw): void {
  market.draw = draw;
}

/** Epoch ms of the draw's open time (the ledger line's date). */
export function drawOpensAt(market: MatkaMarketState, day: string): number {
  return istDayStart(day) + minutesOf(market.openTime) * 60_000;
}

/** The exposure market key of one side of a draw. */
export const sideKey = (matkaEventId: string, day: string, side: MatkaSide) =>
  `matka:${matkaEventId}:${day}:${side}`;

/** The ledger key of a draw: one ledger line per market day. */
export const ledgerKey = (matkaEventId: string, day: string) => `matka:${matkaEventId}:${day}`;
