/**
 * A scenario's end: the clock pauses there by default (status: running false, ended true,
 * now exactly endsAt), and runs on past it with keepRunning (KEEP_RUNNING, --keep-running).
 */
import { parseScenario } from '@esk/scenarios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Simulation } from '../src/sim/simulation';

const short = {
  scenario: parseScenario({
    name: 'short',
    title: 'Short',
    description: 'Ten seconds with a table dealing.',
    defaultSeed: 'short',
    duration: '10s',
    casino: [{ game: 'lucky7', betting: '2s', round: '5s' }],
  }),
  source: { kind: 'inline' as const },
};

let sim: Simulation | undefined;
afterEach(() => {
  sim?.stop();
  sim = undefined;
});

const start = (keepRunning: boolean) =>
  new Simulation({ scenario: short, startAt: 'scenario', speed: 2000, realtime: true, keepRunning });

describe("a scenario's end", () => {
  it('pauses the clock exactly there, and resume does not move it on', async () => {
    sim = start(false);
    const running = sim;
    await vi.waitFor(() => expect(running.running).toBe(false), { timeout: 30_000, interval: 20 });
    expect(running.clock.now()).toBe(running.engine.endsAt);
    expect(running.ended).toBe(true);
    const actions = running.journal.query({ kind: 'action' }).length;
    running.resume();
    expect(running.running).toBe(false);
    expect(running.clock.now()).toBe(running.engine.endsAt);
    expect(running.journal.query({ kind: 'action' })).toHaveLength(actions);
  });

  it('is passed with keepRunning, and nothing more is dealt after it', async () => {
    sim = start(true);
    const running = sim;
    const endsAt = running.engine.endsAt ?? 0;
    await vi.waitFor(() => expect(running.clock.now()).toBeGreaterThan(endsAt + 5000), {
      timeout: 30_000,
      interval: 20,
    });
    expect(running.running).toBe(true);
    expect(running.ended).toBe(true);
    const late = running.journal.query({ kind: 'action', since: endsAt + 1 });
    expect(late).toEqual([]);
  });
});
