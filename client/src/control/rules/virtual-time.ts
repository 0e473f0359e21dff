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
