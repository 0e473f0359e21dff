/**
 * Hostile input against what it used to cost, each against a baseline measured here:
 *   - a 100,000-digit stake parsed by the contracts (refused by its length) against a normal one,
 *     and the old numeric pattern on 4,000 digits for scale (it was quadratic: 60,000 took 13 s);
 *   - a 32 MB NDJSON line without a newline (refused at the 16 MB line limit) against reading
 *     32 MB of ordinary 1 KB lines;
 *   - the event loop's longest stall while the admin clock moves demo 30 minutes ahead in slices
 *     (what a /healthz waits at most) against the same move in one go.
 * `npx tsx bench/hostile.ts` alone; `npm run bench` includes it.
 */

import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { stake } from '@esk/contracts/wire';
import { loadScenario } from '@esk/scenarios';
import { readNdjson } from '../src/admin/ndjson';
import { Simulation } from '../src/sim/simulation';
import { printRows } from './measure';

const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '-');
const fixed = (value: number) => (value < 10 ? value.toFixed(3) : value.toFixed(0));

function perParse(value: string, times: number): number {
  const schema = stake();
  const started = performance.now();
  for (let i = 0; i < times; i++) schema.safeParse(value);
  return (performance.now() - started) / times;
}

async function readAll(chunks: Buffer[]): Promise<number> {
  const started = performance.now();
  try {
    for await (const _line of readNdjson(Readable.from(chunks), {
      maxBytes: 256 << 20,
      maxLineBytes: 16 << 20,
    })) {
      // each line parsed and dropped
    }
  } catch {
    // the refusal is what is measured
  }
  return performance.now() - started;
}

/** The longest gap between two timer turns while `move` runs (what a request arriving then waits at most). */
async function longestStall(move: () => Promise<void> | void): Promise<number> {
  let last = performance.now();
  let longest = 0;
  let ticking = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (ticking) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await move();
  await new Promise((resolve) => setTimeout(resolve, 5));
  ticking = false;
  return longest;
}

const demo = () =>
  new Simulation(
    {
      scenario: { scenario: loadScenario('demo'), source: { kind: 'built-in' } },
      startAt: 'now',
      speed: 1,
      realtime: false,
      history: false,
    },
    { size: 50_000 },
  );

export async function hostileRows(): Promise<string[][]> {
  const normal = perParse('100', 2000);
  const long = perParse(`${'9'.repeat(100_000)}x`, 200);
  const OLD = /^\s*-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;
  const oldStarted = performance.now();
  OLD.test(`${'9'.repeat(4000)}x`);
  const old4000 = performance.now() - oldStarted;

  const line = Buffer.from(`${JSON.stringify({ kind: 'event', payload: 'x'.repeat(1000) })}\n`);
  const lines = Array.from({ length: 32 }, () => Buffer.concat(Array.from({ length: 1024 }, () => line)));
  const endless = Array.from({ length: 512 }, () => Buffer.alloc(64 * 1024, 0x37));
  const ordinary = await readAll(lines);
  const oneLine = await readAll(endless);

  const once = demo();
  const inOneGo = await longestStall(() => once.seek(once.clock.now() + 30 * 60_000));
  once.stop();
  const sliced = demo();
  const inSlices = await longestStall(() => sliced.seekInSlices(sliced.clock.now() + 30 * 60_000));
  sliced.stop();

  return [
    ['a stake of 3 digits, parsed', `${fixed(normal)} ms`, '1.00', 'baseline'],
    [
      '  a 100,000-digit stake, refused',
      `${fixed(long)} ms`,
      ratio(long, normal),
      'a few: the length is checked first',
    ],
    [
      '  (the old pattern on 4,000 digits)',
      `${fixed(old4000)} ms`,
      ratio(old4000, normal),
      'for scale: quadratic',
    ],
    ['32 MB of 1 KB NDJSON lines, read', `${fixed(ordinary)} ms`, '1.00', 'baseline'],
    [
      '  one 32 MB line, refused at 16 MB',
      `${fixed(oneLine)} ms`,
      ratio(oneLine, ordinary),
      'under 1: linear, stops at the limit',
    ],
    ['demo 30 min ahead in one go: longest stall', `${fixed(inOneGo)} ms`, '1.00', 'baseline'],
    [
      '  in slices (admin clock, replay): longest stall',
      `${fixed(inSlices)} ms`,
      ratio(inSlices, inOneGo),
      'a small fraction',
    ],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRows(`hostile input (in-process, ${new Date().toISOString()})`, await hostileRows());
}
