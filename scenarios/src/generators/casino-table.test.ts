import { describe, expect, it } from 'vitest';
import type { ActionOf } from '../actions';
import { casinoGames } from '../games/casino/index';
import type { CasinoGame } from '../games/types';
import { playScenario } from '../play';
import { Rng } from '../rng';
import { defineScenario } from '../scenario';
import { casinoRoundId, dealRound } from './casino-table';

/** A two-card high-card game: result '1' when the first card is higher, '2' lower, '0' equal. */
const fakeGame: CasinoGame = {
  shortName: 'lucky7',
  eventId: '3032',
  name: 'Fake high card',
  maxCards: 2,
  markets: [],
  deal: (rng) => [rng.pick(['2HH', '5SS', '9DD', 'KCC']), rng.pick(['2SS', '5HH', '9CC', 'KDD'])],
  evaluate: (cards) => {
    const rank = (card: string | undefined) => '259K'.indexOf(card?.[0] ?? '');
    const diff = rank(cards[0]) - rank(cards[1]);
    const result = diff > 0 ? '1' : diff < 0 ? '2' : '0';
    return { result, winners: [result], desc: result, win: result };
  },
  feed: () => ({ t1: [], t2: [] }),
};

const scenario = defineScenario({
  name: 'fake-table',
  title: 'Fake table',
  description: 'One table with a fake game.',
  defaultSeed: 3,
  startAt: '2026-03-14T19:30:00+05:30',
  duration: '5m',
  standardAccounts: false,
  casino: [
    {
      game: 'lucky7',
      betting: '10s',
      revealEvery: '2s',
      round: '20s',
      results: ['0', { cards: ['KCC', '2SS'] }, '2'],
      suspensions: [{ at: '1m05s', for: '30s' }],
    },
  ],
});

describe('a casino table', () => {
  const { entries, engine } = playScenario(scenario, { games: () => fakeGame });
  const t = (at: number) => (at - engine.startAt) / 1000;

  it('runs start, close betting, one reveal per card, declare, then the next round', () => {
    const first = entries.slice(0, 5).map((e) => [t(e.at), e.action.type]);
    expect(first).toEqual([
      [0, 'casino.startRound'],
      [10, 'casino.closeBetting'],
      [12, 'casino.revealCards'],
      [14, 'casino.revealCards'],
      [15.5, 'casino.declare'],
    ]);
    expect(entries[5]).toMatchObject({ action: { type: 'casino.startRound' } });
    expect(t(entries[5]?.at ?? 0)).toBe(20);
  });

  it('deals the scripted results, then seeded rounds', () => {
    const starts = entries
      .filter((e) => e.action.type === 'casino.startRound')
      .map((e) => e.action as ActionOf<'casino.startRound'>);
    expect(fakeGame.evaluate(starts[0]?.cards ?? []).result).toBe('0');
    expect(starts[1]?.cards).toEqual(['KCC', '2SS']);
    expect(fakeGame.evaluate(starts[2]?.cards ?? []).result).toBe('2');
    expect(starts.length).toBeGreaterThan(8);
    expect(new Set(starts.map((s) => s.roundId)).size).toBe(starts.length);
  });

  it('holds new rounds while suspended', () => {
    const table = entries
      .filter((e) => e.action.type === 'casino.setTableStatus')
      .map((e) => [t(e.at), e.action]);
    expect(table).toEqual([
      [65, { type: 'casino.setTableStatus', shortName: 'lucky7', suspended: true }],
      [95, { type: 'casino.setTableStatus', shortName: 'lucky7', suspended: false }],
    ]);
    const startTimes = entries.filter((e) => e.action.type === 'casino.startRound').map((e) => t(e.at));
    expect(startTimes.filter((time) => time >= 65 && time < 95)).toEqual([]);
    expect(startTimes).toContain(95);
  });

  it('stops at the end of the scenario with every round complete', () => {
    const last = entries.at(-1);
    expect(last?.action.type).toBe('casino.declare');
    expect(last?.at).toBeLessThanOrEqual(engine.endsAt ?? 0);
  });

  it('round ids carry the event id and the start time at +05:30', () => {
    expect(casinoRoundId('3032', Date.parse('2026-03-14T19:30:05+05:30'))).toBe('3032260314193005');
  });

  it('can script every result code of every real table', () => {
    for (const game of Object.values(casinoGames)) {
      for (const code of Object.keys(game.results)) {
        const cards = dealRound(game, code, new Rng(`${game.shortName}:${code}`));
        expect(game.evaluate(cards).result).toBe(code);
      }
    }
  });

  it('says which script is impossible', () => {
    expect(() => dealRound(fakeGame, '7', new Rng(1))).toThrow(/no deal gave result '7'/);
  });
});

describe('table settings in a scenario', () => {
  const withSettings = defineScenario({
    name: 'table-settings',
    title: 'Table settings',
    description: 'One table whose settings change over time.',
    defaultSeed: 4,
    startAt: '2026-03-14T19:30:00+05:30',
    duration: '3m',
    standardAccounts: false,
    casino: [
      {
        game: 'worli2',
        rounds: 1,
        settings: [
          { fetchData: 'cache', oddsDifference: 0.02 },
          { at: '1m', betStatus: false, errorMessage: 'Closed for the draw' },
          { at: '2m', betStatus: true, minStake: 200, maxStake: 5000, videoUrlType: '2' },
        ],
      },
    ],
  });

  it('emits each change as casino.settings for its table at its time, with only the fields it names', () => {
    const { entries, engine } = playScenario(withSettings);
    const changes = entries
      .filter((e) => e.action.type === 'casino.settings')
      .map((e) => [(e.at - engine.startAt) / 1000, e.action]);
    expect(changes).toEqual([
      [0, { type: 'casino.settings', shortName: 'worli2', fetchData: 'cache', oddsDifference: 0.02 }],
      [
        60,
        {
          type: 'casino.settings',
          shortName: 'worli2',
          betStatus: false,
          errorMessage: 'Closed for the draw',
        },
      ],
      [
        120,
        {
          type: 'casino.settings',
          shortName: 'worli2',
          betStatus: true,
          minStake: 200,
          maxStake: 5000,
          videoUrlType: '2',
        },
      ],
    ]);
  });

  it('refuses a minimum above the maximum, naming the field', () => {
    expect(() =>
      defineScenario({
        ...withSettings,
        casino: [{ game: 'worli2', settings: [{ minStake: 500, maxStake: 100 }] }],
      }),
    ).toThrow(/minStake/);
  });
});
