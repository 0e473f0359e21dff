/**
 * The pages a match's tvUrl and scoreIframe point at. TV is a designed placeholder (the mock
 * streams no video); the score frame is a live scoreboard of what the scenario's last
 * sports.setScore said: /score/:eventId is a small dark page (built for a ~350 px high iframe,
 * phone or desktop) that polls /score/:eventId.json every 2 s and redraws itself.
 */
import type { SportsArea } from '../exchange/sports/area';
import type { SportsMatch } from '../exchange/sports/state';
import { htmlPage, placeholderPage } from '../pages/html';

const byEvent = (area: SportsArea, eventId: string): SportsMatch | undefined =>
  [...area.matches.values()].find((candidate) => candidate.eventId === eventId);

export function matchPlaceholderPage(area: SportsArea, eventId: string, kind: 'Live TV' | 'Score'): string {
  const match = byEvent(area, eventId);
  const title = match ? `${match.matchName} (${match.status})` : `Event ${eventId}`;
  return placeholderPage({
    title: `${kind}: ${title}`,
    heading: title,
    text: `${kind} is not available in the mock exchange.`,
    theme: 'match',
  });
}

/** Balls from an overs string: '12.3' is 75. */
const ballsOf = (overs: string) => {
  const [whole, part] = overs.split('.');
  return Number(whole) * 6 + Number(part ?? 0);
};

export interface ScoreView {
  eventId: string;
  marketId: string;
  matchName: string;
  seriesName: string;
  /** The match's list status (INPLAY means open for betting, not necessarily started). */
  matchStatus: SportsMatch['status'];
  startAt: number;
  /** The scenario clock now: the page counts down to startAt with it. */
  now: number;
  teams: string[];
  score: {
    innings: { team: string; runs: number; wickets: number; overs: string; crr: string }[];
    status: string;
    recentBalls: string[];
    /** What the side batting second needs (first innings runs + 1), once it bats. */
    target?: number;
    at: number;
  } | null;
}

/** The score frame's data: the match and its last sports.setScore, or undefined for an unknown event. */
export function scoreJson(area: SportsArea, eventId: string): ScoreView | undefined {
  const match = byEvent(area, eventId);
  if (!match) return undefined;
  const score = match.score;
  return {
    eventId: match.eventId,
    marketId: match.marketId,
    matchName: match.matchName,
    seriesName: match.seriesName,
    matchStatus: match.status,
    startAt: match.startAt,
    now: area.exchange.ctx.now(),
    teams: match.teams.map((team) => team.name),
    score: score
      ? {
          innings: score.innings.map((innings) => {
            const balls = ballsOf(innings.overs);
            return { ...innings, crr: balls > 0 ? ((innings.runs * 6) / balls).toFixed(2) : '0.00' };
          }),
          status: score.status,
          recentBalls: score.recentBalls,
          ...(score.innings.length >= 2 && score.innings[0] ? { target: score.innings[0].runs + 1 } : {}),
          at: score.at,
        }
      : null,
  };
}

/** The live scoreboard page of an event (the match's scoreIframe). */
export function scorePage(area: SportsArea, eventId: string): string {
  const view = scoreJson(area, eventId);
  if (!view) return matchPlaceholderPage(area, eventId, 'Score');
  return htmlPage({
    title: `Score: ${view.matchName}`,
    stylesheet: 'score.css',
    script: 'score.js',
    data: view,
    body: '<div id="app"></div>',
  });
}
