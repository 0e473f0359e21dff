/**
 * What the control room's schedule costs (sim/look-ahead.ts: a second engine of the same
 * scenario running ahead of the live clock). Two figures against baselines measured here:
 *   - start-up: demo built with its week of history, then its first schedule read (the
 *     look-ahead replays the same past without an exchange), against the build alone;
 *   - running: ten minutes of demo played second by second with the schedule read every
 *     second (the control room reads it each tick), against the same ten minutes unread.
 * CPU time too: on a shared machine wall time mostly measures the neighbours.
 * `npx tsx bench/schedule.ts` alone; `npm run bench` includes it.
 */
import { fileURLToPath } from 'node:url';
import { loadScenario } from '@esk/scenarios';
import { scheduleOf } from '../src/sim/schedule';
import { Simulation } from '../src/sim/simulation';
import { cpu, ms, printRows, type Timed, timed, wall } from './measure';

const ROUNDS = Number(process.env.BENCH_SCHEDULE_ROUNDS ?? 3);
const PLAYED_MS = 10 * 60_000;
const DEMO = { scenario: loadScenario('demo'), source: { kind: 'built-in' } } as const;

const build = () =>
  new Simulation({ scenario: DEMO, startAt: 'now', speed: 1, realtime: false }, { size: 50_000 });

/** Start-up alone, then start-up and the first schedule read. */
function startUp(withSchedule: boolean) {
  return timed(() => {
    const sim = build();
    if (withSchedule) scheduleOf(sim.lookAhead, sim.clock.now());
    sim.stop();
  });
}

/** Ten minutes played a second at a time, the schedule read after each second (or not). */
function running(withSchedule: boolean) {
  const sim = build();
  if (withSchedule) scheduleOf(sim.lookAhead, sim.clock.now());
  const played = timed(() => {
    for (let t = 0; t < PLAYED_MS; t += 1000) {
      sim.advance(1000);
      if (withSchedule) scheduleOf(sim.lookAhead, sim.clock.now());
    }
  });
  sim.stop();
  return played;
}

const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '-');

/** Rows of [measure, value, ratio, target] for the benchmark table. */
export function scheduleRows(): string[][] {
  startUp(false);
  startUp(true);
  const alone: Timed[] = [];
  const withSchedule: Timed[] = [];
  const played: Timed[] = [];
  const playedRead: Timed[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    alone.push(startUp(false));
    withSchedule.push(startUp(true));
    played.push(running(false));
    playedRead.push(running(true));
  }
  return [
    [
      'demo start-up, no schedule read (median)',
      `${ms(wall(alone))} ms (CPU ${ms(cpu(alone))} ms)`,
      '1.00',
      'baseline',
    ],
    [
      '  + its first schedule read (look-ahead built)',
      `${ms(wall(withSchedule))} ms (CPU ${ms(cpu(withSchedule))} ms)`,
      `${ratio(wall(withSchedule), wall(alone))} (CPU ${ratio(cpu(withSchedule), cpu(alone))})`,
      'under 1.5: paid once per load, only when read',
    ],
    [
      '10 min of demo, second by second, unread (median)',
      `${ms(wall(played))} ms (CPU ${ms(cpu(played))} ms)`,
      '1.00',
      'baseline',
    ],
    [
      '  + the schedule read every second',
      `${ms(wall(playedRead))} ms (CPU ${ms(cpu(playedRead))} ms)`,
      `${ratio(wall(playedRead), wall(played))} (CPU ${ratio(cpu(playedRead), cpu(played))})`,
      'under 1.5',
    ],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRows(
    `the schedule's look-ahead (${ROUNDS} runs each, in-process, ${new Date().toISOString()})`,
    scheduleRows(),
  );
}
