/// <reference types="node" />
/**
 * Aviator part of `npm run bench` (run by run.ts in its own process).
 *
 * Builds the client into a temp dir, starts the mock exchange serving that build (scenario
 * `sandbox`, no scripted rounds), signs in as demo in headless Chromium and measures:
 *   1. the JS the aviator route adds (the files fetched when the Aviator tile is clicked on the
 *      dashboard), gzip -9, and pixi.js's share of it (from the build's module map); that no pixi
 *      code is fetched by /signin or the dashboard;
 *   2. frame times over 10 s of a running round (a round triggered with a 1000x crash point):
 *      the interval between frames and the work per frame, read through the page's test bridge;
 *      baseline: a bare requestAnimationFrame loop in the same browser, measured in the same run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { reportPart } from './part';

export interface FrameFigures {
  frames: number;
  intervalP50: number;
  intervalP95: number;
  workP50: number;
  workP95: number;
}

export interface AviatorResult {
  route: { files: number; raw: number; gzip: number; pixiRaw: number; pixiGzip: number };
  pixiOutsideRoute: string[];
  renderer: string;
  aviator: FrameFigures;
  baseline: FrameFigures;
  seconds: number;
}

const clientRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const MEASURE_MS = 10_000;
const gzipSize = (data: Uint8Array | string) => gzipSync(data, { level: 9 }).length;
const isPixi = (id: string) => /[\\/]node_modules[\\/](pixi\.js|@pixi)[\\/]/.test(id);

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  modules: Record<string, { renderedLength: number }>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startMock(port: number, clientDist: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'mock-server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SCENARIO: 'sandbox',
      LOG_LEVEL: 'warn',
      CLIENT_DIST: clientDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the mock exchange did not start');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

const figures = (intervals: number[], work: number[]): FrameFigures => ({
  frames: intervals.length,
  intervalP50: percentile(intervals, 0.5),
  intervalP95: percentile(intervals, 0.95),
  workP50: percentile(work, 0.5),
  workP95: percentile(work, 0.95),
});

/** JS files (path -> body) the page fetches while `action` runs. */
async function jsFetchedDuring(page: Page, action: () => Promise<void>): Promise<Map<string, Buffer>> {
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: { url(): string; body(): Promise<Buffer> }) => {
    const path = new URL(response.url()).pathname;
    if (/\.m?js$/.test(path) && !bodies.has(path)) bodies.set(path, response.body());
  };
  page.on('response', onResponse);
  await action();
  page.off('response', onResponse);
  const files = new Map<string, Buffer>();
  for (const [path, body] of bodies) files.set(path.replace(/^\//, ''), await body);
  return files;
}

/** A bare requestAnimationFrame loop: what this browser's frames cost with nothing to draw. */
async function baselineFrames(browser: Browser): Promise<FrameFigures> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent('<!doctype html><title>baseline</title><p>rAF</p>');
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  const intervals = (await page.evaluate(`new Promise((resolve) => {
    const out = [];
    let last;
    const start = performance.now();
    const tick = (now) => {
      if (last !== undefined) out.push(now - last);
      last = now;
      if (now - start < ${MEASURE_MS / 2}) requestAnimationFrame(tick);
      else resolve(out);
    };
    requestAnimationFrame(tick);
  })`)) as number[];
  await page.close();
  return figures(
    intervals,
    intervals.map(() => 0),
  );
}

/** Builds the client into `dist`; each chunk's share of pixi.js code (by rendered length). */
async function buildWithPixiShare(dist: string): Promise<Map<string, number>> {
  const output = await build({
    configFile: join(clientRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as { output?: { type: string }[] }[];
  const chunks = outputs.flatMap((o) =>
    (o.output ?? []).filter((item): item is Chunk => item.type === 'chunk'),
  );
  const pixiShare = new Map<string, number>();
  for (const chunk of chunks) {
    let pixi = 0;
    let total = 0;
    for (const [id, info] of Object.entries(chunk.modules)) {
      total += info.renderedLength;
      if (isPixi(id)) pixi += info.renderedLength;
    }
    pixiShare.set(chunk.fileName, total > 0 ? pixi / total : 0);
  }
  return pixiShare;
}

/** Signs demo in (the JS it fetched), then opens the aviator page (the JS its route adds). */
async function openAviator(page: Page, base: string) {
  const early = await jsFetchedDuring(page, async () => {
    await page.goto(`${base}/signin`);
    await page.getByLabel(/user ?name/i).fill('demo');
    await page
      .getByLabel(/^password/i)
      .first()
      .fill('demo1234');
    await page.getByRole('button', { name: /log in/i }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^close$/i })
      .click();
    await page.waitForLoadState('networkidle');
  });
  const routeFiles = await jsFetchedDuring(page, async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: /aviator/i })
      .click();
    await page.getByTestId('aviator-page').waitFor();
    await page.waitForFunction(
      () =>
        (window as unknown as { __aviator?: { stage(): { renderer: string } } }).__aviator?.stage()
          .renderer !== 'none',
    );
    await page.waitForLoadState('networkidle');
  });
  return { early, routeFiles };
}

/** The route's JS, raw and gzipped, with pixi.js's share of each. */
function routeWeight(routeFiles: Map<string, Buffer>, pixiShare: Map<string, number>) {
  let raw = 0;
  let gzip = 0;
  let pixiRaw = 0;
  let pixiGzip = 0;
  for (const [file, body] of routeFiles) {
    const share = pixiShare.get(file) ?? 0;
    const zipped = gzipSize(body);
    raw += body.length;
    gzip += zipped;
    pixiRaw += body.length * share;
    pixiGzip += zipped * share;
  }
  return { files: routeFiles.size, raw, gzip, pixiRaw, pixiGzip };
}

/** A round that will not crash during the measurement; the page's frame figures over MEASURE_MS of it. */
async function measureFlight(page: Page, context: BrowserContext, base: string) {
  const admin = (path: string, data: unknown) => context.request.post(`${base}/__admin/${path}`, { data });
  await admin('actions', {
    type: 'aviator.openRound',
    roundId: 'AV-BENCH',
    serverSeedHash: 'ab'.repeat(32),
    bettingMs: 1000,
  });
  await page.waitForTimeout(1200);
  await admin('actions', { type: 'aviator.takeOff', roundId: 'AV-BENCH', crashPoint: 1000 });
  await page.waitForTimeout(1000);
  type Stats = { workMs: number[]; intervalMs: number[]; frames: number };
  const stats = () =>
    page.evaluate(() => (window as unknown as { __aviator: { stats(): Stats } }).__aviator.stats());
  const before = await stats();
  await page.waitForTimeout(MEASURE_MS);
  const after = await stats();
  const count = Math.min(after.workMs.length, after.frames - before.frames);
  const renderer = await page.evaluate(
    () => (window as unknown as { __aviator: { stage(): { renderer: string } } }).__aviator.stage().renderer,
  );
  const status = await page.evaluate(
    () => (window as unknown as { __aviator: { frame(): { status: string } } }).__aviator.frame().status,
  );
  if (status !== 'running') throw new Error(`the round was not running during the measurement (${status})`);
  return { renderer, frames: figures(after.intervalMs.slice(-count), after.workMs.slice(-count)) };
}

async function main(): Promise<AviatorResult> {
  const started = performance.now();
  const tmp = await mkdtemp(join(tmpdir(), 'esk-aviator-bench-'));
  let mock: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const dist = join(tmp, 'dist');
    const pixiShare = await buildWithPixiShare(dist);
    const port = await freePort();
    mock = await startMock(port, dist);
    const base = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const baseline = await baselineFrames(browser);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), testBridge: true } });
    });
    const { early, routeFiles } = await openAviator(page, base);
    const pixiOutsideRoute = [...early.keys()].filter((file) => (pixiShare.get(file) ?? 0) > 0);
    const { renderer, frames } = await measureFlight(page, context, base);
    await context.close();
    return {
      route: routeWeight(routeFiles, pixiShare),
      pixiOutsideRoute,
      renderer,
      aviator: frames,
      baseline,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await browser?.close();
    mock?.kill('SIGTERM');
    await rm(tmp, { recursive: true, force: true });
  }
}

reportPart(main());
