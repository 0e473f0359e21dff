import { msToReach } from '@esk/contracts/catalog/aviator-curve';
import { describe, expect, it } from 'vitest';
import type { ActionOf, ActionType } from '../actions';
import type { EmittedAction } from '../engine';
import { playScenario } from '../play';
import { defineScenario, parseScenario, type ScenarioFormatError } from '../scenario';

const START = Date.parse('2026-03-14T19:30:00+05:30');
const base = {
  name: 'pinned-crash',
  title: 'Pinned crash',
  description: 'Aviator crashes at exact moments.',
  defaultSeed: 'pinned',
  startAt: '2026-03-14T19:30:00+05:30',
  duration: '6m',
};

const ofType = <T extends ActionType>(entries: EmittedAction[], type: T) =>
  entries.filter((e) => e.action.type === type) as (EmittedAction & { action: ActionOf<T> })[];

const play = (aviator: Record<string, unknown>) =>
  playScenario(defineScenario({ ...base, aviator: { crowd: false, ...aviator } })).entries;

/** [open, close] of every round, in order. */
function rounds(entries: EmittedAction[]) {
  const closes = new Map(ofType(entries, 'aviator.closeRound').map((e) => [e.action.roundId, e.at]));
  return ofType(entries, 'aviator.openRound').map((e) => [e.at, closes.get(e.action.roundId)] as const);
}

describe("aviator crashes pinned with crashAt ('4m', crash 2.5)", () => {
  it('crash at exactly that moment and value, the round opened betting + climb before it', () => {
    const entries = play({ crashes: [{ crashAt: '4m', crash: 2.5 }], afterScript: 'stop' });
    const [crash] = ofType(entries, 'aviator.crash');
    expect(ofType(entries, 'aviator.crash')).toHaveLength(1);
    expect(crash?.at).toBe(START + 240_000);
    expect(crash?.action.crashPoint).toBe(2.5);
    const [open] = ofType(entries, 'aviator.openRound');
    expect(open?.at).toBe(START + 240_000 - msToReach(2.5) - 8000);
    expect(open?.action.roundId).toBe(crash?.action.roundId);
  });

  it('fill the time before them with script and chain rounds that end in time, and go on after', () => {
    const entries = play({
      script: [1.5, 3],
      crashes: [
        { crashAt: '2m', crash: 2.5 },
        { crashAt: '4m', crash: 10 },
      ],
    });
    const crashes = ofType(entries, 'aviator.crash');
    expect(crashes.slice(0, 2).map((e) => e.action.crashPoint)).toEqual([1.5, 3]);
    expect(crashes.find((e) => e.at === START + 120_000)?.action.crashPoint).toBe(2.5);
    expect(crashes.find((e) => e.at === START + 240_000)?.action.crashPoint).toBe(10);
    expect(crashes.filter((e) => e.at > START + 240_000).length).toBeGreaterThan(0);
    const spans = rounds(entries);
    for (let i = 1; i < spans.length; i++) {
      const [open] = spans[i] ?? [];
      const [, previousClose] = spans[i - 1] ?? [];
      expect(open).toBeGreaterThanOrEqual((previousClose ?? 0) + 2000);
    }
  });

  it('are refused, naming the field, when the round cannot open in time or close before the end', () => {
    const invalid = (crashes: unknown[]) => {
      try {
        parseScenario({ ...base, aviator: { crashes } });
      } catch (error) {
        return (error as ScenarioFormatError).message;
      }
      return 'valid';
    };
    expect(invalid([{ crashAt: '5s', crash: 2.5 }])).toContain('needs its round to open at -18s272ms');
    expect(invalid([{ crashAt: '5s', crash: 2.5 }])).toContain('at aviator.crashes[0].crashAt');
    expect(invalid([{ crashAt: '5m59s', crash: 1.5 }])).toContain("after the scenario's end (6m)");
    expect(
      invalid([
        { crashAt: '3m', crash: 2 },
        { crashAt: '3m5s', crash: 2 },
      ]),
    ).toContain('the pinned round before it is over');
    expect(invalid([{ crashAt: '3m', crash: 2 }])).toBe('valid');
  });
});
