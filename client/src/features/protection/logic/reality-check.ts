/**
 * The reality check (designed, as regulated operators show it): every 15, 30 or 60 minutes since
 * sign-in, or never, the app stops to show the time played and the session's net result. The
 * checks fall on whole intervals from sign-in; after Continue the next is the next whole
 * interval (a dialog left open a while does not come back at once). Pure: times are passed in.
 */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number] | null;

/** Designed: a reader who never chose sees the check every hour. */
export const DEFAULT_REALITY_CHECK: RealityCheckMinutes = 60;

const MINUTE = 60_000;

/** When the next check is due (epoch ms), or null when checks are off. */
export function nextRealityCheck(
  startedAt: number,
  minutes: RealityCheckMinutes,
  acknowledgedAt: number | undefined,
): number | null {
  if (minutes === null) return null;
  const interval = minutes * MINUTE;
  const since = Math.max(acknowledgedAt ?? startedAt, startedAt);
  return startedAt + (Math.floor((since - startedAt) / interval) + 1) * interval;
}

export const realityCheckDue = (
  startedAt: number,
  minutes: RealityCheckMinutes,
  acknowledgedAt: number | undefined,
  now: number,
): boolean => {
  const next = nextRealityCheck(startedAt, minutes, acknowledgedAt);
  return next !== null && now >= next;
};

/** Time since sign-in as the header's clock shows it: 'h:mm:ss' (never negative). */
export function sessionClock(startedAt: number, now: number): string {
  const total = Math.max(0, Math.floor((now - startedAt) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Whole hours and minutes played, for the dialog's sentence. */
export function played(startedAt: number, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((now - startedAt) / MINUTE));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
