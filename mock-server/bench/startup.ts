/**
 * Start-up with a history: how long building the demo simulation takes (clock, engine,
 * exchange, its week of past played through the exchange, the t = 0 setup) against the
 * same scenario without its past, measured in this process, alternately, after one cold
 * build of each. `npm run bench:startup -w mock-server` alone; `npm run bench` includes it.
 */
import { fileURLToPath } from 'node:url';
import { loadScenario } from '@esk/scenarios';
import { Simulation } from '../src/sim/simulation';
import { cpu, ms, printRows, timed, wall } from './measure';

const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 5);
const DEMO = { scenario: loadScenario('demo'), source: { kind: 'built-in' } } as const;

function build(history: boolean) {
  const { value: sim, ...time } = timed(
    () =>
      new Simulation(
        { scenario: DEMO, startAt: 'now', speed: 1, realtime: false, history },
        { size: 50_000 },
      ),
  );
  const actions = sim.journal.query({ kind: 'action', limit: 1_000_000 }).length;
  const demo = sim.exchange.accounts.byUsername('demo');
  const rows = demo ? sim.exchange.funds.entries(demo.userId).length : 0;
  const refused = sim.errors.length;
  sim.stop();
  return { ...time, actions, rows, refused };
}

type Build = ReturnType<typeof build>;

/** Rows of [measure, value, ratio, target] for the benchmark table. */
export function startupRows(): string[][] {
  const coldWithout = build(false);
  const coldWith = build(true);
  const without: Build[] = [];
  const withPast: Build[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    without.push(build(false));
    withPast.push(build(true));
  }
  return [
    [
      'demo start-up without its history (median)',
      `${ms(wall(without))} ms (CPU ${ms(cpu(without))} ms)`,
      '1.00',
      'baseline',
    ],
    [
      'demo start-up with its week of history (median)',
      `${ms(wall(withPast))} ms (CPU ${ms(cpu(withPast))} ms)`,
      `${(wall(withPast) / wall(without)).toFixed(2)} (CPU ${(cpu(withPast) / cpu(without)).toFixed(2)})`,
      'a few seconds',
    ],
    [
      '  cold (first build) without / with',
      `${ms(coldWithout.ms)} / ${ms(coldWith.ms)} ms (CPU ${ms(coldWithout.cpuMs)} / ${ms(coldWith.cpuMs)} ms)`,
      '',
      '',
    ],
    [
      '  the week: actions played, demo statement rows, refused',
      `${coldWith.actions - coldWithout.actions}, ${coldWith.rows}, ${coldWith.refused}`,
      '',
      'refused 0',
    ],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRows(`demo start-up (${ROUNDS} builds each, in-process, ${new Date().toISOString()})`, startupRows());
}
