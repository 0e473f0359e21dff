/**
 * A scenario's history through the exchange, engine and areas without HTTP: the same seed
 * gives the same past byte for byte (actions and every ledger row), another seed another;
 * picks made before the start settle when the present plays on; a history of one kind of
 * activity has only that kind; a run without the history starts from the opening balance.
 */
import { DAY_MS } from '@esk/contracts/dates';
import { VirtualClock } from '@esk/scenarios/clock';
import { defineScenario } from '@esk/scenarios/dsl';
import { clockStartFor, type EmittedAction, ScenarioEngine, startAtFor } from '@esk/scenarios/engine';
import { sha256Hex } from '@esk/scenarios/generators/aviator-fair';
import { streamDigest } from '@esk/scenarios/play';
import { Rng } from '@esk/scenarios/rng';
import type { ScenarioInput } from '@esk/scenarios/scenario';
import { describe, expect, it } from 'vitest';
import { Exchange } from '../src/exchange/exchange';

const base: ScenarioInput = {
  name: 'history-check',
  title: 'History check',
  description: 'Two days of past on one matka market, one table and the aviator.',
  defaultSeed: 'h1',
  startAt: '2026-03-14T19:30:00+05:30',
  duration: '3h',
  history: '2d',
  casino: [{ game: 'lucky7' }],
  matka: [
    { name: 'EVENING', open: '20:00', close: '21:00' },
    { name: 'NOON', open: '12:00', close: '13:00' },
  ],
  aviator: { houseEdge: 3, crowd: false },
};

function play(input: ScenarioInput, options: { seed?: string; history?: boolean; forMs?: number } = {}) {
  const scenario = defineScenario(input);
  const startAt = startAtFor(scenario);
  const clock = new VirtualClock(clockStartFor(scenario, startAt, options));
  const exchange = new Exchange(clock, new Rng(options.seed ?? 'h1'), { liveFrom: startAt });
  const entries: EmittedAction[] = [];
  const errors: string[] = [];
  const engine = new ScenarioEngine(scenario, {
    clock,
    target: exchange,
    ...(options.seed ? { seed: options.seed } : {}),
    ...(options.history === false ? { history: false } : {}),
    onError: (error, action) => errors.push(`${action.type}: ${(error as Error).message}`),
  });
  engine.onAction((entry) => entries.push(entry));
  engine.start();
  const demo = exchange.accounts.byUsername('demo');
  if (!demo) throw new Error('no demo');
  const ledgerDigest = () => sha256Hex(JSON.stringify(exchange.funds.entries(demo.userId)));
  return { scenario, clock, exchange, engine, entries, errors, demo, startAt, ledgerDigest };
}

describe('a history through the exchange', () => {
  it('is the same byte for byte for the same seed, and another for another seed', () => {
    const first = play(base);
    const again = play(base);
    expect(first.errors).toEqual([]);
    expect(streamDigest(again.entries)).toBe(streamDigest(first.entries));
    expect(again.ledgerDigest()).toBe(first.ledgerDigest());
    const other = play(base, { seed: 'h2' });
    expect(other.errors).toEqual([]);
    expect(other.ledgerDigest()).not.toBe(first.ledgerDigest());
  });

  it('ends before the start: every past action and ledger row is dated before it', () => {
    const run = play(base);
    const past = run.entries.filter((entry) => entry.at < run.startAt);
    expect(past[0]?.at).toBe(run.startAt - 2 * DAY_MS);
    expect(past[0]?.action.type).toBe('account.create');
    expect(
      run.entries.filter((e) => e.at >= run.startAt).some((e) => e.action.type.startsWith('player.')),
    ).toBe(false);
    const rows = run.exchange.funds.entries(run.demo.userId);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.at).toBeLessThanOrEqual(run.startAt);
  });

  it('settles the picks made before the start when the present plays on', () => {
    const run = play(base);
    const { matka } = run.exchange.areas;
    const open = () =>
      matka.bets(run.demo.userId, { fromDate: '2026-03-14', toDate: '2026-03-14', isDeclare: false }) ?? [];
    expect(open().length).toBeGreaterThan(0);
    expect(run.exchange.funds.exposure(run.demo.userId)).toBeLessThan(0);
    run.clock.seek(run.startAt + 2 * 60 * 60_000);
    expect(run.errors).toEqual([]);
    expect(open()).toEqual([]);
    expect(run.exchange.funds.exposure(run.demo.userId)).toBe(0);
  });

  it('plays only the activities asked for', () => {
    const run = play({ ...base, history: { for: '2d', activities: ['aviator'] } });
    const types = new Set(run.entries.map((e) => e.action.type).filter((type) => type.startsWith('player.')));
    expect([...types].sort()).toEqual(['player.aviatorBet', 'player.aviatorCashOut']);
    const remarks = run.exchange.funds.entries(run.demo.userId).map((row) => row.statementFor);
    expect(new Set(remarks)).toEqual(new Set(['ACCOUNT_STATEMENT', 'diamondCasino']));
  });

  it('starts from the opening balance alone when the run skips the history', () => {
    const run = play(base, { history: false });
    expect(run.engine.pastFrom).toBeUndefined();
    expect(run.exchange.funds.entries(run.demo.userId)).toHaveLength(1);
  });
});
