import { describe, expect, it } from 'vitest';
import type { ActionOf, ActionType } from '../actions';
import type { EmittedAction } from '../engine';
import { playScenario, streamDigest } from '../play';
import { defineScenario } from '../scenario';

const base = {
  name: 'crowd-check',
  title: 'Crowd check',
  description: 'Aviator with its simulated crowd.',
  defaultSeed: 'crowd',
  startAt: '2026-03-14T19:30:00+05:30',
  duration: '5m',
};

const ofType = <T extends ActionType>(entries: EmittedAction[], type: T) =>
  entries.filter((e) => e.action.type === type) as (EmittedAction & { action: ActionOf<T> })[];

const play = (aviator: Record<string, unknown>, seed?: string) =>
  playScenario(defineScenario({ ...base, aviator }), seed ? { seed } : {}).entries;

describe('the simulated aviator crowd', () => {
  it('is the same for the same seed and differs for another', () => {
    const first = play({});
    expect(streamDigest(play({}))).toBe(streamDigest(first));
    const other = ofType(play({}, 'another'), 'aviator.crowd')[0]?.action.bets;
    expect(other).not.toEqual(ofType(first, 'aviator.crowd')[0]?.action.bets);
  });

  it('bets within each betting window, at most 400 players, with sane stakes and targets', () => {
    const entries = play({ betting: '6s', crowd: { players: { min: 30, max: 60 } } });
    const opens = new Map(ofType(entries, 'aviator.openRound').map((e) => [e.action.roundId, e]));
    const crowds = ofType(entries, 'aviator.crowd');
    expect(crowds.length).toBe(opens.size);
    for (const { at, action } of crowds) {
      expect(opens.get(action.roundId)?.at).toBe(at);
      expect(action.bets.length).toBeGreaterThanOrEqual(30);
      expect(action.bets.length).toBeLessThanOrEqual(60);
      expect(new Set(action.bets.map((bet) => bet.player)).size).toBe(action.bets.length);
      for (const bet of action.bets) {
        expect(bet.afterMs).toBeGreaterThanOrEqual(0);
        expect(bet.afterMs).toBeLessThan(6000);
        expect(bet.amount).toBeGreaterThan(0);
        if (bet.cashOutAt !== null) expect(bet.cashOutAt).toBeGreaterThanOrEqual(1.01);
      }
    }
    const targets = crowds.flatMap(({ action }) => action.bets.map((bet) => bet.cashOutAt));
    const share = targets.filter((target) => target !== null).length / targets.length;
    expect(share).toBeGreaterThan(0.55);
    expect(share).toBeLessThan(0.85);
  });

  it('does not change a single crash point or seed whether it is on or off', () => {
    const crashes = (entries: EmittedAction[]) => ofType(entries, 'aviator.crash').map((e) => e.action);
    const quiet = play({ crowd: false });
    expect(ofType(quiet, 'aviator.crowd')).toEqual([]);
    expect(ofType(quiet, 'aviator.chat')).toEqual([]);
    expect(crashes(play({}))).toEqual(crashes(quiet));
  });

  it('chats about every chatEvery, from the pool of players', () => {
    const entries = play({ crowd: { chatEvery: '10s' } });
    const chat = ofType(entries, 'aviator.chat');
    // 5 minutes at one line per 10 s on average (±50%), plus a few reactions to big crashes.
    expect(chat.length).toBeGreaterThan(20);
    expect(chat.length).toBeLessThan(50);
    // Handles of the same pool the bettors come from: lowercase names with digits or a 2-letter tag.
    for (const { action } of chat) expect(action.player).toMatch(/^[a-z]{3,}(\d{1,3}|_[a-z]{2})$/);
    expect(new Set(chat.map((e) => e.action.player)).size).toBeGreaterThan(10);
  });

  it('schedules the settings changes at their times', () => {
    const entries = play({
      settings: [
        { at: '0s', minStake: 20 },
        { at: '1m', betStatus: false, errorMessage: 'Closed for maintenance' },
        { at: '2m', betStatus: true },
      ],
    });
    const start = Date.parse(base.startAt);
    expect(ofType(entries, 'aviator.settings').map((e) => ({ at: e.at - start, action: e.action }))).toEqual([
      { at: 0, action: { type: 'aviator.settings', minStake: 20 } },
      {
        at: 60_000,
        action: { type: 'aviator.settings', betStatus: false, errorMessage: 'Closed for maintenance' },
      },
      { at: 120_000, action: { type: 'aviator.settings', betStatus: true } },
    ]);
  });

  it('refuses a crowd or settings that make no sense, naming the field', () => {
    expect(() => defineScenario({ ...base, aviator: { crowd: { players: { min: 50, max: 10 } } } })).toThrow(
      /players\.min/,
    );
    expect(() =>
      defineScenario({ ...base, aviator: { settings: [{ at: '0s', minStake: 500, maxStake: 100 }] } }),
    ).toThrow(/minStake/);
  });
});
