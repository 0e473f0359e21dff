/** The scenario clock as the control room shows it: run on from the last status while it runs. */
import type { ControlState } from '@esk/contracts/control';

export function virtualNow(status: ControlState['status'], receivedAt: number, wallNow: number): number {
  return status.running ? status.now + Math.max(0, wallNow - receivedAt) * status.speed : status.now;
}

const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** '21 Nov, 14:32:05' in India time (the exchange's time zone). */
export const formatScenarioTime = (epochMs: number) => format.format(epochMs).replace(' at', ',');

/** '12:05' minutes:seconds (or h:mm:ss) since the scenario's start. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** 'T+' text ('3:30', '1:02:00', '90s', '4m') as ms since the start; undefined when it is not one. */
export function parseElapsed(text: string): number | undefined {
  const value = text.trim().replace(/^T\+/i, '');
  const unit = /^(\d+(?:\.\d+)?)\s*(s|m|h)$/i.exec(value);
  if (unit) {
    const factor = { s: 1000, m: 60_000, h: 3_600_000 }[(unit[2] ?? 's').toLowerCase() as 's' | 'm' | 'h'];
    return Math.round(Number(unit[1]) * factor);
  }
  if (!/^\d+(:\d{1,2}){1,2}$/.test(value)) return undefined;
  const parts = value.split(':').map(Number);
  const [hours, minutes, seconds] = parts.length === 3 ? parts : [0, ...parts];
  if ((minutes ?? 0) > 59 && parts.length === 3) return undefined;
  if ((seconds ?? 0) > 59) return undefined;
  return (((hours ?? 0) * 60 + (minutes ?? 0)) * 60 + (seconds ?? 0)) * 1000;
}
