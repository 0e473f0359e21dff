/**
 * The look-ahead lists exactly what the live run then applies: read the schedule, move the
 * live clock through the window, and the journal's scripted actions are the listed ones,
 * in order. Survives step, seek, pause, reset and triggers, and leaves the live run's bytes
 * (its digest) as they were.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineScenario, loadScenario } from '@esk/scenarios';
import { loadScenarioFile, type ResolvedScenario } from '@esk/scenarios/scenario-file';
import { afterEach, describe, expect, it } from 'vitest';
import { StreamDigest } from './digest';
import { Simulation } from './simulation';
import { QUIET_ACTIONS } from './timeline';

const builtIn = (name: string): ResolvedScenario => ({
  scenario: loadScenario(name),
  source: { kind: 'built-in' },
});

let sim: Simulation | undefined;
afterEach(() => {
  sim?.stop();
  sim = undefined;
});

function simulate(scenario: ResolvedScenario, history = true): Simulation {
  sim = new Simulation(
    { scenario, startAt: 'scenario', speed: 1, realtime: false, history },
    { size: 200_000 },
  );
  return sim;
}

const quiet = new Set<string>(QUIET_ACTIONS);

/** The scripted (not triggered), non-quiet actions the live run journaled in (from, to]. */
function journaled(live: Simulation, from: number, to: number) {
  return live.journal
    .query({ kind: 'action', since: from + 1, until: to, limit: 50_000 })
    .flatMap((entry) =>
      entry.kind === 'action' && !entry.triggered && !quiet.has(entry.action.type)
        ? [{ at: entry.at, action: entry.action }]
        : [],
    );
}

/** Reads the look-ahead's window, then plays it live with `move`, and compares. */
function expectWindowPlayed(live: Simulation, windowMs: number, move: (until: number) => void) {
  const from = live.clock.now();
  const listed = live.lookAhead.upcoming(from, windowMs).map(({ at, action }) => ({ at, action }));
  move(from + windowMs);
  expect(journaled(live, from, from + windowMs)).toEqual(listed);
  return listed.length;
}

describe('the look-ahead', () => {
  it.each(['sports-settlement', 'casino-rounds', 'aviator-crashes', 'logout-and-faults'])(
    "lists what the live run of '%s' then applies, window after window",
    (name) => {
      const live = simulate(builtIn(name));
      let listed = 0;
      for (const windowMs of [60_000, 5 * 60_000, 17_500, 10 * 60_000])
        listed += expectWindowPlayed(live, windowMs, (until) => live.seek(until));
      expect(listed).toBeGreaterThan(0);
    },
  );

  it('keeps up through step, pause, advance and triggers, and is rebuilt on reset', () => {
    const live = simulate(builtIn('sports-settlement'));
    live.pause();
    expectWindowPlayed(live, 120_000, (until) => {
      while ((live.clock.nextAt() ?? Number.POSITIVE_INFINITY) <= until) live.step();
      live.seek(until);
    });
    live.trigger({
      type: 'domain.update',
      clientNotification: 'A trigger goes to the exchange, not the script',
    });
    expectWindowPlayed(live, 90_000, (until) => live.advance(until - live.clock.now()));

    const before = live.lookAhead;
    live.reset();
    expect(live.lookAhead).not.toBe(before);
    expect(live.clock.now()).toBe(live.engine.startedAt);
    expect(expectWindowPlayed(live, 5 * 60_000, (until) => live.seek(until))).toBeGreaterThan(0);
  });

  it("lists the demo's future as the live run plays it after its week of history (the look-ahead plays none)", () => {
    const live = simulate(builtIn('demo'));
    const listed = expectWindowPlayed(live, 5 * 60_000, (until) => live.seek(until));
    expect(listed).toBeGreaterThan(10);
  }, 60_000);

  it('lists matka days after a history as the live run plays them, past midnight and into the next day', () => {
    const scenario = defineScenario({
      name: 'matka-with-a-past',
      title: 'Matka with a past',
      description: 'Matka markets with two days of history, one closing after midnight.',
      defaultSeed: 'past',
      startAt: '2026-03-14T12:00:00+05:30',
      duration: 'endless',
      history: '2d',
      matka: [
        { name: 'TIME BAZAR', open: '13:00', close: '14:00' },
        { name: 'MAIN BAZAR', open: '21:35', close: '00:05' },
        { name: 'SRIDEVI', open: '11:35', close: '12:35' },
      ],
    });
    const live = simulate({ scenario, source: { kind: 'inline' } });
    let declared = 0;
    for (let i = 0; i < 5; i++) {
      const from = live.clock.now();
      expectWindowPlayed(live, 6 * 3_600_000, (until) => live.seek(until));
      declared += journaled(live, from, live.clock.now()).filter(
        ({ action }) => action?.type === 'matka.declare',
      ).length;
    }
    expect(declared).toBeGreaterThanOrEqual(6);
  });

  it("a recording's future: its recorded answers and pushes at their times", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'esk-look-ahead-'));
    const file = join(dir, 'rec.ndjson');
    const startedAt = Date.parse('2026-11-21T12:00:00+05:30');
    const lines = [
      { kind: 'recording', version: 1, base: 'https://api.example', startedAt, username: 'qa1' },
      {
        kind: 'http',
        at: startedAt + 1000,
        call: 'user.userBalance',
        method: 'POST',
        url: 'https://api.example/v1/user/userBalance',
        request: {},
        status: 200,
        body: { data: { coins: 500 } },
      },
      {
        kind: 'event',
        at: startedAt + 20_000,
        channel: 'aviator',
        event: 'crashValue',
        payload: '{"value":2.5}',
      },
      {
        kind: 'http',
        at: startedAt + 40_000,
        call: 'user.userBalance',
        method: 'POST',
        url: 'https://api.example/v1/user/userBalance',
        request: {},
        status: 200,
        body: { data: { coins: 450 } },
      },
    ];
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const live = simulate(await loadScenarioFile(file));
    const upcoming = live.lookAhead.upcoming(live.clock.now(), 60_000);
    expect(upcoming.map(({ at, type }) => [at - startedAt, type])).toEqual([
      [20_000, 'recording.push'],
      [40_000, 'recording.answer'],
    ]);
    expectWindowPlayed(live, 60_000, (until) => live.seek(Math.min(until, live.engine.endsAt ?? until)));
  });

  it("leaves the live run's stream byte for byte as it was", () => {
    const digestOf = (readAhead: boolean) => {
      const live = simulate(builtIn('casino-rounds'));
      const digest = new StreamDigest();
      for (const entry of live.journal.query({ limit: 200_000 })) digest.add(entry);
      const unsubscribe = live.journal.subscribe((entry) => digest.add(entry));
      for (let i = 0; i < 20; i++) {
        if (readAhead) live.lookAhead.upcoming(live.clock.now(), 60_000);
        live.advance(30_000);
      }
      unsubscribe();
      live.stop();
      return digest.hex();
    };
    expect(digestOf(true)).toBe(digestOf(false));
  });
});
