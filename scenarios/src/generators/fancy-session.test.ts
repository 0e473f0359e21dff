import { describe, expect, it } from 'vitest';
import { Rng } from '../rng';
import { KNOWN_TEAMS, type Team } from './cricket-data';
import {
  candidateSessions,
  generatedSessionEvents,
  type InningsTiming,
  ordinal,
  planSessions,
  scriptedSessionEvents,
} from './fancy-session';
import { simulateMatch } from './innings';

const teams = [KNOWN_TEAMS[0], KNOWN_TEAMS[1]] as [Team, Team];
const BALL = 30_000;
const timing = (start: number): InningsTiming => ({
  ballAt: (n) => start + n * BALL,
  openAt: (done) => start + done * BALL + 3000,
  ballRunningMs: 5000,
  wicketPauseMs: 12_000,
  declareAfterMs: 18_000,
});

describe('fancy sessions', () => {
  it('names follow the feed', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1ST',
      '2ND',
      '3RD',
      '4TH',
      '11TH',
      '12TH',
      '13TH',
      '21ST',
      '22ND',
    ]);
    const sim = simulateMatch(new Rng(1), teams, 20, 0);
    const names = candidateSessions(sim.innings[0], 'IND').map((plan) => plan.name);
    expect(names).toContain('6 OVER RUN IND');
    expect(names).toContain('FALL OF 1ST WKT IND');
    expect(names).toContain('R SHARMA RUN');
    expect(names).toContain('TOTAL BOUNDARIES IND');
  });

  it('declare what the innings produced', () => {
    for (let seed = 0; seed < 20; seed++) {
      const sim = simulateMatch(new Rng(seed), teams, 20, 0);
      const innings = sim.innings[0];
      for (const plan of candidateSessions(innings, 'IND')) {
        if (plan.name === '6 OVER RUN IND')
          expect(plan.value).toBe(innings.balls[Math.min(36, innings.balls.length) - 1]?.score);
        if (plan.name === 'FALL OF 1ST WKT IND') {
          const fall = innings.balls.find((ball) => ball.wicket);
          expect(plan.value).toBe(fall ? fall.score : innings.total);
        }
        if (plan.kind === 'boundaries') {
          expect(plan.value).toBe(innings.balls.filter((ball) => ball.runs >= 4).length);
        }
        expect(plan.soFar(plan.resolveOn)).toBe(plan.value);
      }
    }
  });

  it('open, move, go BALL RUNNING and declare exactly once, in time order', () => {
    for (let seed = 0; seed < 8; seed++) {
      const rng = new Rng(`sessions-${seed}`);
      const sim = simulateMatch(rng.fork('sim'), teams, 20, 1);
      const innings = sim.innings[0];
      const plans = planSessions(
        innings,
        'AUS',
        {
          count: 6,
          kinds: ['overRun', 'fallOfWicket', 'playerRun', 'partnership', 'onlyOver', 'boundaries'],
        },
        rng,
      );
      expect(plans.length).toBeGreaterThan(3);
      for (let b = 0; b <= innings.balls.length; b++) {
        const open = plans.filter((plan) => plan.openAfter <= b && plan.resolveOn > b);
        expect(open.length).toBeLessThanOrEqual(6);
      }
      plans.forEach((plan, i) => {
        const ids = { marketId: '1.2', sessionId: String(i) };
        const events = generatedSessionEvents(plan, ids, timing(0), innings, rng.fork(plan.name), 50_000);
        const types = events.map((event) => event.action.type);
        expect(types[0]).toBe('sports.openSession');
        expect(types.filter((type) => type === 'sports.openSession')).toHaveLength(1);
        expect(types.filter((type) => type === 'sports.declareSession')).toHaveLength(1);
        expect(types.at(-1)).toBe('sports.declareSession');
        const declare = events.at(-1)?.action;
        expect(declare?.type === 'sports.declareSession' && declare.run).toBe(plan.value);
        for (let j = 1; j < events.length; j++) {
          expect(events[j]?.time).toBeGreaterThanOrEqual(events[j - 1]?.time ?? 0);
        }
        for (const { action } of events) {
          if (action.type !== 'sports.updateSession' && action.type !== 'sports.openSession') continue;
          if (action.runsNo === undefined || action.runsYes === undefined) continue;
          expect(action.runsYes - action.runsNo).toBeGreaterThanOrEqual(0);
          expect(action.runsYes - action.runsNo).toBeLessThanOrEqual(1);
          expect([1, 0.85]).toContain(action.oddsNo);
          expect([1, 1.15]).toContain(action.oddsYes);
        }
        expect(types).toContain('sports.updateSession');
        expect(
          events.some(
            (event) => event.action.type === 'sports.updateSession' && event.action.status === 'BALL RUNNING',
          ),
        ).toBe(true);
      });
    }
  });

  it('play a scripted session as written', () => {
    const events = scriptedSessionEvents(
      {
        name: '6 OVER RUN IND',
        open: 0,
        line: 48,
        sameRun: false,
        odds: [1, 1],
        max: 50_000,
        remark: '',
        comPerm: 'YES',
        moves: [{ at: 60_000, line: 50, status: 'ACTIVE' }],
        declare: { at: 120_000, run: 52 },
      },
      { marketId: 'm', sessionId: 's' },
      1000,
    );
    expect(events.map((event) => [event.time, event.action.type])).toEqual([
      [1000, 'sports.openSession'],
      [61_000, 'sports.updateSession'],
      [121_000, 'sports.declareSession'],
    ]);
    expect(events[0]?.action).toMatchObject({ runsNo: 48, runsYes: 49 });
    expect(events[1]?.action).toMatchObject({ runsNo: 50, runsYes: 51, status: 'ACTIVE' });
    expect(events[2]?.action).toMatchObject({ run: 52 });
  });
});
