import { describe, expect, it } from 'vitest';
import type { ScenarioAction } from './actions';
import { RealtimeDriver, VirtualClock } from './clock';
import { at, credit, logout, notice } from './dsl';
import { type EmittedAction, ScenarioEngine, ScenarioRunError, startAtFor } from './engine';
import { DEFAULT_START_AT, defineScenario } from './scenario';

const scenario = defineScenario({
  name: 'engine-test',
  title: 'Engine test',
  description: 'A few timed actions.',
  defaultSeed: 5,
  duration: '10m',
  accounts: [{ username: 'extra_client', coins: 50 }],
  accountEvents: [{ at: '2m', every: '3m', credit: { username: 'demo', amount: 100 } }],
  timeline: [at('0s', notice('hello')), at('1m', logout('newbie')), at('9m', credit('demo', 1))],
});

function run(options: { seed?: number | string } = {}) {
  const clock = new VirtualClock(startAtFor(scenario));
  const applied: ScenarioAction[] = [];
  const engine = new ScenarioEngine(scenario, {
    clock,
    target: { apply: (a) => applied.push(a) },
    ...options,
  });
  const journal: EmittedAction[] = [];
  engine.onAction((entry) => journal.push(entry));
  return { clock, engine, applied, journal };
}

describe('ScenarioEngine', () => {
  it('applies the t = 0 setup in start() and the rest as the clock moves', () => {
    const { clock, engine, applied, journal } = run();
    expect(engine.startAt).toBe(DEFAULT_START_AT);
    expect(engine.endsAt).toBe(DEFAULT_START_AT + 600_000);
    engine.start();
    expect(applied.map((a) => a.type)).toEqual([...Array(11).fill('account.create'), 'domain.update']);
    const extra = applied.find((a) => a.type === 'account.create' && a.username === 'extra_client');
    expect(extra).toMatchObject({ password: 'extra_client1234', userType: 'client', coins: 50 });
    expect(extra?.type === 'account.create' && extra.name.length).toBeGreaterThan(2);
    clock.advance(60_000);
    expect(applied.at(-1)).toEqual({ type: 'account.forceLogout', username: 'newbie' });
    expect(clock.step()).toBe(DEFAULT_START_AT + 120_000);
    expect(applied.at(-1)).toMatchObject({ type: 'account.credit', username: 'demo', amount: 100 });
    clock.seek(DEFAULT_START_AT + 3_600_000);
    expect(journal.map((e) => (e.at - DEFAULT_START_AT) / 60_000).slice(12)).toEqual([1, 2, 5, 8, 9]);
    expect(journal.map((e) => e.seq)).toEqual(journal.map((_, i) => i + 1));
    expect(engine.pendingTimers()).toBe(0);
  });

  it('counts actions by type', () => {
    const { clock, engine } = run();
    engine.start();
    clock.seek(engine.endsAt ?? 0);
    expect(engine.summary()).toMatchObject({
      name: 'engine-test',
      seed: 5,
      total: 17,
      byType: { 'account.create': 11, 'account.credit': 4, 'account.forceLogout': 1, 'domain.update': 1 },
    });
  });

  it('stop() cancels everything pending', () => {
    const { clock, engine, applied } = run();
    engine.start();
    const count = applied.length;
    engine.stop();
    clock.advance(3_600_000);
    expect(applied).toHaveLength(count);
    expect(engine.running).toBe(false);
    expect(() => engine.start()).toThrow(ScenarioRunError);
  });

  it('validates every action, including injected ones', () => {
    const { engine, applied, journal } = run();
    engine.start();
    const injected = engine.inject({ type: 'account.credit', username: 'demo', amount: 5 });
    expect(injected).toEqual({
      type: 'account.credit',
      username: 'demo',
      amount: 5,
      remark: 'Deposit by upline',
      allowNegative: false,
    });
    expect(applied.at(-1)).toEqual(injected);
    expect(journal.at(-1)?.action).toEqual(injected);
    expect(() => engine.inject({ type: 'account.credit', username: 'demo', amount: 0 })).toThrow(
      /amount must not be 0/,
    );
  });

  it('reports target errors to onError, or rethrows', () => {
    const clock = new VirtualClock(startAtFor(scenario));
    const errors: string[] = [];
    const engine = new ScenarioEngine(scenario, {
      clock,
      target: {
        apply: (a) => {
          if (a.type === 'domain.update') throw new Error('boom');
        },
      },
      onError: (error, action) => errors.push(`${action.type}: ${(error as Error).message}`),
    });
    engine.start();
    expect(errors).toEqual(['domain.update: boom']);
    const strict = new ScenarioEngine(scenario, {
      clock: new VirtualClock(startAtFor(scenario)),
      target: {
        apply: () => {
          throw new Error('boom');
        },
      },
    });
    expect(() => strict.start()).toThrow('boom');
  });

  it('refuses a clock already past the start, and catches up a clock before it', () => {
    expect(
      () =>
        new ScenarioEngine(scenario, {
          clock: new VirtualClock(DEFAULT_START_AT + 1),
          target: { apply() {} },
        }),
    ).toThrow(/after the scenario's start .*: create the VirtualClock at clockStartFor\(scenario, startAt\)/);
    const early = new VirtualClock(DEFAULT_START_AT - 5000);
    const engine = new ScenarioEngine(scenario, { clock: early, target: { apply() {} } });
    engine.start();
    expect(early.now()).toBe(DEFAULT_START_AT);
  });

  it('runs under a RealtimeDriver at any speed with the same stream', () => {
    const reference = run();
    reference.engine.start();
    reference.clock.seek(reference.engine.endsAt ?? 0);

    let wall = 0;
    const clock = new VirtualClock(startAtFor(scenario));
    const journal: EmittedAction[] = [];
    const engine = new ScenarioEngine(scenario, { clock, target: { apply() {} } });
    engine.onAction((entry) => journal.push(entry));
    const driver = new RealtimeDriver(clock, 60, 20, () => wall);
    engine.start();
    driver.start();
    for (let i = 0; i < 1000 && clock.now() < (engine.endsAt ?? 0); i++) {
      wall += 37;
      driver.tick();
      if (i === 100) driver.pause();
      if (i === 120) driver.resume();
    }
    driver.pause();
    expect(journal).toEqual(reference.journal);
  });
});
