/** Times are shown at UTC+05:30 (spec 000 §1, §9), whatever the device's zone. */
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

const ist = (ms: number) => new Date(ms + IST_OFFSET_MS);

/** '21 Nov 2026' */
export function istDate(ms: number): string {
  const d = ist(ms);
  return `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** '10:03 AM' */
export function istTime(ms: number): string {
  const d = ist(ms);
  const hours = d.getUTCHours();
  return `${pad(hours % 12 || 12)}:${pad(d.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '21 Nov 26, 10:03:09 AM' (bet tables) */
export function istDateTime(ms: number): string {
  const d = ist(ms);
  const hours = d.getUTCHours();
  return `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${String(d.getUTCFullYear()).slice(2)}, ${pad(
    hours % 12 || 12,
  )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}
