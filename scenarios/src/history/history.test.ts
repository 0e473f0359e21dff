import { DAY_MS } from '@esk/contracts/dates';
import { describe, expect, it, vi } from 'vitest';
import type { ActionType } from '../actions';
import { VirtualClock } from '../clock';
import { clockStartFor, ScenarioEngine, startAtFor } from '../engine';
import { HISTORY_ACTIVITIES } from '../format/history';
import { playScenario, streamDigest } from '../play';
import { defineScenario, parseScenario, type ScenarioInput } from '../scenario';

// A week-like past takes a second or two on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const base: ScenarioInput = {
  name: 'past',
  title: 'Past',
  description: 'Two days of past over every area.',
  defaultSeed: 'past',
  startAt: '2026-03-14T19:30:00+05:30',
  duration: '10m',
  history: '2d',
  matches: [{ play: 'simulate', teams: ['India', 'Australia'], series: 'S', start: '2h' }],
  casino: [{ game: 'lucky7' }, { game: 'dt20' }],
  matka: [{ name: 'EVENING', open: '20:00', close: '21:00' }],
  aviator: { houseEdge: 3, crowd: false },
};

const types = (entries: { action: { type: ActionType } }[]) => new Set(entries.map((e) => e.action.type));

describe('history: the format', () => {
  it("reads '7d' as a week of the demo client's past, every activity", () => {
    const scenario = defineScenario({ ...base, history: '7d' });
    expect(scenario.history).toEqual({
      for: 7 * DAY_MS,
      player: 'demo',
      activities: [...HISTORY_ACTIVITIES],
    });
    expect(parseScenario(JSON.parse(JSON.stringify(scenario)))).toEqual(scenario);
  });

  it('takes the long form, and refuses lengths, players and activities it cannot play', () => {
    const long = defineScenario({ ...base, history: { for: '36h', activities: ['matka'] } });
    expect(long.history).toMatchObject({ for: 36 * 3_600_000, player: 'demo', activities: ['matka'] });
    expect(() => defineScenario({ ...base, history: '30m' })).toThrow(/between 1h and 31d/);
    expect(() => defineScenario({ ...base, history: '40d' })).toThrow(/between 1h and 31d/);
    expect(() => defineScenario({ ...base, history: { for: '2d', player: 'agent' } })).toThrow(
      /cannot bet: the history's player.*\n {2}→ at history.player/s,
    );
    expect(() => defineScenario({ ...base, history: { for: '2d', player: 'newbie' } })).toThrow(/cannot bet/);
    expect(() => defineScenario({ ...base, history: { for: '2d', player: 'nobody' } })).toThrow(
      /unknown username 'nobody'/,
    );
    expect(() => parseScenario({ ...base, history: { for: '2d', activities: ['poker'] } })).toThrow(
      /history.activities/,
    );
  });
});

describe('history: the engine plays it before the start', () => {
  const scenario = defineScenario(base);
  const startAt = startAtFor(scenario);

  it('starts the clock at the past, plays it, and stops the player at the start', () => {
    expect(clockStartFor(scenario)).toBe(startAt - 2 * DAY_MS);
    const { entries, engine } = playScenario(scenario, { forMs: 60_000 });
    expect(engine.pastFrom).toBe(startAt - 2 * DAY_MS);
    expect(entries[0]).toMatchObject({ at: startAt - 2 * DAY_MS, action: { type: 'account.create' } });
    const past = entries.filter((e) => e.at < startAt);
    const present = entries.filter((e) => e.at >= startAt);
    for (const type of [
      'player.oddBet',
      'player.sessionBet',
      'player.casinoBet',
      'player.matkaBet',
      'player.aviatorBet',
      'player.aviatorCashOut',
      'account.credit',
      'sports.declareMarket',
      'casino.declare',
      'matka.declare',
      'aviator.crash',
    ] as const) {
      expect(types(past)).toContain(type);
    }
    // Over by over: no ball-by-ball score in the past; the player never acts in the present.
    expect(types(past)).not.toContain('sports.setScore');
    expect([...types(present)].some((type) => type.startsWith('player.'))).toBe(false);
    // The accounts were opened when the past began, not again at the start.
    expect(present.some((e) => e.action.type === 'account.create')).toBe(false);
  });

  it('is the same stream byte for byte for a seed, another for another seed', () => {
    const first = playScenario(scenario, { forMs: 60_000 });
    const again = playScenario(scenario, { forMs: 60_000 });
    expect(streamDigest(again.entries)).toBe(streamDigest(first.entries));
    const other = playScenario(scenario, { forMs: 60_000, seed: 'other' });
    expect(streamDigest(other.entries)).not.toBe(streamDigest(first.entries));
  });

  it("leaves the scenario's own randomness alone: its present plays the same without the past", () => {
    const withPast = playScenario(scenario, { forMs: 5 * 60_000 }).entries.filter(
      (e) => e.at >= startAt && e.action.type.startsWith('casino.'),
    );
    const without = playScenario(scenario, { forMs: 5 * 60_000, history: false }).entries.filter((e) =>
      e.action.type.startsWith('casino.'),
    );
    expect(streamDigest(withPast)).toBe(streamDigest(without));
  });

  it('plays only the areas the scenario has and the activities it asks for', () => {
    const { aviator: _aviator, ...noAviator } = base;
    const entries = playScenario(
      defineScenario({ ...noAviator, history: { for: '2d', activities: ['funds', 'aviator'] } }),
      {
        forMs: 1000,
      },
    ).entries.filter((e) => e.at < startAt);
    expect(
      [...types(entries)].filter((type) => type.startsWith('player.') || type.startsWith('aviator.')),
    ).toEqual([]);
    expect(types(entries)).toContain('account.credit');
  });

  it('refuses a clock that is already past the start of the history', () => {
    expect(
      () => new ScenarioEngine(scenario, { clock: new VirtualClock(startAt), target: { apply() {} } }),
    ).toThrow(/after the start of the scenario's history/);
    const engine = new ScenarioEngine(scenario, {
      clock: new VirtualClock(startAt),
      target: { apply() {} },
      history: false,
    });
    expect(engine.pastFrom).toBeUndefined();
  });
});
