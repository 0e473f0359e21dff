/**
 * The scenario's schedule as the admin API and the control room show it: the look-ahead's
 * upcoming actions grouped by area (sports, casino, matka, aviator, other), the next few of
 * each with their time and timeline line.
 */
import {
  SCHEDULE_DEFAULT_WINDOW_MS,
  type Schedule,
  type ScheduleArea,
  scheduleAreas,
} from '@esk/contracts/http/admin';
import type { ScenarioAction } from '@esk/scenarios';
import type { LookAhead } from './look-ahead';

export const SCHEDULE_DEFAULT_PER_AREA = 3;

const PREFIX_AREAS: Record<string, ScheduleArea> = {
  sports: 'sports',
  casino: 'casino',
  intCasino: 'casino',
  matka: 'matka',
  aviator: 'aviator',
};

/** A scripted player's bet goes with the product it is on. */
const PLAYER_AREAS: Record<string, ScheduleArea> = {
  'player.oddBet': 'sports',
  'player.sessionBet': 'sports',
  'player.casinoBet': 'casino',
  'player.matkaBet': 'matka',
  'player.aviatorBet': 'aviator',
  'player.aviatorCashOut': 'aviator',
};

/** A recorded push goes with its socket channel (the account channel is 'other'). */
const CHANNEL_AREAS: Record<string, ScheduleArea> = { match: 'sports', casino: 'casino', aviator: 'aviator' };

const prefixOf = (name: string) => name.slice(0, name.indexOf('.'));

/** Which area of the schedule an action belongs to; accounts, notices, faults and the rest are 'other'. */
export function scheduleAreaOf(action: ScenarioAction): ScheduleArea {
  if (action.type === 'recording.answer') return PREFIX_AREAS[prefixOf(action.call)] ?? 'other';
  if (action.type === 'recording.push') return CHANNEL_AREAS[action.channel] ?? 'other';
  return PLAYER_AREAS[action.type] ?? PREFIX_AREAS[prefixOf(action.type)] ?? 'other';
}

export function scheduleOf(
  lookAhead: LookAhead,
  now: number,
  options: { windowMs?: number | undefined; perArea?: number | undefined } = {},
): Schedule {
  const windowMs = options.windowMs ?? SCHEDULE_DEFAULT_WINDOW_MS;
  const perArea = options.perArea ?? SCHEDULE_DEFAULT_PER_AREA;
  const areas = scheduleAreas.map((area) => ({
    area,
    next: [] as Schedule['areas'][number]['next'],
    more: 0,
  }));
  const byArea = new Map(areas.map((entry) => [entry.area, entry]));
  for (const item of lookAhead.upcoming(now, windowMs)) {
    const entry = byArea.get(scheduleAreaOf(item.action));
    if (!entry) continue;
    if (entry.next.length < perArea) entry.next.push({ at: item.at, type: item.type, text: item.text });
    else entry.more++;
  }
  return { now, windowMs, areas };
}
