import { isValidBetNumber, pattiGroup } from '@esk/contracts/catalog/matka';
import { istClockTime, istDay } from '@esk/contracts/dates';
import { describe, expect, it } from 'vitest';
import type { ActionOf } from '../actions';
import { playScenario } from '../play';
import { Rng } from '../rng';
import { defineScenario } from '../scenario';
import { ALL_PATTIS, jodiOf, randomPatti } from './matka-day';

const isPatti = (patti: string) =>
  ['SINGLE_PATTI', 'DOUBLE_PATTI', 'TRIPLE_PATTI'].some((game) => isValidBetNumber(game, patti));

describe('matka results', () => {
  it('draws only valid pattis, each ank being the digit sum mod 10', () => {
    expect(ALL_PATTIS).toHaveLength(220);
    expect(new Set(ALL_PATTIS).size).toBe(220);
    const rng = new Rng('pattis');
    for (let i = 0; i < 2000; i++) {
      const patti = randomPatti(rng);
      expect(isPatti(patti)).toBe(true);
      expect(pattiGroup(patti)).toBe([...patti].reduce((sum, digit) => sum + Number(digit), 0) % 10);
    }
    expect(jodiOf('128', '370')).toBe('10');
  });
});

describe('a matka market through its days', () => {
  const scenario = defineScenario({
    name: 'matka-days',
    title: 'Matka days',
    description: 'Three days of two markets, one closing after midnight.',
    defaultSeed: 1,
    startAt: '2026-03-14T10:00:00+05:30',
    duration: '3d',
    standardAccounts: false,
    matka: [
      { name: 'KALYAN', open: '15:45', close: '17:45', results: [{ open: '128', close: '370' }] },
      { name: 'MAIN BAZAR', open: '21:35', close: '00:05' },
    ],
  });
  const { entries } = playScenario(scenario);
  const ofMarket = (name: string) => {
    const add = entries.find((e) => e.action.type === 'matka.addMarket' && e.action.name === name)?.action;
    const id = add?.type === 'matka.addMarket' ? add.matkaEventId : '';
    return entries.filter((e) => 'matkaEventId' in e.action && e.action.matkaEventId === id);
  };

  it('declares open after the open time and close after the close time, once a day, with valid pattis', () => {
    const kalyan = ofMarket('KALYAN');
    const declares = kalyan.filter((e) => e.action.type === 'matka.declare');
    expect(declares).toHaveLength(6);
    const byDay = new Map<string, string[]>();
    for (const entry of declares) {
      const action = entry.action as ActionOf<'matka.declare'>;
      expect(isPatti(action.patti)).toBe(true);
      expect(action.date).toBe(istDay(entry.at));
      expect(istClockTime(entry.at)).toBe(action.side === 'OPEN' ? '15:50' : '17:50');
      byDay.set(action.date ?? '', [...(byDay.get(action.date ?? '') ?? []), action.side]);
    }
    for (const sides of byDay.values()) expect(sides).toEqual(['OPEN', 'CLOSE']);
    expect(declares.slice(0, 2).map((e) => (e.action as ActionOf<'matka.declare'>).patti)).toEqual([
      '128',
      '370',
    ]);
  });

  it('switches the flags as the day goes', () => {
    const flags = ofMarket('KALYAN')
      .filter((e) => e.action.type === 'matka.setFlags')
      .slice(0, 4)
      .map((e) => {
        const { type: _t, matkaEventId: _m, ...rest } = e.action as ActionOf<'matka.setFlags'>;
        return [istClockTime(e.at), rest];
      });
    expect(flags).toEqual([
      ['15:45', { openBet: false }],
      ['17:45', { closeBet: false, jodiBet: false }],
      ['17:50', { betStatus: false }],
      ['00:00', { betStatus: true, openBet: true, closeBet: true, jodiBet: true }],
    ]);
  });

  it('closes after midnight for the day before (extendedCloseDay)', () => {
    const main = ofMarket('MAIN BAZAR');
    const add = main[0]?.action as ActionOf<'matka.addMarket'>;
    expect(add.extendedCloseDay).toBe(1);
    const close = main.find(
      (e) => e.action.type === 'matka.declare' && e.action.side === 'CLOSE' && e.at > main[0]!.at,
    );
    expect(close && istClockTime(close.at)).toBe('00:10');
    expect(close && (close.action as ActionOf<'matka.declare'>).date).toBe('2026-03-14');
    // The next day's betting reopens only after that close result.
    const reopen = main.find((e) => e.action.type === 'matka.setFlags' && e.action.betStatus === true);
    expect(reopen && istClockTime(reopen.at)).toBe('00:11');
  });

  it('starts a market mid-day with the flags and results of the morning', () => {
    const late = playScenario(scenario, { startAt: Date.parse('2026-03-14T16:00:00+05:30'), forMs: 60_000 });
    const first = late.entries.filter((e) => e.action.type.startsWith('matka.'));
    const add = first.find((e) => e.action.type === 'matka.addMarket' && e.action.name === 'KALYAN')?.action;
    expect(add).toMatchObject({ openBet: false, closeBet: true, jodiBet: true, betStatus: true });
    expect(
      first.some(
        (e) => e.action.type === 'matka.declare' && e.action.side === 'OPEN' && e.action.patti === '128',
      ),
    ).toBe(true);
  });
});

describe('a matka market started days before the scenario (a history)', () => {
  const scenario = defineScenario({
    name: 'matka-past',
    title: 'Matka past',
    description: 'One market, two days of past.',
    defaultSeed: 1,
    startAt: '2026-03-14T10:00:00+05:30',
    duration: '9h',
    standardAccounts: false,
    history: { for: '2d', activities: ['matka'], player: 'x_client' },
    accounts: [{ username: 'x_client', coins: 1000 }],
    matka: [{ name: 'KALYAN', open: '15:45', close: '17:45', results: [{ open: '128', close: '370' }] }],
  });

  it('plays the past days at their real times with seeded results, and keeps day 0 for its script', () => {
    const { entries, engine } = playScenario(scenario);
    const declares = entries.filter((e) => e.action.type === 'matka.declare');
    const days = declares.map((e) => (e.action as ActionOf<'matka.declare'>).date);
    expect(days).toEqual([
      '2026-03-12',
      '2026-03-12',
      '2026-03-13',
      '2026-03-13',
      '2026-03-14',
      '2026-03-14',
    ]);
    for (const entry of declares) {
      expect(istDay(entry.at)).toBe((entry.action as ActionOf<'matka.declare'>).date);
    }
    expect(declares.slice(0, 4).every((e) => e.at < engine.startAt)).toBe(true);
    expect(declares.slice(4).map((e) => (e.action as ActionOf<'matka.declare'>).patti)).toEqual([
      '128',
      '370',
    ]);
    // Added once, when the past began; day 0's scripted results are still to come.
    const adds = entries.filter((e) => e.action.type === 'matka.addMarket');
    expect(adds.map((e) => e.at)).toEqual([engine.pastFrom]);
  });
});
