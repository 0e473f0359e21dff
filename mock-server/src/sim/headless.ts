/**
 * Plays a scenario in-process without a network: as fast as possible (stepping the clock
 * from one scheduled moment to the next) or at N x real time, then summarises what happened.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { toCoins } from '../exchange/money';
import type { JournalEntry } from '../journal';

export interface HeadlessOptions {
  scenario: string;
  seed?: string;
  startAt: string;
  /** Real-time factor; undefined plays as fast as possible. */
  speed?: number;
  /** How much scenario time to play (required for endless scenarios; default 30 minutes for them). */
  forMs?: number;
  log?: (line: string) => void;
}

export interface HeadlessSummary {
  scenario: string;
  seed: string;
  playedMs: number;
  wallMs: number;
  actions: Record<string, number>;
  events: Record<string, number>;
  /** Actions the exchange refused (should be none for a built-in scenario). */
  errors: { at: number; type: string; message: string }[];
  accounts: { username: string; userType: string; coins: number; exposure: number; statementRows: number }[];
}

const count = (entries: JournalEntry[], name: (entry: JournalEntry) => string) =>
  entries.reduce<Record<string, number>>((acc, entry) => {
    const key = name(entry);
    acc[key] = (acc[key] ?? 0) + 1;
    return acc;
  }, {});

export async function runHeadless(options: HeadlessOptions): Promise<HeadlessSummary> {
  const config = loadConfig({
    SCENARIO: options.scenario,
    START_AT: options.startAt,
    LOG_LEVEL: 'silent',
    JOURNAL_SIZE: '2000000',
    ...(options.seed ? { SEED: options.seed } : {}),
  });
  const wallStart = performance.now();
  const { app, sim } = await buildApp(config, { realtime: false, logger: false });
  await app.ready();
  try {
    const start = sim.clock.now();
    const end = sim.engine.endsAt ?? start + (options.forMs ?? 30 * 60_000);
    const until = options.forMs !== undefined ? Math.min(end, start + options.forMs) : end;
    options.log?.(
      `playing '${options.scenario}' (seed '${sim.engine.seed}') for ${Math.round((until - start) / 1000)} s of scenario time`,
    );
    if (options.speed) {
      // Real time x speed, never past the end: each 20 ms of wall time advances the clock by
      // the elapsed wall time x speed, capped at what is left.
      let wall = performance.now();
      while (sim.clock.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const now = performance.now();
        sim.advance(Math.max(1, Math.min(until - sim.clock.now(), Math.floor((now - wall) * options.speed))));
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
    const journal = sim.journal.query();
    const summary: HeadlessSummary = {
      scenario: options.scenario,
      seed: sim.engine.seed,
      playedMs: sim.clock.now() - start,
      wallMs: Math.round(performance.now() - wallStart),
      actions: count(
        journal.filter((e) => e.kind === 'action'),
        (e) => (e.kind === 'action' ? e.action.type : ''),
      ),
      events: count(
        journal.filter((e) => e.kind === 'event'),
        (e) => (e.kind === 'event' ? e.event.event : ''),
      ),
      errors: sim.errors.map((error) => ({ at: error.at, type: error.action.type, message: error.message })),
      accounts: sim.exchange.accounts.all().map((user) => ({
        username: user.username,
        userType: user.userType,
        coins: toCoins(sim.exchange.funds.balance(user.userId)),
        exposure: toCoins(sim.exchange.funds.exposure(user.userId)),
        statementRows: sim.exchange.funds.entries(user.userId).length,
      })),
    };
    if (options.log) {
      options.log(`played ${Math.round(summary.playedMs / 1000)} s of scenario time in ${summary.wallMs} ms`);
      options.log('actions:');
      for (const [type, n] of Object.entries(summary.actions).sort())
        options.log(`  ${type.padEnd(28)} ${n}`);
      options.log('socket events:');
      for (const [name, n] of Object.entries(summary.events).sort()) options.log(`  ${name.padEnd(28)} ${n}`);
      options.log(`refused actions: ${summary.errors.length}`);
      for (const error of summary.errors.slice(0, 10)) options.log(`  ${error.type}: ${error.message}`);
      options.log('accounts (coins / exposure / statement rows):');
      for (const account of summary.accounts) {
        options.log(
          `  ${account.username.padEnd(12)} ${account.userType.padEnd(11)} ${String(account.coins).padStart(12)} ${String(account.exposure).padStart(10)} ${account.statementRows}`,
        );
      }
    }
    return summary;
  } finally {
    await app.close();
  }
}
