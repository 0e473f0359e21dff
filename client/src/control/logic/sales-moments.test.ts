import { scenarioActionSchema } from '@esk/contracts/sim/actions';
import { describe, expect, it } from 'vitest';
import { salesMoments } from './sales-moments';
import { controlStateFixture } from './test-state';

const moment = (id: string, state = controlStateFixture()) => {
  const found = salesMoments(state).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no moment ${id}`);
  return found;
};

describe('the demo moments', () => {
  it('are valid scenario actions, named after what exists now', () => {
    const moments = salesMoments(controlStateFixture());
    expect(moments.map((candidate) => candidate.label)).toEqual([
      'Declare FALL OF 1ST WKT IND at 52',
      'Crash the plane now at 3.5',
      'Deal lucky7 a 7',
      'Force logout DEMO',
      'Suspend this market',
      'Turn casino betting off',
    ]);
    for (const candidate of moments) {
      expect(candidate.unavailable).toBeUndefined();
      for (const action of candidate.actions)
        expect(scenarioActionSchema.safeParse(action).success).toBe(true);
    }
  });

  it('suspend the priced match keeping its rates, and reopen it once suspended', () => {
    expect(moment('suspend-market').actions).toEqual([
      {
        type: 'sports.setRates',
        marketId: '1.2',
        market: 'bookmaker',
        rates: [
          { selectionId: 'ind', lgaai: 0.6, khaai: 0.62, suspended: true },
          { selectionId: 'pak', lgaai: 0, khaai: 0, suspended: true },
        ],
      },
    ]);
    const state = controlStateFixture();
    for (const row of state.matches[1]?.bookmaker ?? []) row.suspended = true;
    expect(moment('suspend-market', state).label).toBe('Reopen this market');
  });

  it('turn every casino table off, then on again', () => {
    expect(moment('casino-betting').actions).toHaveLength(2);
    const off = controlStateFixture();
    for (const table of off.tables) table.suspended = true;
    expect(moment('casino-betting', off)).toMatchObject({
      label: 'Turn casino betting on',
      actions: [{ suspended: false }, { suspended: false }],
    });
  });

  it('say why they cannot run instead of sending a refused action', () => {
    const state = controlStateFixture({ aviator: { roundId: 'AV1', status: 'waiting', crashPoint: 1.4 } });
    state.tables[1] = {
      ...state.tables[1],
      round: { roundId: 'R9', shown: 1, bettingClosed: true, declared: false },
    } as never;
    expect(moment('crash-plane', state)).toMatchObject({
      unavailable: 'No aviator round in the air',
      actions: [],
    });
    expect(moment('deal-lucky7', state)).toMatchObject({
      unavailable: 'Wait for the next lucky7 round',
      actions: [],
    });
    expect(moment('declare-session', controlStateFixture({ matches: [] }))).toMatchObject({
      unavailable: 'No open session',
    });
  });
});
