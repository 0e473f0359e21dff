import { describe, expect, it } from 'vitest';
import type { ActionOf, ScenarioAction } from '../actions';
import type { EmittedAction } from '../engine';
import { playScenario } from '../play';
import { defineScenario } from '../scenario';

const base = {
  title: 'Exchange test',
  description: 'One match with match odds and tied match.',
  defaultSeed: 11,
  startAt: '2026-03-14T19:30:00+05:30',
  standardAccounts: false,
} as const;

const of = <T extends ScenarioAction['type']>(entries: EmittedAction[], type: T) =>
  entries.filter((e) => e.action.type === type) as (EmittedAction & { action: ActionOf<T> })[];

const bestBack = (action: ActionOf<'sports.setExchangePrices'>, selectionId: string) =>
  action.runners.find((runner) => runner.selectionId === selectionId)?.back[0]?.price ?? 0;

describe('the exchange markets of a simulated match', () => {
  const play = (winner: string) =>
    playScenario(
      defineScenario({
        ...base,
        name: `sim-${winner.toLowerCase()}`,
        duration: '3h',
        matches: [
          {
            play: 'simulate',
            teams: ['India', 'Australia'],
            series: 'Test Series',
            start: '10m',
            winner,
            ballEvery: '10s',
            inningsBreak: '2m',
          },
        ],
      }),
    );

  it('opens match odds and tied match when listed and re-prices them ball by ball from the game', () => {
    const { entries } = play('Australia');
    expect(of(entries, 'sports.openExchangeMarket').map((e) => e.action.market)).toEqual([
      'matchOdds',
      'tiedMatch',
    ]);
    const prices = of(entries, 'sports.setExchangePrices').filter((e) => e.action.market === 'matchOdds');
    expect(prices.length).toBeGreaterThan(40);
    for (const { action } of prices) {
      for (const runner of action.runners) {
        expect(runner.back.length).toBeGreaterThan(0);
        expect(runner.lay[0]?.price).toBeGreaterThan(runner.back[0]?.price ?? 0);
      }
    }
    // By the end of the chase the winner is a short price and the loser a long one.
    const lastOpen = prices.filter((e) => e.action.status === 'OPEN').at(-1)?.action;
    if (!lastOpen) throw new Error('no open prices');
    expect(bestBack(lastOpen, '2')).toBeLessThan(1.3);
    expect(bestBack(lastOpen, '1')).toBeGreaterThan(3);
  });

  it('suspends on wickets and at the end, then declares match odds for the winner and tied match No', () => {
    const { entries } = play('Australia');
    const suspended = of(entries, 'sports.setExchangePrices').filter((e) => e.action.status === 'SUSPENDED');
    expect(suspended.length).toBeGreaterThan(4);
    const declared = of(entries, 'sports.declareMarket').filter((e) => e.action.market !== 'bookmaker');
    expect(declared.map((e) => [e.action.market, e.action.winnerSelectionId])).toEqual([
      ['matchOdds', '2'],
      ['tiedMatch', '37303'],
    ]);
  });

  it('on a tie voids match odds and tied match pays Yes', () => {
    const { entries } = play('tie');
    const declared = of(entries, 'sports.declareMarket').map((e) => [
      e.action.market,
      e.action.winnerSelectionId,
    ]);
    expect(declared).toEqual([
      ['bookmaker', null],
      ['matchOdds', null],
      ['tiedMatch', '37302'],
    ]);
  });

  it('is the same stream for the same seed', () => {
    const digest = (entries: EmittedAction[]) =>
      JSON.stringify(of(entries, 'sports.setExchangePrices').map((e) => [e.at, e.action]));
    expect(digest(play('India').entries)).toBe(digest(play('India').entries));
  });
});

describe('a scripted match with match odds, tied match, a voided session and an abandonment', () => {
  const { entries, engine } = playScenario(
    defineScenario({
      ...base,
      name: 'scripted-exchange',
      duration: '20m',
      matches: [
        {
          play: 'script',
          teams: ['India', 'Pakistan'],
          series: 'Asia Cup',
          start: '-5m',
          matchOdds: [
            { at: '0s', prices: { India: 1.62, Pakistan: 2.6 } },
            { at: '2m', prices: { India: 1.7 }, suspended: true },
          ],
          tiedMatch: [{ at: '1m', yes: 40 }],
          sessions: [{ name: '6 OVER RUN IND', open: '0s', line: 48, void: { at: '3m', remark: 'Rain' } }],
          abandon: { at: '10m', remark: 'Wet outfield' },
        },
      ],
    }),
  );

  it('prices the written path around each fair price, opening each market at its first step', () => {
    const opened = of(entries, 'sports.openExchangeMarket').map((e) => [
      e.at - engine.startAt,
      e.action.market,
    ]);
    expect(opened).toEqual([
      [0, 'matchOdds'],
      [0, 'tiedMatch'],
    ]);
    const first = of(entries, 'sports.setExchangePrices')[0]?.action;
    if (!first) throw new Error('no prices');
    expect(first.runners.map((runner) => runner.back[0]?.price)).toEqual([1.62, 2.6]);
    const tied = of(entries, 'sports.setExchangePrices').find((e) => e.action.market === 'tiedMatch');
    expect(tied?.at).toBe(engine.startAt + 60_000);
    expect(bestBack(tied?.action as ActionOf<'sports.setExchangePrices'>, '37302')).toBe(40);
    const suspended = of(entries, 'sports.setExchangePrices').at(-1)?.action;
    expect(suspended).toMatchObject({ market: 'matchOdds', status: 'SUSPENDED' });
  });

  it('voids the session and abandons the match when written', () => {
    expect(of(entries, 'sports.voidSession').map((e) => [e.at - engine.startAt, e.action.remark])).toEqual([
      [180_000, 'Rain'],
    ]);
    expect(of(entries, 'sports.abandonMatch').map((e) => [e.at - engine.startAt, e.action.remark])).toEqual([
      [600_000, 'Wet outfield'],
    ]);
  });
});
