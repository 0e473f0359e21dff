import { describe, expect, it } from 'vitest';
import type { ActionOf, ScenarioAction } from '../actions';
import type { EmittedAction } from '../engine';
import { playScenario } from '../play';
import { defineScenario } from '../scenario';
import { collapsePast } from './timed';

const base = {
  title: 'Match test',
  description: 'One match.',
  defaultSeed: 11,
  startAt: '2026-03-14T19:30:00+05:30',
  standardAccounts: false,
} as const;

const of = <T extends ScenarioAction['type']>(entries: EmittedAction[], type: T) =>
  entries.filter((e) => e.action.type === type) as (EmittedAction & { action: ActionOf<T> })[];

describe('a simulated match', () => {
  const scenario = defineScenario({
    ...base,
    name: 'sim-match',
    duration: '3h',
    matches: [
      {
        play: 'simulate',
        teams: ['India', 'Australia'],
        series: 'Test Series',
        start: '70m',
        isToss: true,
        winner: 'Australia',
        ballEvery: '20s',
        inningsBreak: '5m',
      },
    ],
  });
  const { entries, engine } = playScenario(scenario);
  const t = (e: EmittedAction) => e.at - engine.startAt;
  const startAt = engine.startAt + 70 * 60_000;

  it('goes UPCOMING -> INPLAY at the first ball -> COMPLETED after the result', () => {
    const add = of(entries, 'sports.addMatch');
    expect(add).toHaveLength(1);
    expect(add[0]?.action).toMatchObject({ status: 'UPCOMING', matchName: 'India v Australia', startAt });
    const statuses = of(entries, 'sports.setStatus').map((e) => [e.at, e.action.status]);
    expect(statuses[0]).toEqual([startAt, 'INPLAY']);
    expect(statuses.at(-1)?.[1]).toBe('COMPLETED');
    const bookmaker = of(entries, 'sports.declareMarket').filter((e) => e.action.market === 'bookmaker');
    expect(bookmaker).toHaveLength(1);
    expect(bookmaker[0]?.action.winnerSelectionId).toBe('2');
    expect(bookmaker[0]?.at).toBeLessThan(statuses.at(-1)?.[0] as number);
  });

  it('quotes the toss, closes it an hour before the start and declares it before the start', () => {
    const toss = entries.filter((e) => 'market' in e.action && e.action.market === 'toss');
    expect(toss.map((e) => [t(e), e.action.type])).toEqual([
      [0, 'sports.setRates'],
      [10 * 60_000, 'sports.setRates'],
      [40 * 60_000, 'sports.declareMarket'],
    ]);
    expect(toss[1]?.action).toMatchObject({ rates: [{ suspended: true }, { suspended: true }] });
  });

  it('moves the bookmaker ball by ball, suspending on wickets', () => {
    const rates = of(entries, 'sports.setRates').filter((e) => e.action.market === 'bookmaker');
    expect(rates.length).toBeGreaterThan(200);
    const suspended = rates.filter((e) => e.action.rates.every((rate) => rate.suspended));
    expect(suspended.length).toBeGreaterThan(3);
    for (const e of rates) {
      const quoted = e.action.rates.filter((rate) => rate.lgaai > 0);
      expect(quoted.length).toBe(1);
      expect(quoted[0]?.lgaai).toBeGreaterThanOrEqual(0.4);
      expect(quoted[0]?.lgaai).toBeLessThanOrEqual(0.95);
    }
  });

  it('opens sessions only while in play and declares each once', () => {
    const opened = of(entries, 'sports.openSession');
    const declared = of(entries, 'sports.declareSession');
    expect(opened.length).toBeGreaterThanOrEqual(10);
    expect(new Set(declared.map((e) => e.action.sessionId)).size).toBe(declared.length);
    expect(declared.map((e) => e.action.sessionId).sort()).toEqual(
      opened.map((e) => e.action.sessionId).sort(),
    );
    for (const e of opened) expect(e.at).toBeGreaterThanOrEqual(startAt);
    const touchedAfterDeclare = entries.filter((e) => {
      if (e.action.type !== 'sports.updateSession') return false;
      const { sessionId } = e.action;
      const declare = declared.find((d) => d.action.sessionId === sessionId);
      return declare !== undefined && e.at > declare.at;
    });
    expect(touchedAfterDeclare).toEqual([]);
  });
});

describe('the live score of a simulated match', () => {
  const scenario = defineScenario({
    ...base,
    name: 'sim-score',
    duration: '4h',
    matches: [
      {
        play: 'simulate',
        key: 'ind-aus',
        teams: ['India', 'Australia'],
        series: 'Test Series',
        start: '10m',
        isToss: true,
        ballEvery: '15s',
        inningsBreak: '4m',
      },
      {
        play: 'script',
        teams: ['Alpha', 'Beta'],
        series: 'S',
        start: '0s',
        odds: [{ at: '0s', rates: { Alpha: [0.5, 0.52] } }],
      },
    ],
  });
  const { entries } = playScenario(scenario);
  const scores = of(entries, 'sports.setScore');
  const balls = (overs: string) => {
    const [whole, part] = overs.split('.');
    return Number(whole) * 6 + Number(part);
  };

  it('sends a score after every ball, only for the simulated match', () => {
    const marketIds = new Set(scores.map((e) => e.action.marketId));
    const simulated = of(entries, 'sports.addMatch').find((e) => e.action.matchName === 'India v Australia');
    expect([...marketIds]).toEqual([simulated?.action.marketId]);
    // One per ball plus one 0/0 per innings.
    const lastOfInnings = [0, 1].map((i) =>
      Math.max(
        ...scores
          .filter((e) => e.action.innings.length === i + 1)
          .map((e) => balls(e.action.innings[i]?.overs ?? '0')),
      ),
    );
    expect(scores.length).toBe((lastOfInnings[0] ?? 0) + (lastOfInnings[1] ?? 0) + 2);
  });

  it('never goes back within an innings and shows the last six balls', () => {
    for (let i = 1; i < scores.length; i++) {
      const before = scores[i - 1]?.action as ActionOf<'sports.setScore'>;
      const after = scores[i]?.action as ActionOf<'sports.setScore'>;
      expect(scores[i]?.at).toBeGreaterThanOrEqual(scores[i - 1]?.at as number);
      expect(after.innings.length).toBeGreaterThanOrEqual(before.innings.length);
      if (after.innings.length !== before.innings.length) {
        expect(after.innings.at(-1)).toMatchObject({ runs: 0, wickets: 0, overs: '0.0' });
        expect(after.innings[0]).toEqual(before.innings[0]);
        continue;
      }
      const [was, now] = [before.innings.at(-1), after.innings.at(-1)];
      if (!was || !now) throw new Error('empty innings');
      expect(now.team).toBe(was.team);
      expect(now.runs).toBeGreaterThanOrEqual(was.runs);
      expect(now.wickets).toBeGreaterThanOrEqual(was.wickets);
      expect(balls(now.overs)).toBe(balls(was.overs) + 1);
      const last = after.recentBalls.at(-1);
      expect(last).toBe(now.wickets > was.wickets ? 'W' : String(now.runs - was.runs));
      expect(after.recentBalls.length).toBe(Math.min(6, balls(now.overs)));
    }
  });

  it('agrees with the OVER RUN sessions and the result', () => {
    const opened = of(entries, 'sports.openSession');
    const overRuns = of(entries, 'sports.declareSession').flatMap((e) => {
      const name = opened.find((o) => o.action.sessionId === e.action.sessionId)?.action.name ?? '';
      const match = /^(\d+) OVER RUN (\w+)$/.exec(name);
      return match ? [{ overs: `${match[1]}.0`, short: match[2], run: e.action.run }] : [];
    });
    expect(overRuns.length).toBeGreaterThan(0);
    for (const session of overRuns) {
      const team = session.short === 'IND' ? 'India' : 'Australia';
      const at = scores.find((e) =>
        e.action.innings.some((x) => x.team === team && x.overs === session.overs),
      );
      // An innings can end before the mark: then the session declares with the final total.
      const line = at?.action.innings.find((x) => x.team === team);
      const final = scores.at(-1)?.action.innings.find((x) => x.team === team);
      expect(line?.runs ?? final?.runs).toBe(session.run);
    }
    const last = scores.at(-1)?.action as ActionOf<'sports.setScore'>;
    const winner = of(entries, 'sports.declareMarket').find((e) => e.action.market === 'bookmaker')?.action;
    const name =
      winner?.winnerSelectionId === '1' ? 'India' : winner?.winnerSelectionId === '2' ? 'Australia' : null;
    expect(last.status).toMatch(name ? new RegExp(`^${name} won by \\d+ (runs|wickets)$`) : /^Match tied$/);
    expect(scores[0]?.action.status).toMatch(/won the toss and chose to (bat|bowl)$/);
  });
});

describe('a match open for the toss before its start (opensBefore)', () => {
  it('is UPCOMING, then INPLAY with the toss open until an hour before, declared at the start', () => {
    const scenario = defineScenario({
      ...base,
      name: 'opens-before',
      duration: '4h',
      matches: [
        {
          play: 'simulate',
          teams: ['India', 'Australia'],
          series: 'S',
          start: '3h',
          opensBefore: '2h30m',
          isToss: true,
        },
      ],
    });
    const { entries, engine } = playScenario(scenario);
    const min = (e: EmittedAction) => (e.at - engine.startAt) / 60_000;
    expect(of(entries, 'sports.addMatch')[0]?.action.status).toBe('UPCOMING');
    expect(of(entries, 'sports.setStatus').map((e) => [min(e), e.action.status])[0]).toEqual([30, 'INPLAY']);
    const toss = entries.filter((e) => 'market' in e.action && e.action.market === 'toss');
    expect(toss.map((e) => [min(e), e.action.type])).toEqual([
      [0, 'sports.setRates'],
      [120, 'sports.setRates'],
      [180, 'sports.declareMarket'],
    ]);
    expect(of(entries, 'sports.setScore')[0]?.at).toBe(engine.startAt + 180 * 60_000);
  });
});

describe('a match already in play when the scenario starts', () => {
  it('starts from its current state, not its history', () => {
    const scenario = defineScenario({
      ...base,
      name: 'mid-match',
      duration: '1m',
      matches: [{ play: 'simulate', teams: ['England', 'Pakistan'], series: 'S', start: '-41m' }],
    });
    const { entries, engine } = playScenario(scenario);
    const setup = entries.filter((e) => e.at === engine.startAt).map((e) => e.action.type);
    expect(setup[0]).toBe('sports.addMatch');
    expect(setup.filter((type) => type === 'sports.setRates')).toHaveLength(1);
    expect(setup.filter((type) => type === 'sports.declareSession')).toHaveLength(0);
    expect(setup.filter((type) => type === 'sports.setStatus')).toHaveLength(1);
    expect(setup).toContain('sports.openSession');
  });

  it('folds updates into the open session and drops sessions already declared', () => {
    const ids = { marketId: 'm', sessionId: '1' };
    const folded = collapsePast([
      { time: 1, action: { type: 'sports.openSession', ...ids, name: 'A', runsNo: 10, runsYes: 11 } },
      {
        time: 2,
        action: { type: 'sports.updateSession', ...ids, runsNo: 12, runsYes: 13, status: 'BALL RUNNING' },
      },
      {
        time: 3,
        action: {
          type: 'sports.openSession',
          marketId: 'm',
          sessionId: '2',
          name: 'B',
          runsNo: 5,
          runsYes: 6,
        },
      },
      { time: 4, action: { type: 'sports.declareSession', marketId: 'm', sessionId: '2', run: 7 } },
      { time: 5, action: { type: 'sports.marketReload', marketId: 'm' } },
    ]);
    expect(folded).toEqual([
      { type: 'sports.openSession', ...ids, name: 'A', runsNo: 12, runsYes: 13 },
      { type: 'sports.updateSession', ...ids, status: 'BALL RUNNING' },
    ]);
  });
});

describe('a scripted match', () => {
  it('plays its odds path, sessions, reload moments and result as written', () => {
    const scenario = defineScenario({
      ...base,
      name: 'scripted-match',
      duration: '5m',
      matches: [
        {
          play: 'script',
          key: 'a-b',
          teams: ['Alpha', 'Beta', 'The Draw'],
          series: 'S',
          start: '0s',
          odds: [
            { at: '0s', rates: { Alpha: [0.5, 0.52], Beta: 0 } },
            { at: '1m', rates: { Beta: [0.8, 0.83] } },
          ],
          moments: [{ at: '2m', event: 'marketReload' }],
          result: { at: '4m', winner: 'Beta' },
        },
      ],
    });
    const { entries, engine } = playScenario(scenario);
    const t = (e: EmittedAction) => (e.at - engine.startAt) / 1000;
    expect(entries.map((e) => [t(e), e.action.type])).toEqual([
      [0, 'sports.addMatch'],
      [0, 'sports.setStatus'],
      [0, 'sports.setRates'],
      [60, 'sports.setRates'],
      [120, 'sports.marketReload'],
      [240, 'sports.declareMarket'],
      [270, 'sports.setStatus'],
    ]);
    expect(of(entries, 'sports.setRates')[1]?.action.rates.map((r) => [r.lgaai, r.khaai])).toEqual([
      [0.5, 0.52],
      [0.8, 0.83],
      [0, 0],
    ]);
    expect(of(entries, 'sports.declareMarket')[0]?.action.winnerSelectionId).toBe('2');
  });

  it('rejects teams the match does not have', () => {
    expect(() =>
      defineScenario({
        ...base,
        name: 'bad-team',
        duration: '5m',
        matches: [
          {
            play: 'script',
            teams: ['Alpha', 'Beta'],
            series: 'S',
            start: '0s',
            result: { at: '1m', winner: 'Gamma' },
          },
        ],
      }),
    ).toThrow(/'Gamma' is not a team of this match/);
  });
});

describe('fixtures', () => {
  it('list a new match every interval, lazily', () => {
    const scenario = defineScenario({
      ...base,
      name: 'fixtures',
      duration: 'endless',
      fixtures: { from: '1h', every: '2h', announce: '30m', ballEvery: '10s', inningsBreak: '2m' },
    });
    const { entries, engine } = playScenario(scenario, { forMs: 7 * 3_600_000 });
    const adds = of(entries, 'sports.addMatch');
    expect(adds.map((e) => (e.at - engine.startAt) / 60_000)).toEqual([30, 150, 270, 390]);
    expect(new Set(adds.map((e) => e.action.marketId)).size).toBe(4);
    expect(
      of(entries, 'sports.setStatus').filter((e) => e.action.status === 'COMPLETED').length,
    ).toBeGreaterThanOrEqual(3);
  });
});
