/**
 * Fancy (session) markets. Generated sessions follow a simulated innings: each opens at
 * a point of the innings with a NO/YES line a run apart (45/46 at 1.00/1.00, or one run
 * at 0.85/1.15), goes 'BALL RUNNING' while each ball is bowled, moves with the score,
 * suspends on a wicket and is declared once, with the run the innings actually produced.
 * Scripted sessions say all of that themselves.
 */
import type { ScenarioActionInput } from '../actions';
import type { FancyKind, ScriptedSession } from '../format/sports';
import type { Rng } from '../rng';
import type { Innings } from './innings';
import { RUNS_PER_BALL, WICKET_CHANCE } from './innings';

export interface TimedAction {
  time: number;
  action: ScenarioActionInput;
}

export interface SessionPlan {
  kind: FancyKind;
  name: string;
  /** Opens once this many balls are bowled (0: before the innings). */
  openAfter: number;
  /** The ball that decides it (the innings' last ball if the event never happens). */
  resolveOn: number;
  /** The declared run. */
  value: number;
  /** What it stands at after `done` balls (a line never goes below this). */
  soFar(done: number): number;
  /** The fair projection after `done` balls. */
  projection(done: number): number;
}

export const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}TH`;
  return `${n}${{ 1: 'ST', 2: 'ND', 3: 'RD' }[n % 10] ?? 'TH'}`;
};

/** The over marks of OVER RUN sessions for an innings of `overs` overs. */
export function overMarks(overs: number): number[] {
  if (overs <= 10) return [3, 6, overs];
  if (overs <= 20) return [6, 10, 15, overs];
  return [10, 20, 30, 40, overs];
}

/** Every session an innings could carry, in the order they become possible. */
export function candidateSessions(innings: Innings, short: string): SessionPlan[] {
  const { balls, maxBalls } = innings;
  const last = balls.length;
  const overs = maxBalls / 6;
  const score = (done: number) => (done <= 0 ? 0 : (balls[Math.min(done, last) - 1]?.score ?? 0));
  const wickets = (done: number) => (done <= 0 ? 0 : (balls[Math.min(done, last) - 1]?.wickets ?? 0));
  const left = (done: number) => Math.max(0, maxBalls - done);
  const resources = (done: number) => Math.max(0.35, 1 - wickets(done) / 12);
  const wicketBall = (k: number) => balls.find((ball) => ball.wickets === k && ball.wicket)?.ball;
  const plans: SessionPlan[] = [];

  for (const mark of overMarks(overs)) {
    const target = mark * 6;
    const resolveOn = Math.min(target, last);
    plans.push({
      kind: 'overRun',
      name: `${mark} OVER RUN ${short}`,
      openAfter: Math.max(0, Math.floor(mark - overs / 2)) * 6,
      resolveOn,
      value: score(resolveOn),
      soFar: score,
      projection: (done) => score(done) + Math.max(0, target - done) * RUNS_PER_BALL * resources(done),
    });
  }

  for (const over of [3, Math.ceil(overs / 2) + 1, overs - 2]) {
    const from = (over - 1) * 6;
    if (over < 2 || from >= last) continue;
    const resolveOn = Math.min(over * 6, last);
    const inOver = (done: number) => (done <= from ? 0 : score(done) - score(from));
    plans.push({
      kind: 'onlyOver',
      name: `ONLY ${ordinal(over)} OVER RUN ${short}`,
      openAfter: from - 6,
      resolveOn,
      value: inOver(resolveOn),
      soFar: inOver,
      projection: (done) => inOver(done) + Math.min(6, over * 6 - Math.max(done, from)) * RUNS_PER_BALL,
    });
  }

  const expectedBeforeWicket = (done: number) =>
    Math.min(left(done), 1 / WICKET_CHANCE) * RUNS_PER_BALL * 0.9;
  for (let k = 1; k <= 3; k++) {
    const openAfter = k === 1 ? 0 : wicketBall(k - 1);
    if (openAfter === undefined || openAfter >= last) break;
    const resolveOn = wicketBall(k) ?? last;
    plans.push({
      kind: 'fallOfWicket',
      name: `FALL OF ${ordinal(k)} WKT ${short}`,
      openAfter,
      resolveOn,
      value: score(resolveOn),
      soFar: score,
      projection: (done) => score(done) + expectedBeforeWicket(done),
    });
    if (k >= 2) {
      const base = score(openAfter);
      plans.push({
        kind: 'partnership',
        name: `${ordinal(k)} WKT PSHIP ${short}`,
        openAfter,
        resolveOn,
        value: score(resolveOn) - base,
        soFar: (done) => score(done) - base,
        projection: (done) => score(done) - base + expectedBeforeWicket(done),
      });
    }
  }

  /** Running totals, so a line costs O(1) per ball: prefix[n] after n balls. */
  const prefix = (count: (ball: (typeof balls)[number]) => number) => {
    const sums = [0];
    for (const ball of balls) sums.push((sums.at(-1) ?? 0) + count(ball));
    return (done: number) => sums[Math.min(Math.max(0, done), last)] ?? 0;
  };

  for (const batter of innings.batters.slice(0, 4)) {
    if (batter.inAfter >= last) continue;
    const runsBy = prefix((ball) => (ball.striker === batter.name ? ball.runs : 0));
    plans.push({
      kind: 'playerRun',
      name: `${batter.name.toUpperCase()} RUN`,
      openAfter: batter.inAfter,
      resolveOn: batter.outOn ?? last,
      value: batter.runs,
      soFar: runsBy,
      projection: (done) => runsBy(done) + Math.min(left(done) / 2, 14) * RUNS_PER_BALL,
    });
  }

  const boundaries = prefix((ball) => (ball.runs === 4 || ball.runs === 6 ? 1 : 0));
  plans.push({
    kind: 'boundaries',
    name: `TOTAL BOUNDARIES ${short}`,
    openAfter: 0,
    resolveOn: last,
    value: boundaries(last),
    soFar: boundaries,
    projection: (done) => boundaries(done) + left(done) * 0.16,
  });

  return plans.filter((plan) => plan.openAfter < plan.resolveOn);
}

/** Picks the sessions of an innings: only `kinds`, at most `count` open at any ball. */
export function planSessions(
  innings: Innings,
  short: string,
  options: { count: number; kinds: readonly FancyKind[] },
  rng: Rng,
): SessionPlan[] {
  const kindOrder = rng.shuffle(options.kinds);
  const candidates = candidateSessions(innings, short)
    .filter((plan) => options.kinds.includes(plan.kind))
    .sort((a, b) => a.openAfter - b.openAfter || kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
  const chosen: SessionPlan[] = [];
  for (const plan of candidates) {
    const open = chosen.filter(
      (other) => other.openAfter <= plan.openAfter && other.resolveOn > plan.openAfter,
    );
    if (open.length < options.count) chosen.push(plan);
  }
  return chosen;
}

/** When things happen in an innings, in epoch ms. */
export interface InningsTiming {
  /** When ball `n` (1-based) is bowled: its result is known at this time. */
  ballAt(n: number): number;
  /** When a session opening after `done` balls opens. */
  openAt(done: number): number;
  ballRunningMs: number;
  wicketPauseMs: number;
  declareAfterMs: number;
}

export interface SessionLine {
  runsNo: number;
  runsYes: number;
  oddsNo: number;
  oddsYes: number;
}

function lineOf(plan: SessionPlan, done: number, split: boolean, rng: Rng): SessionLine {
  const wobble = rng.chance(0.3) ? rng.int(-1, 1) : 0;
  const runsNo = Math.max(plan.soFar(done), Math.round(plan.projection(done)) + wobble, 0);
  return split
    ? { runsNo, runsYes: runsNo, oddsNo: 0.85, oddsYes: 1.15 }
    : { runsNo, runsYes: runsNo + 1, oddsNo: 1, oddsYes: 1 };
}

/** The timed actions of one generated session, from opening to its one declaration. */
export function generatedSessionEvents(
  plan: SessionPlan,
  ids: { marketId: string; sessionId: string },
  timing: InningsTiming,
  innings: Innings,
  rng: Rng,
  max: number,
): TimedAction[] {
  const split = rng.chance(0.25);
  const events: TimedAction[] = [];
  const update = (
    time: number,
    fields: Partial<SessionLine> & { status?: 'ACTIVE' | 'SUSPENDED' | 'BALL RUNNING' },
  ) => events.push({ time, action: { type: 'sports.updateSession', ...ids, ...fields } });
  events.push({
    time: timing.openAt(plan.openAfter),
    action: {
      type: 'sports.openSession',
      ...ids,
      name: plan.name,
      ...lineOf(plan, plan.openAfter, split, rng),
      max,
    },
  });
  for (let n = plan.openAfter + 1; n <= plan.resolveOn; n++) {
    const at = timing.ballAt(n);
    update(at - timing.ballRunningMs, { status: 'BALL RUNNING' });
    if (n === plan.resolveOn) {
      update(at, { status: 'SUSPENDED' });
      events.push({
        time: at + timing.declareAfterMs,
        action: { type: 'sports.declareSession', ...ids, run: plan.value },
      });
      break;
    }
    const line = lineOf(plan, n, split, rng);
    if (innings.balls[n - 1]?.wicket) {
      update(at, { status: 'SUSPENDED' });
      update(at + timing.wicketPauseMs, { ...line, status: 'ACTIVE' });
    } else {
      update(at, { ...line, status: 'ACTIVE' });
    }
  }
  return events;
}

/** The timed actions of a scripted session (times are scenario offsets from `startAt`). */
export function scriptedSessionEvents(
  spec: ScriptedSession,
  ids: { marketId: string; sessionId: string },
  startAt: number,
): TimedAction[] {
  const runsYes = (line: number) => (spec.sameRun ? line : line + 1);
  const events: TimedAction[] = [
    {
      time: startAt + spec.open,
      action: {
        type: 'sports.openSession',
        ...ids,
        name: spec.name,
        runsNo: spec.line,
        runsYes: runsYes(spec.line),
        oddsNo: spec.odds[0],
        oddsYes: spec.odds[1],
        max: spec.max,
        remark: spec.remark,
        comPerm: spec.comPerm,
      },
    },
  ];
  for (const move of spec.moves) {
    events.push({
      time: startAt + move.at,
      action: {
        type: 'sports.updateSession',
        ...ids,
        ...(move.line !== undefined ? { runsNo: move.line, runsYes: runsYes(move.line) } : {}),
        ...(move.odds ? { oddsNo: move.odds[0], oddsYes: move.odds[1] } : {}),
        ...(move.status ? { status: move.status } : {}),
      },
    });
  }
  if (spec.declare) {
    events.push({
      time: startAt + spec.declare.at,
      action: { type: 'sports.declareSession', ...ids, run: spec.declare.run },
    });
  }
  if (spec.void) {
    events.push({
      time: startAt + spec.void.at,
      action: {
        type: 'sports.voidSession',
        ...ids,
        ...(spec.void.remark ? { remark: spec.void.remark } : {}),
      },
    });
  }
  return events;
}
