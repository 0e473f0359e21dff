import { describe, expect, it } from 'vitest';
import { actionSpec } from './action-fields';
import { fieldChoices, liveDefaults } from './live-defaults';
import { controlStateFixture } from './test-state';

const spec = (type: string) => {
  const found = actionSpec(type);
  if (!found) throw new Error(`no ${type}`);
  return found;
};

describe('trigger defaults from the live state', () => {
  it('declares the first open session of the match in play at its YES line', () => {
    expect(liveDefaults(spec('sports.declareSession'), controlStateFixture())).toEqual({
      marketId: '1.2',
      sessionId: 's2',
      run: 27,
    });
  });

  it('follows the match the form has chosen', () => {
    const defaults = liveDefaults(spec('sports.declareSession'), controlStateFixture(), { marketId: '1.1' });
    expect(defaults).toMatchObject({ marketId: '1.1', sessionId: 's0' });
  });

  it('takes the round of the table or of the plane, and the demo user', () => {
    const state = controlStateFixture();
    expect(liveDefaults(spec('casino.declare'), state)).toEqual({ shortName: 'lucky7', roundId: 'R9' });
    expect(liveDefaults(spec('aviator.crash'), state)).toMatchObject({ roundId: 'AV1', crashPoint: 2.1 });
    expect(liveDefaults(spec('account.forceLogout'), state)).toEqual({ username: 'DEMO' });
  });

  it('leaves new ids to the operator (a new match, session, round or account)', () => {
    const state = controlStateFixture();
    expect(liveDefaults(spec('sports.openSession'), state)).not.toHaveProperty('sessionId');
    expect(liveDefaults(spec('casino.startRound'), state)).not.toHaveProperty('roundId');
    expect(fieldChoices(spec('account.create'), 'username', state, {})).toBeUndefined();
  });

  it('offers what exists now as choices, the match in play first', () => {
    const state = controlStateFixture();
    expect(
      fieldChoices(spec('sports.setStatus'), 'marketId', state, {})?.map((choice) => choice.label),
    ).toEqual(['India v Pakistan (INPLAY)', 'Done v Dusted (COMPLETED)']);
    expect(fieldChoices(spec('sports.declareSession'), 'sessionId', state, { marketId: '1.2' })).toEqual([
      { value: 's1', label: '6 OVER RUN IND (declared 52)' },
      { value: 's2', label: 'FALL OF 1ST WKT IND (ACTIVE)' },
    ]);
  });
});
