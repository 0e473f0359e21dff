/**
 * A ball-by-ball limited-overs match from a seed: good enough for odds and fancy lines to
 * move the way a real match makes them move. Legal balls only; no extras.
 */
import type { Rng } from '../rng';
import type { Team } from './cricket-data';

export interface Ball {
  /** 1-based legal ball of the innings. */
  ball: number;
  runs: number;
  wicket: boolean;
  striker: string;
  /** Innings score and wickets after this ball. */
  score: number;
  wickets: number;
}

export interface Batter {
  name: string;
  /** The ball count when the batter came in (0 for the openers). */
  inAfter: number;
  /** The ball the batter was out on, or undefined if not out. */
  outOn?: number;
  runs: number;
}

export interface Innings {
  /** Index into the match's teams. */
  batting: number;
  balls: Ball[];
  batters: Batter[];
  total: number;
  wickets: number;
  /** Balls available (overs x 6). */
  maxBalls: number;
}

export interface SimulatedMatch {
  innings: [Innings, Innings];
  /** Index of the winning team, or 'tie'. */
  winner: number | 'tie';
}

/** Runs per ball the outcome table below averages (about 155 in 20 overs). */
export const RUNS_PER_BALL = 1.29;
export const WICKET_CHANCE = 0.05;

const OUTCOMES: ReadonlyArray<readonly [number | 'W', number]> = [
  [0, 0.34],
  [1, 0.36],
  [2, 0.08],
  [3, 0.01],
  [4, 0.11],
  [6, 0.05],
  ['W', WICKET_CHANCE],
];

function bowl(rng: Rng, phase: 'powerplay' | 'middle' | 'death'): number | 'W' {
  const boost = phase === 'middle' ? 0 : 0.03;
  let roll = rng.next() * (1 + boost);
  for (const [outcome, weight] of OUTCOMES) {
    const extra = outcome === 4 || outcome === 6 || (outcome === 'W' && phase === 'death') ? boost / 3 : 0;
    roll -= weight + extra;
    if (roll < 0) return outcome;
  }
  return 0;
}

function playInnings(rng: Rng, team: Team, batting: number, overs: number, target?: number): Innings {
  const maxBalls = overs * 6;
  const batters: Batter[] = [0, 1].map((i) => ({
    name: team.players[i] ?? `Batter ${i + 1}`,
    inAfter: 0,
    runs: 0,
  }));
  let striker = 0;
  let nonStriker = 1;
  let nextIn = 2;
  let score = 0;
  let wickets = 0;
  const balls: Ball[] = [];
  for (let ball = 1; ball <= maxBalls; ball++) {
    const over = Math.floor((ball - 1) / 6);
    const phase =
      over < Math.ceil(overs * 0.3)
        ? 'powerplay'
        : over >= overs - Math.ceil(overs * 0.2)
          ? 'death'
          : 'middle';
    const outcome = bowl(rng, phase);
    const current = batters[striker] as Batter;
    const runs = outcome === 'W' ? 0 : outcome;
    score += runs;
    current.runs += runs;
    if (outcome === 'W') {
      wickets++;
      current.outOn = ball;
    }
    balls.push({ ball, runs, wicket: outcome === 'W', striker: current.name, score, wickets });
    if (wickets >= 10 || (target !== undefined && score >= target)) break;
    if (outcome === 'W') {
      batters.push({ name: team.players[nextIn] ?? `Batter ${nextIn + 1}`, inAfter: ball, runs: 0 });
      striker = batters.length - 1;
      nextIn++;
    } else if (runs % 2 === 1) {
      [striker, nonStriker] = [nonStriker, striker];
    }
    if (ball % 6 === 0) [striker, nonStriker] = [nonStriker, striker];
  }
  return { batting, balls, batters, total: score, wickets, maxBalls };
}

/** Plays a whole match: `battingFirst` sets a target the other team chases. */
export function simulateMatch(
  rng: Rng,
  teams: readonly [Team, Team],
  overs: number,
  battingFirst: 0 | 1,
): SimulatedMatch {
  const chasing = battingFirst === 0 ? 1 : 0;
  const first = playInnings(rng, teams[battingFirst], battingFirst, overs);
  const second = playInnings(rng, teams[chasing], chasing, overs, first.total + 1);
  const winner = second.total > first.total ? chasing : second.total < first.total ? battingFirst : 'tie';
  return { innings: [first, second], winner };
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The chance the team batting first wins, after `ballsDone` balls of innings `index`
 * (0 or 1), from runs, wickets and balls left. Pure; noise is added by the odds walk.
 */
export function battingFirstWinChance(match: SimulatedMatch, index: 0 | 1, ballsDone: number): number {
  const [first, second] = match.innings;
  if (index === 0) {
    const last = first.balls[ballsDone - 1];
    const score = last?.score ?? 0;
    const wickets = last?.wickets ?? 0;
    const left = first.maxBalls - ballsDone;
    const resources = Math.max(0, 1 - wickets / 11);
    const projected = score + left * RUNS_PER_BALL * resources;
    const par = first.maxBalls * RUNS_PER_BALL * 0.93;
    return logistic((projected - par) / (par * 0.12));
  }
  const last = second.balls[ballsDone - 1];
  const need = first.total + 1 - (last?.score ?? 0);
  const wicketsLeft = 10 - (last?.wickets ?? 0);
  const left = second.maxBalls - ballsDone;
  if (need <= 0) return 0;
  if (wicketsLeft <= 0 || left <= 0) return need === 1 ? 0.5 : 1;
  const expected = left * RUNS_PER_BALL * Math.min(1, (wicketsLeft / 10) ** 0.6 + 0.1);
  return 1 - logistic((expected - need) / (5 + 0.12 * need));
}

/** Overs bowled as a scoreboard shows them: 15 balls is '2.3'. */
export function oversText(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}

export interface ScoreLine {
  team: string;
  runs: number;
  wickets: number;
  overs: string;
}

export interface Scoreboard {
  innings: ScoreLine[];
  status: string;
  recentBalls: string[];
}

/**
 * The scoreboard after `ballsDone` balls of innings `index` (0 or 1): both innings so far, a
 * status line (toss, target, what the chase needs, the result) and the innings' last six balls.
 * `tossLine` is shown during the first innings ('' for none).
 */
export function scoreboardAfter(
  match: SimulatedMatch,
  names: readonly string[],
  index: 0 | 1,
  ballsDone: number,
  tossLine: string,
): Scoreboard {
  const [first, second] = match.innings;
  const line = (innings: Innings, done: number): ScoreLine => {
    const last = innings.balls[done - 1];
    return {
      team: names[innings.batting] ?? 'Team',
      runs: last?.score ?? 0,
      wickets: last?.wickets ?? 0,
      overs: oversText(done),
    };
  };
  const current = index === 0 ? first : second;
  const recentBalls = current.balls
    .slice(Math.max(0, ballsDone - 6), ballsDone)
    .map((ball) => (ball.wicket ? 'W' : String(ball.runs)));
  const target = first.total + 1;
  const firstName = names[first.batting] ?? 'Team';
  const chaser = names[second.batting] ?? 'Team';
  if (index === 0) {
    const over = ballsDone >= first.balls.length && ballsDone > 0;
    const status = over
      ? `Innings break: ${chaser} need ${target} runs to win`
      : tossLine || `${firstName} batting first`;
    return { innings: [line(first, ballsDone)], status, recentBalls };
  }
  const now = line(second, ballsDone);
  const need = target - now.runs;
  const ballsLeft = second.maxBalls - ballsDone;
  let status: string;
  if (need <= 0) status = `${chaser} won by ${10 - now.wickets} wickets`;
  else if (now.wickets >= 10 || ballsLeft <= 0)
    status = need === 1 ? 'Match tied' : `${firstName} won by ${need - 1} runs`;
  else
    status = `${chaser} need ${need} run${need === 1 ? '' : 's'} from ${ballsLeft} ball${ballsLeft === 1 ? '' : 's'}`;
  return { innings: [line(first, first.balls.length), now], status, recentBalls };
}
