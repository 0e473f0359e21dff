/**
 * The Session table's rows (spec 000 §2, §4): only com_perm 'YES' sessions, in the spec's
 * keyword order (contracts' compareSessionNames); a locked session (suspended, closed, ball
 * running) shows 0 everywhere and takes no clicks.
 */

import { compareSessionNames, isSessionLocked, SESSION_COMMISSION_YES } from '@esk/contracts/catalog/sports';
import type { Session } from '@esk/contracts/http/sports-schemas';

/** com_perm 'YES' rows (trimmed, any case: feeds mix cases), sorted; ties keep the feed order. */
export function visibleSessions(sessions: readonly Session[]): Session[] {
  return sessions
    .filter((session) => session.com_perm.trim().toUpperCase() === SESSION_COMMISSION_YES)
    .map((session, index) => ({ session, index }))
    .sort((a, b) => compareSessionNames(a.session.session_name, b.session.session_name) || a.index - b.index)
    .map(({ session }) => session);
}

/** What a session row shows: the feed's numbers, or zeros while locked. */
export interface SessionCells {
  locked: boolean;
  runsNo: number;
  oddsNo: number;
  runsYes: number;
  oddsYes: number;
}

export function sessionCells(session: Session): SessionCells {
  if (isSessionLocked(session.running_status)) {
    return { locked: true, runsNo: 0, oddsNo: 0, runsYes: 0, oddsYes: 0 };
  }
  const { runsNo, oddsNo, runsYes, oddsYes } = session;
  return { locked: false, runsNo, oddsNo, runsYes, oddsYes };
}
