import { describe, expect, it } from 'vitest';
import { userTypes } from './actions';
import { allLiveTables } from './dsl';
import { defineScenario, parseScenario, ScenarioFormatError, scenarioAccounts } from './scenario';
import { standardAccounts } from './standard-accounts';

const minimal = {
  name: 'minimal',
  title: 'Minimal',
  description: 'Nothing but accounts.',
  defaultSeed: 'x',
  duration: '1m',
};

describe('the scenario format', () => {
  it('fills defaults and turns durations into ms', () => {
    const scenario = defineScenario({ ...minimal, aviator: {}, casino: [{ game: 'lucky7' }] });
    expect(scenario.duration).toBe(60_000);
    expect(scenario.standardAccounts).toBe(true);
    expect(scenario.aviator).toMatchObject({
      houseEdge: 1,
      betting: 8000,
      closeAfter: 3000,
      nextAfter: 2000,
    });
    expect(scenario.casino[0]).toMatchObject({
      game: 'lucky7',
      start: 0,
      betting: 15_000,
      revealEvery: 1000,
    });
    expect(scenario.timeline).toEqual([]);
  });

  it('includes the standard accounts: demo, newbie, agent and one per other role', () => {
    const accounts = scenarioAccounts(defineScenario(minimal));
    expect(accounts.map((a) => a.username)).toEqual(standardAccounts.map((a) => a.username));
    expect(accounts.find((a) => a.username === 'demo')).toMatchObject({
      password: 'demo1234',
      userType: 'client',
    });
    expect(accounts.find((a) => a.username === 'newbie')).toMatchObject({ isPasswordChanged: false });
    expect(new Set(accounts.map((a) => a.userType))).toEqual(new Set(userTypes));
    for (const account of accounts) expect(account.password).toBe(`${account.username}1234`);
  });

  it('lets a scenario replace a standard account or opt out', () => {
    const own = defineScenario({
      ...minimal,
      accounts: [
        { username: 'demo', coins: 7 },
        { username: 'rich', coins: 1e7 },
      ],
    });
    const accounts = scenarioAccounts(own);
    expect(accounts.find((a) => a.username === 'demo')?.coins).toBe(7);
    expect(accounts.at(-1)?.username).toBe('rich');
    expect(scenarioAccounts(defineScenario({ ...minimal, standardAccounts: false }))).toEqual([]);
  });

  it('reports every problem with its path', () => {
    let error: unknown;
    try {
      parseScenario({
        ...minimal,
        duration: '1 minute',
        accountEvents: [{ at: '1m', logout: 'nobody' }],
        casino: [{ game: 'roulette' }],
        matka: [{ name: 'X', open: '25:00', close: '10:00' }],
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ScenarioFormatError);
    const message = (error as Error).message;
    expect(message).toContain("scenario 'minimal' is not valid");
    expect(message).toContain('duration');
    expect(message).toContain('casino[0].game');
    expect(message).toContain('matka[0].open');
  });

  it('checks references once the shape is right', () => {
    expect(() => defineScenario({ ...minimal, accountEvents: [{ at: '1m', logout: 'nobody' }] })).toThrow(
      /unknown username 'nobody'/,
    );
    expect(() => defineScenario({ ...minimal, casino: [{ game: 'dt20' }, { game: 'dt20' }] })).toThrow(
      /listed twice/,
    );
    expect(() =>
      defineScenario({
        ...minimal,
        matches: [{ play: 'simulate', teams: ['A', 'B', 'C'], series: 'S', start: '0s' }],
      }),
    ).toThrow(/simulated match has two teams/);
    expect(() =>
      defineScenario({
        ...minimal,
        matches: [
          { play: 'simulate', teams: ['India', 'Australia'], series: 'S', start: '0s' },
          { play: 'simulate', teams: ['India', 'Australia'], series: 'S', start: '1h' },
        ],
      }),
    ).toThrow(/match key 'ind-aus' is used twice/);
  });

  it('rejects invalid patti results and unknown keys', () => {
    expect(() =>
      defineScenario({
        ...minimal,
        matka: [{ name: 'M', open: '10:00', close: '11:00', results: [{ open: '123' }] }],
      }),
    ).not.toThrow();
    expect(() =>
      defineScenario({
        ...minimal,
        matka: [{ name: 'M', open: '10:00', close: '11:00', results: [{ open: '321' }] }],
      }),
    ).toThrow(/not a valid patti/);
    expect(() => parseScenario({ ...minimal, extra: true })).toThrow(/extra/);
  });

  it('allLiveTables gives one table per live game with overrides', () => {
    const tables = allLiveTables({ betting: '10s' }, { lucky7: { results: ['0'] } });
    expect(tables).toHaveLength(11);
    expect(tables.find((t) => t.game === 'lucky7')).toEqual({
      betting: '10s',
      results: ['0'],
      game: 'lucky7',
    });
  });
});
