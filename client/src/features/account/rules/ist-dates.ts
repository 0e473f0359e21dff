/**
 * Dates of the account screens at +05:30 (spec 000 §1: times are shown at UTC+05:30),
 * whatever the device's time zone: epoch ms is shifted by the offset and read with UTC getters.
 */
export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
export const DAY_MS = 86_400_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The +05:30 wall clock of `ms`, as a Date whose UTC fields are that wall clock. */
const wall = (ms: number) => new Date(ms + IST_OFFSET_MS);

/** 'DD MMM YY' at +05:30, the statement's Date column ('21 Nov 26'). */
export function formatShortDate(ms: number): string {
  const d = wall(ms);
  return `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCFullYear() % 100)}`;
}

/** 'DD MMM YYYY' at +05:30 (ledger entries). */
export function formatLongDate(ms: number): string {
  const d = wall(ms);
  return `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** ['DD MMM', 'hh:mm:ss AM'] at +05:30, so a narrow cell can break between day and time. */
export function dateTimeParts(ms: number): [string, string] {
  const d = wall(ms);
  const hours = d.getUTCHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return [
    `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]}`,
    `${pad(h12)}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`,
  ];
}

/** 'DD MMM hh:mm:ss AM' at +05:30 (bet rows of the ledger details and casino reports). */
export function formatDateTime(ms: number): string {
  return dateTimeParts(ms).join(' ');
}

/** 'HH:mm:ss' at +05:30. */
export function formatTime(ms: number): string {
  const d = wall(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The +05:30 calendar day of `ms` as 'YYYY-MM-DD' (the request date form). */
export function istDay(ms: number): string {
  return wall(ms).toISOString().slice(0, 10);
}

/**
 * The calendar day of a ledger row's `date` route parameter (epoch ms, possibly as text), at
 * +05:30; undefined when the parameter is missing or not a number.
 */
export function dayOfDateParam(param: string | undefined): string | undefined {
  if (param === undefined || param.trim() === '') return undefined;
  const ms = Number(param);
  return Number.isFinite(ms) ? istDay(ms) : undefined;
}
