import { scenarioActionSchema } from '@esk/contracts/sim/actions';
import { describe, expect, it } from 'vitest';
import { ACTION_SPECS, actionSpec, FieldInputError, toAction, toFormValue } from './action-fields';

describe('the trigger catalogue generated from the action schemas', () => {
  it('has one form per action of the union, each field described', () => {
    expect(ACTION_SPECS.map((spec) => spec.type)).toEqual(
      scenarioActionSchema.options.map((option) => option.shape.type.value),
    );
    for (const spec of ACTION_SPECS) {
      for (const field of spec.fields) expect(field.description, `${spec.type}.${field.name}`).not.toBe('');
    }
  });

  it('reads kinds, requiredness, defaults and choices from the schema', () => {
    const fault = actionSpec('fault.http');
    const byName = Object.fromEntries((fault?.fields ?? []).map((field) => [field.name, field]));
    expect(byName.path).toMatchObject({ kind: 'text', required: true });
    expect(byName.latencyMs).toMatchObject({ kind: 'number', required: false, default: 0, integer: true });
    expect(byName.status).toMatchObject({ kind: 'number', required: false, min: 400, max: 599 });
    expect(actionSpec('fault.socketDisconnect')?.fields[0]).toMatchObject({
      kind: 'enum',
      options: ['account', 'match', 'casino', 'aviator', 'all'],
    });
    expect(actionSpec('casino.setRoundCards')?.fields.find((field) => field.name === 'cards')?.kind).toBe(
      'list',
    );
    expect(actionSpec('sports.setRates')?.fields.find((field) => field.name === 'rates')?.kind).toBe('json');
    expect(
      actionSpec('sports.declareMarket')?.fields.find((field) => field.name === 'winnerSelectionId'),
    ).toMatchObject({ nullable: true, required: true });
  });

  it('turns form values back into an action the schema accepts', () => {
    const spec = actionSpec('casino.setRoundCards');
    if (!spec) throw new Error('no spec');
    const action = toAction(spec, { shortName: 'lucky7', roundId: 'R1', cards: '7SS, KHH' });
    expect(action).toEqual({
      type: 'casino.setRoundCards',
      shortName: 'lucky7',
      roundId: 'R1',
      cards: ['7SS', 'KHH'],
    });
    expect(scenarioActionSchema.safeParse(action).success).toBe(true);
  });

  it('leaves empty optional fields to their defaults, sends null for an empty nullable one', () => {
    const fault = actionSpec('fault.http');
    const market = actionSpec('sports.declareMarket');
    if (!fault || !market) throw new Error('no spec');
    expect(
      toAction(fault, { path: '/v1/', latencyMs: '', status: '', message: '', durationMs: '3000' }),
    ).toEqual({
      type: 'fault.http',
      path: '/v1/',
      durationMs: 3000,
    });
    expect(toAction(market, { marketId: '1.2', market: 'bookmaker', winnerSelectionId: '' })).toMatchObject({
      winnerSelectionId: null,
    });
  });

  it('names the field whose text cannot be read', () => {
    const rates = actionSpec('sports.setRates');
    const run = actionSpec('sports.declareSession');
    if (!rates || !run) throw new Error('no spec');
    expect(() => toAction(rates, { marketId: '1', market: 'bookmaker', rates: '[{' })).toThrow(
      new FieldInputError('rates', 'is not valid JSON'),
    );
    expect(() => toAction(run, { marketId: '1', sessionId: 's', run: 'fifty' })).toThrow(
      "run: 'fifty' is not a number",
    );
  });

  it('shows lists comma-separated and objects as JSON', () => {
    const spec = actionSpec('sports.setRates');
    const rates = spec?.fields.find((field) => field.name === 'rates');
    const cards = actionSpec('casino.startRound')?.fields.find((field) => field.name === 'cards');
    if (!rates || !cards) throw new Error('no field');
    expect(toFormValue(cards, ['7SS', 'KHH'])).toBe('7SS, KHH');
    expect(JSON.parse(String(toFormValue(rates, [{ selectionId: 'a' }])))).toEqual([{ selectionId: 'a' }]);
  });
});
