/** How the control room reads the script's schedule: area names, countdowns on the virtual clock. */
import type { ScheduleArea } from '@esk/contracts/http/admin';

export const SCHEDULE_AREA_LABELS: Record<ScheduleArea, string> = {
  sports: 'Sports',
  casino: 'Casino',
  matka: 'Matka',
  aviator: 'Aviator',
  other: 'Accounts & other',
};

/** How far ahead a page may look (the server's default is 30 minutes, its most 6 hours). */
export const SCHEDULE_WINDOWS = [10 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;

/** 'in 0:12', 'in 12:05', 'in 1:02:03' until a scheduled moment; 'due' once the clock has reached it. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  if (total <= 0) return 'due';
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `in ${hours}:${pad(minutes)}:${pad(seconds)}` : `in ${minutes}:${pad(seconds)}`;
}

/** The action's name without its area ('sports.declareSession' -> 'declareSession'). */
export const shortActionType = (type: string) => type.slice(type.indexOf('.') + 1);

/** '30 min', '2 h', '45 s': a window of scenario time. */
export function formatWindow(ms: number): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms >= 60_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 1000)} s`;
}
