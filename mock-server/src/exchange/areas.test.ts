import { ACTION_TYPES, type ScenarioAction, scenarioActionSchema } from '@esk/scenarios/actions';
import { VirtualClock } from '@esk/scenarios/clock';
import { Rng } from '@esk/scenarios/rng';
import { describe, expect, it, vi } from 'vitest';
import { type ActionHandlers, routeAction } from './action-routes';
import { Exchange } from './exchange';

const START = Date.parse('2026-03-14T06:30:00Z');
const exchange = () => new Exchange(new VirtualClock(START), new Rng('areas'));

describe('the area registry', () => {
  it('is built per exchange: two exchanges share no area', () => {
    const first = exchange();
    const second = exchange();
    first.apply(
      scenarioActionSchema.parse({
        type: 'matka.addMarket',
        matkaEventId: 'm1',
        name: 'Kalyan',
        shortName: 'KAL',
        openTime: '15:30',
        closeTime: '17:30',
      }),
    );
    expect(first.areas.matka.markets().map((market) => market.matkaEventId)).toEqual(['m1']);
    expect(second.areas.matka.markets()).toEqual([]);
    for (const name of Object.keys(first.areas) as (keyof Exchange['areas'])[]) {
      expect(first.areas[name]).not.toBe(second.areas[name]);
    }
  });

  it('sends every action type to the handler of its prefix', () => {
    const spy = () => ({ apply: vi.fn() });
    const handlers = {
      account: spy(),
      domain: spy(),
      fault: spy(),
      sports: spy(),
      casino: spy(),
      intCasino: spy(),
      matka: spy(),
      aviator: spy(),
      player: spy(),
      recording: spy(),
    } satisfies ActionHandlers;
    // The router reads the type only; the handlers are spies, so the rest of the action can be left out.
    for (const type of ACTION_TYPES) routeAction(handlers, { type } as ScenarioAction);
    for (const [prefix, handler] of Object.entries(handlers)) {
      const types = ACTION_TYPES.filter((type) => type.startsWith(`${prefix}.`));
      expect(types.length, prefix).toBeGreaterThan(0);
      expect(handler.apply.mock.calls.map(([action]) => action.type)).toEqual(types);
    }
  });

  it('refuses an action no handler owns', () => {
    expect(() => exchange().apply({ type: 'lottery.draw' } as unknown as ScenarioAction)).toThrow(
      'no area handles lottery.draw',
    );
  });
});
