/**
 * Finished cricket: one or two T20s a day (an afternoon and an evening slot), simulated by
 * the same generator as live matches and played over by over (over-by-over.ts), one of the
 * week's matches washed out (No Result: the bookmaker void, the sessions bowled before the
 * rain declared, the one open when it came voided). The player follows most matches: a toss bet when there is a toss, one to
 * three bookmaker bets on the favourite (back, or lay when it looks too short) while it is
 * played, and a few YES/NO session bets.
 */
import type { MatchSpec } from '../../format/sports';
import { scriptedMatchSchema, simulatedMatchSchema } from '../../format/sports';
import {
  DEFAULT_SERIES,
  defaultMatchKey,
  FRANCHISE_TEAMS,
  INTERNATIONAL_TEAMS,
  knownTeam,
  shortCodeOf,
} from '../../generators/cricket-data';
import { type MatchIds, startMatch } from '../../generators/match';
import type { Rng } from '../../rng';
import { OverByOver } from '../over-by-over';
import type { StakeLadder } from '../player';
import type { PastActivity, PastWorld } from '../world';
import { clockAt, inPast, momentBetween, pastDays, rngOf } from '../world';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SLOTS = ['15:30', '19:30'] as const;
/** Listed this long before the first ball; toss matches open for betting 2 hours before it. */
const ANNOUNCE_MS = 4 * HOUR;
const OPENS_BEFORE_MS = 2 * HOUR;
/** The longest a simulated T20 takes at 40 s a ball (two full innings, the break, the result). */
const T20_MS = 2 * 120 * 40_000 + 10 * MINUTE + 2 * MINUTE;

const MATCH_LADDER: StakeLadder = [0.5, 1, 1, 2, 2.5, 5];
const SESSION_LADDER: StakeLadder = [0.5, 1, 1, 2, 3];
/** Share of the week's matches the player bets on. */
const FOLLOWS = 0.8;

interface PastMatch {
  spec: MatchSpec;
  start: number;
  announce: number;
  washedOut: boolean;
}

function planMatch(world: PastWorld, rng: Rng, day: string, slot: string): PastMatch | undefined {
  const start = clockAt(day, slot);
  const announce = start - ANNOUNCE_MS;
  if (!inPast(world, announce) || !inPast(world, start, T20_MS + 30 * MINUTE)) return undefined;
  const league = rng.chance(0.4);
  const teams = rng.shuffle(league ? FRANCHISE_TEAMS : INTERNATIONAL_TEAMS).slice(0, 2);
  const isToss = rng.chance(0.6);
  const spec = simulatedMatchSchema.parse({
    play: 'simulate',
    key: `h${day.replaceAll('-', '')}-${slot.replace(':', '')}-${defaultMatchKey(teams)}`,
    teams,
    series: league ? 'Indian Premier League' : rng.pick(DEFAULT_SERIES),
    start: start - world.from,
    announce: announce - world.from,
    isToss,
    ...(isToss ? { opensBefore: OPENS_BEFORE_MS } : {}),
    fancy: { count: rng.int(4, 7) },
  });
  return { spec, start, announce, washedOut: false };
}

/** When the rain comes in a washed-out match: after eleven overs. */
const RAIN_MS = 44 * MINUTE;

/**
 * The same fixture rained off after eleven overs: a scripted No Result, the 6 and 10 over
 * sessions declared, the 15 over session open when the rain came voided (stakes returned).
 */
function washOut(world: PastWorld, rng: Rng, match: PastMatch): PastMatch {
  const [home = '', away = ''] = match.spec.teams.map((team) =>
    typeof team === 'string' ? team : team.name,
  );
  const short = knownTeam(home)?.short ?? shortCodeOf(home);
  const at = (time: number) => time - world.from;
  const price = rng.float(0.55, 0.8);
  const quote = (lgaai: number) => [Math.round(lgaai * 100) / 100, Math.round((lgaai + 0.02) * 100) / 100];
  const spec = scriptedMatchSchema.parse({
    play: 'script',
    key: match.spec.key,
    teams: [home, away],
    series: match.spec.series,
    start: at(match.start),
    announce: at(match.announce),
    odds: [
      { at: at(match.announce), rates: { [home]: quote(price), [away]: 0 } },
      { at: at(match.start + 25 * MINUTE), rates: { [home]: quote(price - 0.08) } },
      { at: at(match.start + RAIN_MS), rates: { [home]: quote(price - 0.08) }, suspended: true },
    ],
    sessions: [
      {
        name: `6 OVER RUN ${short}`,
        open: at(match.start),
        line: rng.int(44, 52),
        declare: { at: at(match.start + 26 * MINUTE), run: rng.int(38, 62) },
      },
      {
        name: `10 OVER RUN ${short}`,
        open: at(match.start + 5 * MINUTE),
        line: rng.int(74, 84),
        declare: { at: at(match.start + 42 * MINUTE), run: rng.int(66, 92) },
      },
      {
        name: `15 OVER RUN ${short}`,
        open: at(match.start + 28 * MINUTE),
        line: rng.int(112, 124),
        void: { at: at(match.start + RAIN_MS), remark: 'Rain stopped play' },
      },
    ],
    result: { at: at(match.start + 90 * MINUTE), winner: null },
  });
  return { ...match, spec, washedOut: true };
}

/** The favourite's rate shown now: the one team the book prices (Indian books quote only it). */
function favourite(world: PastWorld, ids: MatchIds): string | undefined {
  return ids.selectionIds.find(
    (selectionId) => (world.view.rate(ids.marketId, 'bookmaker', selectionId)?.lgaai ?? 0) > 0,
  );
}

function follow(world: PastWorld, rng: Rng, match: PastMatch, ids: MatchIds): void {
  const { ctx, player, view } = world;
  const spec = match.spec;
  const length = match.washedOut ? 40 * MINUTE : 2 * HOUR + 20 * MINUTE;
  if (spec.isToss) {
    const at = momentBetween(rng, match.announce + 5 * MINUTE, match.start - HOUR - 10 * MINUTE);
    const team = rng.pick(ids.selectionIds);
    ctx.at(at, () => player.oddsBet(ids.marketId, 'toss', team, 'L', MATCH_LADDER));
  }
  const bookmaker = match.washedOut ? 1 : rng.int(1, 3);
  for (let i = 0; i < bookmaker; i++) {
    const type = rng.chance(0.7) ? 'L' : 'K';
    ctx.at(momentBetween(rng, match.start + 2 * MINUTE, match.start + length), () => {
      const team = favourite(world, ids);
      if (team) player.oddsBet(ids.marketId, 'bookmaker', team, type, MATCH_LADDER);
    });
  }
  if (match.washedOut) {
    // A stake on the session the rain voids: the week shows a voided session.
    const yes = rng.chance(0.5);
    ctx.at(momentBetween(rng, match.start + 30 * MINUTE, match.start + RAIN_MS - 2 * MINUTE), () => {
      const session = view.openSessions(ids.marketId).find((open) => open.name.startsWith('15 OVER'));
      if (session) player.sessionBet(ids.marketId, session, yes ? 'Y' : 'N', SESSION_LADDER);
    });
  }
  const sessions = match.washedOut ? 2 : rng.int(2, 5);
  for (let i = 0; i < sessions; i++) {
    const yes = rng.chance(0.5);
    const pick = rng.next();
    ctx.at(momentBetween(rng, match.start + 3 * MINUTE, match.start + length), () => {
      const open = view.openSessions(ids.marketId);
      const session = open[Math.floor(pick * open.length)];
      if (session) player.sessionBet(ids.marketId, session, yes ? 'Y' : 'N', SESSION_LADDER);
    });
  }
}

export const sportsActivity: PastActivity = {
  name: 'sports',
  applies: (scenario) => scenario.matches.length > 0 || scenario.fixtures !== undefined,
  start(world) {
    const rng = rngOf(world, 'sports');
    const planned = pastDays(world).flatMap((day) => {
      const slots = rng.chance(0.55) ? SLOTS : [rng.pick(SLOTS)];
      return slots.flatMap((slot) => planMatch(world, rng, day, slot) ?? []);
    });
    // One of the week's matches is rained off (not the latest: the demo opens on a settled one).
    const rainedOff = planned.length >= 3 ? rng.int(0, planned.length - 2) : -1;
    const matches = planned.map((match, i) => (i === rainedOff ? washOut(world, rng, match) : match));
    const thin = new OverByOver();
    const keep = (time: number, action: Parameters<OverByOver['keep']>[0]) => thin.keep(action, time);
    for (const match of matches) {
      const ids = startMatch(world.ctx, match.spec, { keep });
      if (match.washedOut || rng.chance(FOLLOWS)) follow(world, rng.fork(ids.key), match, ids);
    }
  },
};
