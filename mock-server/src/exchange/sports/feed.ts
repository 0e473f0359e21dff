/**
 * The live feed of a match as the cache URL returns it and the match room pushes it (as a
 * JSON string): {result: {team_data, session, toss_data}}. Rates are fractions as numbers;
 * ids that are digits travel as numbers (as the real feed's examples). A suspended, closed or
 * declared row carries 0 rates and running_status SUSPENDED, so every client refuses clicks.
 */
import { compareSessionNames } from '@esk/contracts/catalog/sports';
import type { bookmakerDataSchema } from '@esk/contracts/http/sports-schemas';
import type { z } from 'zod';
import { type OddsBook, type SessionMarket, type SportsMatch, TOSS_CUTOFF_MS } from './state';

type WireFeed = z.input<typeof bookmakerDataSchema>['result'];
type TeamRow = NonNullable<WireFeed['team_data']>[number];
type SessionRow = NonNullable<WireFeed['session']>[number];

/** The feed body (bookmakerDataSchema's wire form) with every list present. */
export interface FeedBody {
  result: { team_data: TeamRow[]; session: SessionRow[]; toss_data: TeamRow[] };
}

/** '12' travels as 12, 'abc' as 'abc'. */
export function wireId(id: string): string | number {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id;
}

function teamRows(match: SportsMatch, book: OddsBook, closed: boolean): TeamRow[] {
  return match.teams.map((team) => {
    const rate = book.rates.get(team.selectionId);
    const open = !closed && !book.result && rate !== undefined && !rate.suspended;
    return {
      team_name: team.name,
      lgaai: open ? rate.lgaai : 0,
      khaai: open ? rate.khaai : 0,
      positon: 0,
      selectionid: wireId(team.selectionId),
      running_status: open ? 'ACTIVE' : 'SUSPENDED',
      status: open ? 'ACTIVE' : 'SUSPENDED',
    };
  });
}

/** The wire status of a session row ('Ball Running' as the real feed spells it). */
function sessionStatus(session: SessionMarket): string {
  if (session.status === 'BALL RUNNING') return 'Ball Running';
  return session.status;
}

function sessionRow(session: SessionMarket, minimum: number): SessionRow {
  const suspended = session.status === 'SUSPENDED';
  return {
    session_name: session.name,
    session_id: wireId(session.sessionId),
    Selection_id: wireId(session.sessionId),
    oddsYes: suspended ? 0 : session.oddsYes,
    oddsNo: suspended ? 0 : session.oddsNo,
    runsYes: suspended ? 0 : session.runsYes,
    runsNo: suspended ? 0 : session.runsNo,
    running_status: sessionStatus(session),
    max: session.max,
    min: minimum,
    remark: session.remark,
    com_perm: session.comPerm,
  };
}

/** The match's feed at `now`: undeclared sessions in the spec's session order; toss rows while the toss is open. */
export function matchFeed(match: SportsMatch, now: number): FeedBody {
  const completed = match.status === 'COMPLETED';
  const tossClosed = completed || now >= match.startAt - TOSS_CUTOFF_MS;
  const sessions = [...match.sessions.values()]
    .filter((session) => !session.result)
    .sort((a, b) => compareSessionNames(a.name, b.name));
  return {
    result: {
      team_data: teamRows(match, match.bookmaker, completed),
      session: completed ? [] : sessions.map((s) => sessionRow(s, match.limits.minimum_session_bet)),
      toss_data: match.isToss ? teamRows(match, match.toss, tossClosed) : [],
    },
  };
}
