/**
 * A cricket match from listing to result: added UPCOMING, toss quoted and declared before
 * the start, INPLAY at the first ball (or `opensBefore` it, for toss betting from the list; the
 * toss is then declared at the start), a live score after every ball (simulated), bookmaker odds and fancy sessions moving ball by
 * ball (simulated) or along a script, the bookmaker declared and the match COMPLETED.
 * A match's actions are computed when it is listed and played one timer at a time.
 */
import type { ScenarioActionInput } from '../actions';
import type { MatchSpec, ScriptedMatchSpec, SimulatedMatchSpec } from '../format/sports';
import { hashString, type Rng } from '../rng';
import { inningsTiming } from './ball-timing';
import type { GeneratorContext } from './context';
import { defaultMatchKey, resolveTeam, type Team } from './cricket-data';
import { tieChance } from './exchange-ladder';
import {
  generatedSessionEvents,
  type InningsTiming,
  planSessions,
  scriptedSessionEvents,
  type TimedAction,
} from './fancy-session';
import {
  battingFirstWinChance,
  type Innings,
  type SimulatedMatch,
  scoreboardAfter,
  simulateMatch,
} from './innings';
import { ExchangeQuoter } from './match-exchange';
import { OddsWalk, ratesFromChances, type TeamRate, TOSS_RATE } from './odds-walk';
import { playTimed } from './timed';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const OVERS = { T10: 10, T20: 20, ODI: 50 } as const;
const MAX_SIM_ATTEMPTS = 2000;

export interface MatchIds {
  key: string;
  marketId: string;
  eventId: string;
  /** selectionId per team, in team order. */
  selectionIds: string[];
}

/** Ids are derived from the match key, so a match keeps its URL across seeds and restarts. */
export function matchIds(spec: MatchSpec): MatchIds {
  const key = spec.key ?? defaultMatchKey(spec.teams);
  return {
    key,
    marketId: spec.marketId ?? `1.2${String(hashString(`${key}:market`) % 100_000_000).padStart(8, '0')}`,
    eventId: spec.eventId ?? String(34_000_000 + (hashString(`${key}:event`) % 1_000_000)),
    selectionIds: spec.teams.map((_, i) => String(i + 1)),
  };
}

interface Built {
  ids: MatchIds;
  teams: Team[];
  rng: Rng;
  startTime: number;
  events: TimedAction[];
  push(time: number, action: ScenarioActionInput): void;
  rates(market: 'bookmaker' | 'toss', rates: TeamRate[], suspended?: boolean): ScenarioActionInput;
}

function build(ctx: GeneratorContext, spec: MatchSpec): Built {
  const ids = matchIds(spec);
  // A seeded Faker of its own, only for teams the data does not know (it is not cheap to make).
  let faker: ReturnType<GeneratorContext['fakerFor']> | undefined;
  const fakerOf = () => {
    faker ??= ctx.fakerFor(`match:${ids.key}`);
    return faker;
  };
  const teams = spec.teams.map((team) => resolveTeam(team, fakerOf));
  const events: TimedAction[] = [];
  const startTime = ctx.startAt + spec.start;
  return {
    ids,
    teams,
    rng: ctx.rng.fork(`match:${ids.key}`),
    startTime,
    events,
    push: (time, action) => events.push({ time, action }),
    rates: (market, rates, suspended = false) => ({
      type: 'sports.setRates',
      marketId: ids.marketId,
      market,
      rates: rates.map((rate, i) => ({ selectionId: ids.selectionIds[i] as string, ...rate, suspended })),
    }),
  };
}

/**
 * Listing, toss, reload moments and scripted sessions: the parts both kinds of match share.
 * Returns the toss winner's name (undefined without a toss market).
 */
function common(
  ctx: GeneratorContext,
  spec: MatchSpec,
  match: Built,
  announceAt: number,
  sessionBase: number,
): string | undefined {
  const { ids, teams, rng, startTime, push } = match;
  let tossWinner: string | undefined;
  push(announceAt, {
    type: 'sports.addMatch',
    marketId: ids.marketId,
    eventId: ids.eventId,
    matchName: teams.map((team) => team.name).join(' v '),
    seriesName: spec.series,
    startAt: startTime,
    status: 'UPCOMING',
    priority: spec.priority,
    teams: teams.map((team, i) => ({ selectionId: ids.selectionIds[i] as string, name: team.name })),
    isToss: spec.isToss,
    socketPerm: spec.socketPerm,
    limits: spec.limits,
    notification: spec.notification,
  });
  if (spec.isToss) {
    const tossRates = teams.map(() => TOSS_RATE);
    push(announceAt, match.rates('toss', tossRates));
    push(startTime - HOUR, match.rates('toss', tossRates, true));
    const winner = spec.toss.winner ?? rng.fork('toss').pick(teams).name;
    // A match open for betting before its start declares the toss at the start (play begins).
    const defaultDeclare = spec.opensBefore !== undefined ? startTime : startTime - 30 * MINUTE;
    const declareAt = spec.toss.declareAt !== undefined ? ctx.startAt + spec.toss.declareAt : defaultDeclare;
    push(declareAt, {
      type: 'sports.declareMarket',
      marketId: ids.marketId,
      market: 'toss',
      winnerSelectionId: ids.selectionIds[teams.findIndex((team) => team.name === winner)] as string,
    });
    tossWinner = winner;
  }
  spec.sessions.forEach((session, i) => {
    const sessionIds = { marketId: ids.marketId, sessionId: String(sessionBase + 900 + i) };
    for (const event of scriptedSessionEvents(session, sessionIds, ctx.startAt))
      push(event.time, event.action);
  });
  for (const moment of spec.moments) {
    const type = moment.event === 'marketReload' ? 'sports.marketReload' : 'sports.sessionBetUpdate';
    push(ctx.startAt + moment.at, { type, marketId: ids.marketId });
  }
  if (spec.abandon) {
    const remark = spec.abandon.remark;
    push(ctx.startAt + spec.abandon.at, {
      type: 'sports.abandonMatch',
      marketId: ids.marketId,
      ...(remark ? { remark } : {}),
    });
  }
  return tossWinner;
}

function simulate(spec: SimulatedMatchSpec, teams: Team[], rng: Rng, battingFirst: 0 | 1): SimulatedMatch {
  const pair = [teams[0], teams[1]] as [Team, Team];
  const overs = OVERS[spec.format];
  const wanted =
    spec.winner === undefined
      ? undefined
      : spec.winner === 'tie'
        ? 'tie'
        : teams.findIndex((t) => t.name === spec.winner);
  for (let attempt = 0; attempt < MAX_SIM_ATTEMPTS; attempt++) {
    const sim = simulateMatch(rng.fork(`sim:${attempt}`), pair, overs, battingFirst);
    if (wanted === undefined || sim.winner === wanted) return sim;
  }
  throw new Error(`match ${teams.map((t) => t.name).join(' v ')}: no simulated match ended '${spec.winner}'`);
}

/** The bookmaker's and the exchange's prices as the simulated game goes: what each ball moves. */
interface Prices {
  /** The pre-match strength of the team batting first (the early overs lean on it). */
  preMatch: number;
  /** The bookmaker's current rates. */
  current: TeamRate[];
  /** The bookmaker's rates for the first team's chance, one odds-walk step on. */
  quote(first: number): TeamRate[];
  /** The exchange markets for the first team's chance (and a tie's, from the balls left). */
  exchangeQuote(time: number, first: number, ballsLeftShare: number, suspended?: boolean): void;
  exchange: ExchangeQuoter;
}

/** Opens the bookmaker and the exchange markets at the announcement with the pre-match prices. */
function openPrices(spec: SimulatedMatchSpec, match: Built, battingFirst: 0 | 1, announceAt: number): Prices {
  const { ids, teams, rng, push } = match;
  const walk = new OddsWalk(rng.fork('odds'));
  const chances = (first: number) => teams.map((_, i) => (i === battingFirst ? first : 1 - first));
  const quote = (first: number) =>
    ratesFromChances(chances(walk.step(first)), { spread: walk.spread(), priceUnderdog: spec.priceUnderdog });
  const preMatch = rng.fork('strength').float(0.35, 0.65);
  const current = quote(preMatch);
  push(announceAt, match.rates('bookmaker', current));
  const exchange = new ExchangeQuoter({
    marketId: ids.marketId,
    selectionIds: ids.selectionIds,
    markets: { matchOdds: spec.matchOdds, tiedMatch: spec.tiedMatch },
    rng: rng.fork('exchange'),
    push,
  });
  // The exchange markets follow the same game, without the bookmaker's noise and margin.
  const exchangeQuote = (time: number, first: number, ballsLeftShare: number, suspended = false) =>
    exchange.quote(time, chances(first), tieChance(first, ballsLeftShare), suspended);
  exchange.open(announceAt);
  exchangeQuote(announceAt, preMatch, 1);
  return { preMatch, current, quote, exchangeQuote, exchange };
}

/** The live score pushed after a ball (and at each innings' 0/0), with the toss line. */
function scorer(match: Built, sim: SimulatedMatch, battingFirst: 0 | 1, tossWinner: string | undefined) {
  const names = match.teams.map((team) => team.name);
  const batFirst = names[battingFirst] as string;
  const tossLine =
    tossWinner === undefined
      ? ''
      : `${tossWinner} won the toss and chose to ${tossWinner === batFirst ? 'bat' : 'bowl'}`;
  return (time: number, index: 0 | 1, done: number) =>
    match.push(time, {
      type: 'sports.setScore',
      marketId: match.ids.marketId,
      ...scoreboardAfter(sim, names, index, done, tossLine),
    });
}

interface InningsPlay {
  spec: SimulatedMatchSpec;
  match: Built;
  sim: SimulatedMatch;
  innings: Innings;
  index: 0 | 1;
  timing: InningsTiming;
  prices: Prices;
  score: ReturnType<typeof scorer>;
  /** The next session number of the match (sessions are numbered across innings). */
  sessions: { next: number };
}

/** One innings ball by ball: the score, the prices (held through a wicket), then its fancy sessions. */
function playInningsEvents({
  spec,
  match,
  sim,
  innings,
  index,
  timing,
  prices,
  score,
  sessions,
}: InningsPlay) {
  const { ids, teams, rng, push } = match;
  const blend = (done: number) => {
    const model = battingFirstWinChance(sim, index, done);
    const weight = index === 0 ? Math.max(0, 0.8 - done / innings.maxBalls) : 0;
    return weight * prices.preMatch + (1 - weight) * model;
  };
  score(timing.openAt(0), index, 0);
  for (const delivery of innings.balls) {
    const at = timing.ballAt(delivery.ball);
    score(at, index, delivery.ball);
    const left = index === 0 ? 1 : 1 - delivery.ball / innings.maxBalls;
    if (delivery.wicket) {
      push(at, match.rates('bookmaker', prices.current, true));
      prices.exchange.suspend(at);
      prices.current = prices.quote(blend(delivery.ball));
      push(at + timing.wicketPauseMs, match.rates('bookmaker', prices.current));
      prices.exchangeQuote(at + timing.wicketPauseMs, blend(delivery.ball), left);
    } else {
      prices.current = prices.quote(blend(delivery.ball));
      push(at, match.rates('bookmaker', prices.current));
      prices.exchangeQuote(at, blend(delivery.ball), left);
    }
  }
  const short = teams[innings.batting]?.short ?? 'TEAM';
  const plans = planSessions(innings, short, spec.fancy, rng.fork(`fancy:${index}`));
  const max = spec.limits.maximum_session_bet ?? 50_000;
  for (const plan of plans) {
    const sessionIds = { marketId: ids.marketId, sessionId: String(sessionNoBase(ids) + sessions.next++) };
    const events = generatedSessionEvents(
      plan,
      sessionIds,
      timing,
      innings,
      rng.fork(`session:${plan.name}`),
      max,
    );
    for (const event of events) push(event.time, event.action);
  }
}

function simulatedEvents(
  spec: SimulatedMatchSpec,
  match: Built,
  announceAt: number,
  tossWinner: string | undefined,
): void {
  const { ids, rng, startTime, push } = match;
  const battingFirst: 0 | 1 = rng.fork('bat-first').chance(0.5) ? 0 : 1;
  const sim = simulate(spec, match.teams, rng, battingFirst);
  const prices = openPrices(spec, match, battingFirst, announceAt);
  push(startTime - (spec.opensBefore ?? 0), {
    type: 'sports.setStatus',
    marketId: ids.marketId,
    status: 'INPLAY',
  });
  const score = scorer(match, sim, battingFirst, tossWinner);
  const sessions = { next: 0 };
  let inningsStart = startTime;
  let lastBallAt = startTime;
  sim.innings.forEach((innings: Innings, i) => {
    const index = i as 0 | 1;
    const clock = { start: inningsStart, index, ballEvery: spec.ballEvery, inningsBreak: spec.inningsBreak };
    const timing = inningsTiming(clock);
    playInningsEvents({ spec, match, sim, innings, index, timing, prices, score, sessions });
    lastBallAt = timing.ballAt(innings.balls.length);
    inningsStart = lastBallAt + spec.inningsBreak;
  });

  push(lastBallAt, match.rates('bookmaker', prices.current, true));
  prices.exchange.suspend(lastBallAt);
  const winner = sim.winner === 'tie' ? null : (ids.selectionIds[sim.winner] as string);
  push(lastBallAt + MINUTE, {
    type: 'sports.declareMarket',
    marketId: ids.marketId,
    market: 'bookmaker',
    winnerSelectionId: winner,
  });
  prices.exchange.declare(lastBallAt + MINUTE, sim.winner);
  push(lastBallAt + 1.5 * MINUTE, { type: 'sports.setStatus', marketId: ids.marketId, status: 'COMPLETED' });
}

function sessionNoBase(ids: MatchIds): number {
  return 2000 + (hashString(`${ids.key}:sessions`) % 7000);
}

function scriptedEvents(ctx: GeneratorContext, spec: ScriptedMatchSpec, match: Built): void {
  const { ids, teams, push } = match;
  const statuses = spec.status ?? [
    { at: spec.start - (spec.opensBefore ?? 0), status: 'INPLAY' as const },
    ...(spec.result ? [{ at: spec.result.at + 30_000, status: 'COMPLETED' as const }] : []),
  ];
  for (const change of statuses) {
    push(ctx.startAt + change.at, {
      type: 'sports.setStatus',
      marketId: ids.marketId,
      status: change.status,
    });
  }
  let current: TeamRate[] = teams.map(() => ({ lgaai: 0, khaai: 0 }));
  for (const step of spec.odds) {
    current = teams.map((team, i) => {
      const given = step.rates[team.name];
      if (given === undefined) return current[i] as TeamRate;
      return given === 0 ? { lgaai: 0, khaai: 0 } : { lgaai: given[0], khaai: given[1] };
    });
    push(ctx.startAt + step.at, match.rates('bookmaker', current, step.suspended));
  }
  const exchange = scriptedExchange(ctx, spec, match);
  if (spec.result) {
    const winner = spec.result.winner;
    const winnerIndex = winner === null ? null : teams.findIndex((t) => t.name === winner);
    push(ctx.startAt + spec.result.at, {
      type: 'sports.declareMarket',
      marketId: ids.marketId,
      market: 'bookmaker',
      winnerSelectionId: winnerIndex === null ? null : (ids.selectionIds[winnerIndex] as string),
    });
    exchange.declare(ctx.startAt + spec.result.at, winnerIndex);
  }
}

/** A scripted match's match odds and tied match paths (each opens its market when given). */
function scriptedExchange(ctx: GeneratorContext, spec: ScriptedMatchSpec, match: Built): ExchangeQuoter {
  const { ids, teams, push } = match;
  const exchange = new ExchangeQuoter({
    marketId: ids.marketId,
    selectionIds: ids.selectionIds,
    markets: { matchOdds: spec.matchOdds !== undefined, tiedMatch: spec.tiedMatch !== undefined },
    rng: match.rng.fork('exchange'),
    push,
  });
  const first = [...(spec.matchOdds ?? []), ...(spec.tiedMatch ?? [])].map((step) => step.at);
  if (first.length > 0) exchange.open(ctx.startAt + Math.min(...first));
  let prices = teams.map(() => 0);
  let yes = 0;
  const suspended = { matchOdds: false, tiedMatch: false };
  const steps = [
    ...(spec.matchOdds ?? []).map((step) => ({ ...step, kind: 'matchOdds' as const })),
    ...(spec.tiedMatch ?? []).map((step) => ({ ...step, kind: 'tiedMatch' as const })),
  ].sort((a, b) => a.at - b.at);
  for (const step of steps) {
    if (step.kind === 'matchOdds') prices = teams.map((team, i) => step.prices[team.name] ?? prices[i] ?? 0);
    else yes = step.yes;
    suspended[step.kind] = step.suspended;
    const chances = prices.map((price) => (price > 0 ? 1 / price : 0));
    exchange.quote(ctx.startAt + step.at, chances, yes > 0 ? 1 / yes : 0, suspended);
  }
  return exchange;
}

export interface MatchOptions {
  /**
   * Which of the match's actions are played, asked in time order (a history plays a past match
   * over by over); default all. Dropped actions are never scheduled.
   */
  keep?: (time: number, action: ScenarioActionInput) => boolean;
}

/** Lists the match at `announce` (default the scenario start) and plays it. Returns its ids. */
export function startMatch(ctx: GeneratorContext, spec: MatchSpec, options: MatchOptions = {}): MatchIds {
  const match = build(ctx, spec);
  const announceAt = Math.min(
    match.startTime,
    spec.announce !== undefined ? ctx.startAt + spec.announce : Math.max(ctx.now(), ctx.startAt),
  );
  const tossWinner = common(ctx, spec, match, announceAt, sessionNoBase(match.ids));
  if (spec.play === 'simulate') simulatedEvents(spec, match, announceAt, tossWinner);
  else scriptedEvents(ctx, spec, match);
  // Nothing happens to a match before it is listed.
  for (const event of match.events) event.time = Math.max(event.time, announceAt);
  const { keep } = options;
  const events = keep
    ? [...match.events].sort((a, b) => a.time - b.time).filter((event) => keep(event.time, event.action))
    : match.events;
  playTimed(ctx, events);
  return match.ids;
}
