/** Which area of the schedule (sports, casino, matka, aviator, other) a scenario action belongs to. */
import type { ScheduleArea } from '@esk/contracts/http/admin';
import type { ScenarioAction } from '@esk/scenarios';

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
