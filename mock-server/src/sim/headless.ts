/**
 * Plays a scenario in-process without a network: as fast as possible (stepping the clock
 * from one scheduled moment to the next) or at N x real time, then summarises what
 * happened: counts, refused actions, balances, the run's digest, and on request a
 * timeline of every action with its time and key values.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { toCoins } from '../exchange/money';
import type { JournalEntry } from '../journal';
import { StreamDigest } from './digest';
import { QUIET_ACTIONS, Timeline, type TimelineLine } from './timeline';

export interface HeadlessOptions {
  /** A built-in scenario or a scenario file ('./qa/friday.ts'). */
  scenario: string;
  seed?: string;
  startAt: string;
  /** Real-time factor; undefined plays as fast as possible. */
  speed?: number;
  /** How much scenario time to play (required for endless scenarios; default 30 minutes for them). */
  forMs?: number;
  log?: (line: string) => void;
  /** Write a timeline line per action (the quiet, high-frequency ones only with `all`). */
  timeline?: { all?: boolean; name?: string };
}

export interface HeadlessSummary {
  scenario: string;
  seed: string;
  playedMs: number;
  wallMs: number;
  actions: Record<string, number>;
  events: Record<string, number>;
  /** sha256 of the run's actions and socket events (digest.ts): equal digests, identical runs. */
  digest: string;
  /** Actions the exchange refused (should be none for a built-in scenario). */
  errors: { at: number; type: string; message: string }[];
  accounts: { username: string; userType: string; coins: number; exposure: number; statementRows: number }[];
  /** With `timeline`: the lines written. */
  timeline?: TimelineLine[];
}

const increment = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** One aligned timeline line: '+1:30.000  19:31:30  sports.declareSession    India v Australia · ... run 52'. */
export const formatTimelineLine = (line: TimelineLine) =>
  `${line.offset.padStart(10)}  ${line.clock}  ${line.type.padEnd(24)} ${line.text}`;

export async function runHeadless(options: HeadlessOptions): Promise<HeadlessSummary> {
  const config = loadConfig({
    SCENARIO: options.scenario,
    START_AT: options.startAt,
    LOG_LEVEL: 'silent',
    ...(options.seed ? { SEED: options.seed } : {}),
  });
  const wallStart = performance.now();
  const { app, sim } = await buildApp(config, { realtime: false, logger: false });
  await app.ready();
  const start = sim.clock.now();
  const actions: Record<string, number> = {};
  const events: Record<string, number> = {};
  const digest = new StreamDigest();
  const timeline = options.timeline ? new Timeline(start) : undefined;
  const lines: TimelineLine[] = [];
  const shown = (type: string) =>
    options.timeline?.name
      ? type.startsWith(options.timeline.name)
      : options.timeline?.all || !QUIET_ACTIONS.includes(type as (typeof QUIET_ACTIONS)[number]);
  const follow = (entry: JournalEntry) => {
    digest.add(entry);
    if (entry.kind === 'event') increment(events, entry.event.event);
    if (entry.kind !== 'action') return;
    increment(actions, entry.action.type);
    if (!timeline) return;
    // Every action goes through the timeline (it learns names from them); only some are shown.
    const line = timeline.line(entry.at, entry.action);
    if (!shown(line.type)) return;
    lines.push(line);
    options.log?.(formatTimelineLine(line));
  };
  const end = sim.engine.endsAt ?? start + (options.forMs ?? 30 * 60_000);
  const until = options.forMs !== undefined ? Math.min(end, start + options.forMs) : end;
  options.log?.(
    `playing '${sim.scenarioName}' (seed '${sim.engine.seed}') for ${Math.round((until - start) / 1000)} s of scenario time`,
  );
  // The t = 0 setup was applied while the app was built: the journal has it.
  for (const entry of sim.journal.query()) follow(entry);
  const unsubscribe = sim.journal.subscribe(follow);
  try {
    await play(sim, until, options.speed);
    const summary: HeadlessSummary = {
      scenario: sim.scenarioName,
      seed: sim.engine.seed,
      playedMs: sim.clock.now() - start,
      wallMs: Math.round(performance.now() - wallStart),
      actions: sorted(actions),
      events: sorted(events),
      digest: digest.hex(),
      errors: sim.errors.map((error) => ({ at: error.at, type: error.action.type, message: error.message })),
      accounts: sim.exchange.accounts.all().map((user) => ({
        username: user.username,
        userType: user.userType,
        coins: toCoins(sim.exchange.funds.balance(user.userId)),
        exposure: toCoins(sim.exchange.funds.exposure(user.userId)),
        statementRows: sim.exchange.funds.entries(user.userId).length,
      })),
      ...(timeline ? { timeline: lines } : {}),
    };
    if (options.log) logSummary(summary, digest, options.log);
    return summary;
  } finally {
    unsubscribe();
    await app.close();
  }
}

async function play(sim: Awaited<ReturnType<typeof buildApp>>['sim'], until: number, speed?: number) {
  if (speed) {
    // Real time x speed, never past the end: each 20 ms of wall time advances the clock by
    // the elapsed wall time x speed, capped at what is left.
    let wall = performance.now();
    while (sim.clock.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const now = performance.now();
      sim.advance(Math.max(1, Math.min(until - sim.clock.now(), Math.floor((now - wall) * speed))));
      wall = now;
    }
  } else {
    while (sim.clock.now() < until) {
      const next = sim.clock.nextAt();
      if (next === undefined || next > until) break;
      sim.clock.step();
    }
  }
  if (sim.clock.now() < until) sim.seek(until);
}

const sorted = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));

function logSummary(summary: HeadlessSummary, digest: StreamDigest, log: (line: string) => void) {
  log(`played ${Math.round(summary.playedMs / 1000)} s of scenario time in ${summary.wallMs} ms`);
  log('actions:');
  for (const [type, n] of Object.entries(summary.actions)) log(`  ${type.padEnd(28)} ${n}`);
  log('socket events:');
  for (const [name, n] of Object.entries(summary.events)) log(`  ${name.padEnd(28)} ${n}`);
  log(`refused actions: ${summary.errors.length}`);
  for (const error of summary.errors.slice(0, 10)) log(`  ${error.type}: ${error.message}`);
  log('accounts (coins / exposure / statement rows):');
  for (const account of summary.accounts) {
    log(
      `  ${account.username.padEnd(12)} ${account.userType.padEnd(11)} ${String(account.coins).padStart(12)} ${String(account.exposure).padStart(10)} ${account.statementRows}`,
    );
  }
  log(`digest ${summary.digest}  (${digest.actions} actions + ${digest.events} socket events)`);
}
