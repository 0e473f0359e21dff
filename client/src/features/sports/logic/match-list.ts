/**
 * The in-play list (spec 000 §2): cricket only (sportId 4), by priority (ascending, as the
 * mock and the matka list order it) then matchDate ascending; an INPLAY row opens the match,
 * others only alert; a marker blinks from 30 minutes before the start.
 */

import { CRICKET_SPORT_ID, MATCH_STATUS } from '@esk/contracts/catalog/sports';
import type { Match } from '@esk/contracts/http/sports-schemas';

/** New-match blinking window (spec 000 §9). */
export const BLINK_WINDOW_MS = 30 * 60_000;

export function cricketMatches(matches: readonly Match[]): Match[] {
  return matches
    .filter((match) => match.sportId === CRICKET_SPORT_ID)
    .sort((a, b) => a.priority - b.priority || a.matchDate - b.matchDate);
}

export const isInPlay = (match: Pick<Match, 'status'>): boolean =>
  match.status.trim().toUpperCase() === MATCH_STATUS.inPlay;

/** True when the match starts within 30 minutes or has started. */
export const isBlinking = (matchDate: number, now: number): boolean => matchDate - now <= BLINK_WINDOW_MS;
