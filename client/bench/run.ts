/// <reference types="node" />
/**
 * `npm run bench -w client`: the client's weight and render cost, each figure against a baseline
 * measured in the same run. Bounded in time; it reports targets, it never fails on them.
 *   1. bundle.ts: gzip -9 JS that loading /signin fetches (headless Chromium) vs a React 19 "hello"
 *      app built with the same Vite; the largest lazy route chunk.
 *   2. render.tsx: Session table rows rendered per 1 s feed tick (40 rows, 2 change) vs the same
 *      rows without memo (jsdom, React <Profiler>, act()).
 *   3. aviator.ts: the aviator route's JS (pixi's share) and its frame times over 10 s of a running
 *      round in headless Chromium vs a bare requestAnimationFrame loop in the same browser.
 *   4. casino.tsx: prices of a live table rendered per round push (32 Cards B, 34 prices; half the
 *      pushes only move the countdown, half move one price) vs the same board without memo; the
 *      largest casino chunk (from the bundle part).
 * Each part runs in its own process (React dev build for act(), production env for vite build).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AviatorResult } from './aviator';
import type { BundleResult } from './bundle';
import type { CasinoRenderResult } from './casino';
import type { RenderResult } from './render';

/** The whole run stays under 4 minutes; a part that hangs is killed and reported. */
const PART_TIMEOUT_MS = { render: 40_000, casino: 40_000, bundle: 70_000, aviator: 120_000 };

const clientRoot = fileURLToPath(new URL('..', import.meta.url));

function runPart<T>(script: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
      cwd: clientRoot,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, TSX_TSCONFIG_PATH: `${clientRoot}tsconfig.json` },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: T | undefined;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('message', (message) => {
      result = message as T;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (result !== undefined) resolve(result);
      else reject(new Error(`${script} exited with ${code} and no result`));
    });
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}x`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function table(title: string, head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

async function main() {
  const started = performance.now();
  // Render first, on a quiet machine; then the builds and the browser.
  const render = await runPart<RenderResult>('./render.tsx', PART_TIMEOUT_MS.render);
  const casino = await runPart<CasinoRenderResult>('./casino.tsx', PART_TIMEOUT_MS.casino);
  const bundle = await runPart<BundleResult>('./bundle.ts', PART_TIMEOUT_MS.bundle);
  printBundle(bundle);
  printRender(render);
  printCasino(casino, bundle);
  printAviator(await runPart<AviatorResult>('./aviator.ts', PART_TIMEOUT_MS.aviator), bundle);
  console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function printBundle(bundle: BundleResult) {
  const { signin, hello, largestLazy } = bundle;
  // Issue 12: /signin loads at most 130 KB of gzipped JS.
  const target = 130 * 1024;
  table(
    `1. Bundle: JS fetched on first load, gzip -9 (Vite ${bundle.viteVersion}, headless Chromium)`,
    ['measure', 'client', `baseline: React ${bundle.reactVersion} hello`, 'ratio', 'target'],
    [
      [
        'JS fetched by /signin (gzip)',
        kb(signin.gzip),
        kb(hello.gzip),
        ratio(signin.gzip, hello.gzip),
        `<= ${kb(target)}: ${signin.gzip <= target ? 'met' : `over by ${kb(signin.gzip - target)}`}`,
      ],
      ['JS fetched by /signin (raw)', kb(signin.raw), kb(hello.raw), ratio(signin.raw, hello.raw), '-'],
      [
        'JS files fetched',
        String(signin.files.length),
        String(hello.files.length),
        ratio(signin.files.length, hello.files.length),
        '-',
      ],
      [
        `largest lazy route chunk (gzip): ${largestLazy.file.replace(/^assets\//, '')}`,
        kb(largestLazy.gzip),
        kb(hello.gzip),
        ratio(largestLazy.gzip, hello.gzip),
        '-',
      ],
    ],
  );
  console.log(
    `   largest lazy chunk = ${largestLazy.module}, of ${largestLazy.lazyChunks} lazy route chunks`,
  );
  console.log(
    `   /signin fetched: ${signin.files.map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`).join(', ')}`,
  );
}

function printRender(render: RenderResult) {
  const { memo, plain } = render;
  table(
    `2. Render: Session table, ${render.rows} fancy rows, ${render.ticks} ticks, ${render.changedPerTick} rows change per tick (jsdom, median of ${render.rounds} rounds)`,
    ['measure', 'memo SessionRow', 'baseline: no memo', 'ratio', 'target'],
    [
      [
        'session rows rendered per tick',
        memo.rowsPerTick.toFixed(2),
        plain.rowsPerTick.toFixed(2),
        ratio(memo.rowsPerTick, plain.rowsPerTick),
        `only the changed (${render.changedPerTick}): ${memo.onlyChangedRows && memo.rowsPerTick === render.changedPerTick ? 'met' : 'not met'}`,
      ],
      [
        'React commits per tick (table <Profiler>)',
        memo.commitsPerTick.toFixed(2),
        plain.commitsPerTick.toFixed(2),
        ratio(memo.commitsPerTick, plain.commitsPerTick),
        '1',
      ],
      [
        'render time per tick (Profiler actualDuration)',
        ms(memo.actualMsPerTick),
        ms(plain.actualMsPerTick),
        ratio(memo.actualMsPerTick, plain.actualMsPerTick),
        'informative',
      ],
      [
        'act() wall time per tick (render + commit)',
        ms(memo.wallMsPerTick),
        ms(plain.wallMsPerTick),
        ratio(memo.wallMsPerTick, plain.wallMsPerTick),
        'informative',
      ],
    ],
  );
  if (!render.sessionRowIsMemo) console.log('   note: the exported SessionRow is not wrapped in memo()');
}

function printCasino(casino: CasinoRenderResult, bundle: BundleResult) {
  const { signin, largestCasino } = bundle;
  table(
    `4. Casino: a live table's round push, ${casino.table}, ${casino.cells} prices, ${casino.pushes} pushes (half move only the countdown, half one price; jsdom, median of ${casino.rounds} rounds)`,
    ['measure', 'memo MarketButton', 'baseline: no memo', 'ratio', 'target'],
    [
      [
        'prices rendered per push',
        casino.memo.cellsPerPush.toFixed(2),
        casino.plain.cellsPerPush.toFixed(2),
        ratio(casino.memo.cellsPerPush, casino.plain.cellsPerPush),
        `only the changed (0 or 1): ${casino.memo.onlyChangedCells ? 'met' : 'not met'}`,
      ],
      [
        'act() wall time per push (render + commit)',
        ms(casino.memo.wallMsPerPush),
        ms(casino.plain.wallMsPerPush),
        ratio(casino.memo.wallMsPerPush, casino.plain.wallMsPerPush),
        'informative',
      ],
      [
        `largest casino chunk (gzip): ${largestCasino.file.replace(/^assets\//, '')}`,
        kb(largestCasino.gzip),
        kb(bundle.hello.gzip),
        ratio(largestCasino.gzip, bundle.hello.gzip),
        `lazy (not fetched by /signin): ${signin.files.some((f) => f.file === largestCasino.file) ? 'not met' : 'met'}`,
      ],
    ],
  );
  console.log(
    `   ${largestCasino.casinoChunks} chunks hold casino code; the largest raw ${kb(largestCasino.raw)}`,
  );
}

function printAviator(aviator: AviatorResult, bundle: BundleResult) {
  const { route, aviator: frames, baseline } = aviator;
  table(
    `3. Aviator: 10 s of a running round in headless Chromium (stage renderer: ${aviator.renderer}) vs a bare rAF loop`,
    ['measure', 'aviator page', 'baseline: bare rAF loop', 'ratio', 'target'],
    [
      [
        'frame interval p50',
        ms(frames.intervalP50),
        ms(baseline.intervalP50),
        ratio(frames.intervalP50, baseline.intervalP50),
        'informative',
      ],
      [
        'frame interval p95',
        ms(frames.intervalP95),
        ms(baseline.intervalP95),
        ratio(frames.intervalP95, baseline.intervalP95),
        `< 16.7 ms: ${frames.intervalP95 < 16.7 ? 'met' : 'not met'}`,
      ],
      ['work per frame p50 (tracker + stage)', ms(frames.workP50), '-', '-', 'informative'],
      [
        'work per frame p95 (tracker + stage)',
        ms(frames.workP95),
        '-',
        '-',
        `< 16.7 ms: ${frames.workP95 < 16.7 ? 'met' : 'not met'}`,
      ],
      [
        'frames drawn in 10 s',
        String(frames.frames),
        String(baseline.frames * 2),
        ratio(frames.frames, baseline.frames * 2),
        '600',
      ],
      [
        `JS the aviator route adds (gzip), ${route.files} files`,
        kb(route.gzip),
        kb(bundle.hello.gzip),
        ratio(route.gzip, bundle.hello.gzip),
        'informative',
      ],
      [
        '  of which pixi.js (gzip, by module share)',
        kb(route.pixiGzip),
        '-',
        `${((100 * route.pixiGzip) / route.gzip).toFixed(0)}%`,
        '-',
      ],
    ],
  );
  console.log(
    `   pixi.js fetched by /signin or the dashboard: ${aviator.pixiOutsideRoute.length === 0 ? 'none' : aviator.pixiOutsideRoute.join(', ')}; the route's JS raw ${kb(route.raw)} (pixi ${kb(route.pixiRaw)})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
