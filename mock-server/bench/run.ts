/**
 * `npm run bench`: the mock server's speed, each figure against a baseline measured in
 * the same run. Everything on loopback, bounded in time.
 *   1. throughput of user/userBalance and sports/oddBetPlaced as a ratio of a bare Fastify JSON route,
 *      and the server's CPU per request against the bare route's (steady when the load generator,
 *      sharing the machine, is the bottleneck: then requests/s compare the client, not the server)
 *   2. p50/p99 latency of bet placement at a fixed 1,000 req/s
 *   0. demo's start-up with its week of history against the same start without it, and
 *      the schedule's look-ahead: start-up plus its first read, and running with it read each second;
 *      hostile input (bench/hostile.ts): a 100,000-digit stake, a 32 MB NDJSON line, a long clock move
 *   3. p99 delivery lag of the 1 Hz match-room push to 5,000 connected sockets, the sockets
 *      spread over worker threads (so the client is not the bottleneck), with the server's
 *      share: how long the mock takes to hand a push to every socket, and its event-loop delay
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { FanoutWorkerData, FanoutWorkerMessage } from './fanout-worker';
import { hostileRows } from './hostile';
import { type PacedResult, paced } from './paced';
import { scheduleRows } from './schedule';
import { startupRows } from './startup';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 4);
const MARKET = '1.299999999';

interface Push {
  /** When the exchange began the push, and when the server had handed it to every socket (epoch ms). */
  push: number;
  sent: number;
}

interface Child {
  process: ChildProcess;
  port: number;
  pushes: Push[];
  /** The mock's event-loop delay p99 over the last window (loop-report). */
  loopP99Ms?: number;
}

function start(script: string): Promise<Child> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_MARKET: MARKET },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pushes: Push[] = [];
  const started: Child = { process: child, port: 0, pushes };
  return new Promise((resolve, reject) => {
    child.on('message', (message: { ready?: number; push?: number; sent?: number; loopP99Ms?: number }) => {
      if (message.ready) {
        started.port = message.ready;
        resolve(started);
      }
      if (message.push && message.sent) pushes.push({ push: message.push, sent: message.sent });
      if (message.loopP99Ms !== undefined) started.loopP99Ms = message.loopP99Ms;
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** The child's CPU time so far (user + system, µs): cpu-report.ts. */
function cpuOf(child: Child): Promise<number> {
  return new Promise((resolve) => {
    const listen = (message: { cpuUs?: number }) => {
      if (message.cpuUs === undefined) return;
      child.process.off('message', listen);
      resolve(message.cpuUs);
    };
    child.process.on('message', listen);
    child.process.send('cpu');
  });
}

/** A load run, after a 2 s warm-up (JIT, lazily loaded modules), with the server's CPU time per request (µs). */
async function cannonCpu(child: Child, options: autocannon.Options) {
  await cannon({ ...options, duration: 2 });
  const before = await cpuOf(child);
  const result = await cannon(options);
  const cpuPerRequest = ((await cpuOf(child)) - before) / Math.max(1, result.requests.total);
  return { result, cpuPerRequest };
}

const stop = (child: Child) => {
  child.process.removeAllListeners('exit');
  child.process.kill();
};

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 20, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const rows: [string, string, string, string][] = [];
const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '-');

/** 1,000 req/s for the measured window, after a 2 s warm-up at the same rate (JIT, sockets). */
async function steady(url: string, body: string, headers: Record<string, string>): Promise<PacedResult> {
  await paced({ url, body, headers, rate: 1000, seconds: 2 });
  return paced({ url, body, headers, rate: 1000, seconds: DURATION });
}
const row = (what: string, value: string, ratio: string, target: string) =>
  rows.push([what, value, ratio, target]);

/** What the bare Fastify route gave: every later figure is a ratio of it. */
interface Baseline {
  requestsPerSecond: number;
  cpuPerRequest: number;
  latency: PacedResult;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

async function main() {
  // 0. Start-up: demo with and without its week of history (in this process, before any load).
  for (const startup of startupRows())
    row(startup[0] ?? '', startup[1] ?? '', startup[2] ?? '', startup[3] ?? '');
  // 0b. The control room's schedule: its look-ahead at start-up and while the clock runs.
  for (const schedule of scheduleRows())
    row(schedule[0] ?? '', schedule[1] ?? '', schedule[2] ?? '', schedule[3] ?? '');
  // 0c. Hostile input: numeric strings, NDJSON lines, long clock moves.
  for (const hostile of await hostileRows())
    row(hostile[0] ?? '', hostile[1] ?? '', hostile[2] ?? '', hostile[3] ?? '');

  const bare = await measureBare();
  const mock = await start('./mock-process.ts');
  const base = `http://127.0.0.1:${mock.port}`;
  const login = await post(base, '/v1/user/login', {
    username: 'DEMO',
    password: 'demo1234',
    isClient: true,
    host: 'bench',
  });
  const token = String(login.token);
  const auth = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
  await measureBalance(mock, base, auth, bare);
  const bet = await openBenchMarket(base, token);
  await measurePlacement(base, bet, auth, bare);
  await measureFanout(mock, base);
  stop(mock);
  printRows();
}

/** 1. The baseline: a bare Fastify JSON route's throughput, CPU per request and latency at 1,000 req/s. */
async function measureBare(): Promise<Baseline> {
  const bare = await start('./bare-server.ts');
  const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
  const { result: baseline, cpuPerRequest } = await cannonCpu(bare, {
    url: bareUrl,
    method: 'POST',
    body: '{}',
    headers: JSON_HEADERS,
  });
  const latency = await steady(bareUrl, '{}', JSON_HEADERS);
  stop(bare);
  row('bare Fastify JSON route', `${Math.round(baseline.requests.average)} req/s`, '1.00', 'baseline');
  row('  server CPU per request', `${cpuPerRequest.toFixed(1)} us`, '1.00', 'baseline');
  return { requestsPerSecond: baseline.requests.average, cpuPerRequest, latency };
}

/** 1. user/userBalance throughput and CPU per request against the bare route. */
async function measureBalance(mock: Child, base: string, auth: Record<string, string>, bare: Baseline) {
  const { result: balance, cpuPerRequest: balanceCpu } = await cannonCpu(mock, {
    url: `${base}/v1/user/userBalance`,
    method: 'POST',
    body: '{}',
    headers: auth,
  });
  const balanceRatio = balance.requests.average / bare.requestsPerSecond;
  row(
    'user/userBalance',
    `${Math.round(balance.requests.average)} req/s`,
    balanceRatio.toFixed(2),
    '>= 0.60',
  );
  // Inverted, so it reads like the throughput ratio: bare CPU / mock CPU per request.
  row(
    '  server CPU per request',
    `${balanceCpu.toFixed(1)} us`,
    ratio(bare.cpuPerRequest, balanceCpu),
    '>= 0.60',
  );
}

/** A bookmaker market with a fixed rate and a wallet deep enough for every bet of the run; the bet's body. */
async function openBenchMarket(base: string, token: string): Promise<string> {
  const admin = (action: Record<string, unknown>) => post(base, '/__admin/actions', action);
  await admin({ type: 'account.credit', username: 'demo', amount: 1e11, remark: 'bench' });
  await admin({
    type: 'sports.addMatch',
    marketId: MARKET,
    eventId: '39999999',
    matchName: 'Bench XI v Load XI',
    seriesName: 'Benchmark Cup',
    startAt: Date.now() - 60_000,
    status: 'INPLAY',
    teams: [
      { selectionId: '1', name: 'Bench XI' },
      { selectionId: '2', name: 'Load XI' },
    ],
  });
  await admin({
    type: 'sports.setRates',
    marketId: MARKET,
    market: 'bookmaker',
    rates: [
      { selectionId: '1', lgaai: 0.95, khaai: 0.97 },
      { selectionId: '2', lgaai: 0, khaai: 0 },
    ],
  });
  const bet = JSON.stringify({
    odds: '0.95',
    amount: 100,
    selectionId: '1',
    marketId: MARKET,
    eventId: '39999999',
    betFor: 'odds',
    run: '0',
    oddsType: 'bookmaker',
    type: 'L',
  });
  const probe = await post(base, '/v1/sports/oddBetPlaced', JSON.parse(bet), token);
  if (probe.error !== false) throw new Error(`bet refused: ${JSON.stringify(probe)}`);
  return bet;
}

/** 1. Bet placement throughput; 2. its latency at a fixed rate, open loop, after a warm-up. */
async function measurePlacement(base: string, bet: string, auth: Record<string, string>, bare: Baseline) {
  const bets = await cannon({
    url: `${base}/v1/sports/oddBetPlaced`,
    method: 'POST',
    body: bet,
    headers: auth,
  });
  const betRatio = bets.requests.average / bare.requestsPerSecond;
  row('sports/oddBetPlaced', `${Math.round(bets.requests.average)} req/s`, betRatio.toFixed(2), 'report');
  const fixed = await steady(`${base}/v1/sports/oddBetPlaced`, bet, auth);
  const { latency } = bare;
  row('bare route @1000 req/s p50 / p99', `${latency.p50} / ${latency.p99} ms`, '1.00', 'baseline');
  row('bet placement @1000 req/s p50', `${fixed.p50} ms`, ratio(fixed.p50, latency.p50), '');
  row('bet placement @1000 req/s p99', `${fixed.p99} ms`, ratio(fixed.p99, latency.p99), '< 10 ms');
  row('  (failed during the run)', String(fixed.failed), '', '0');
}

/** Starts the fan-out's worker threads, each holding its share of the sockets in the match room. */
function fanoutWorkers(base: string): Worker[] {
  return Array.from({ length: WORKERS }, (_, index) => {
    const share = Math.floor(SOCKETS / WORKERS) + (index < SOCKETS % WORKERS ? 1 : 0);
    // Workers do not take --import: the bootstrap registers tsx, then loads the TypeScript worker.
    const script = new URL('./fanout-worker.ts', import.meta.url).href;
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
    return new Worker(bootstrap, {
      eval: true,
      workerData: { url: base, room: MARKET, sockets: share } satisfies FanoutWorkerData,
    });
  });
}

/** The next message of a kind from a worker. */
const reply = (worker: Worker, kind: FanoutWorkerMessage['kind']) =>
  new Promise<FanoutWorkerMessage>((resolve) => {
    const listen = (message: FanoutWorkerMessage) => {
      if (message.kind !== kind) return;
      worker.off('message', listen);
      resolve(message);
    };
    worker.on('message', listen);
  });

/**
 * 3. Fan-out: the sockets in the match room, spread over worker threads; lag from the server's
 * push to each arrival, and the server's own share of it.
 */
async function measureFanout(mock: Child, base: string) {
  const workers = fanoutWorkers(base);
  // Wait until every socket has joined or given up (a busy machine queues the handshakes).
  const settled = await Promise.race([
    Promise.all(workers.map((worker) => reply(worker, 'settled'))),
    new Promise<FanoutWorkerMessage[]>((resolve) => setTimeout(() => resolve([]), 180_000)),
  ]);
  const joinedCount = settled.reduce(
    (sum, message) => sum + (message.kind === 'settled' ? message.joined : 0),
    0,
  );
  // Measure only once every socket is connected and the room has settled.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const fromPush = mock.pushes.length;
  mock.process.send('loop-reset');
  for (const worker of workers) worker.postMessage('measure');
  await new Promise((resolve) => setTimeout(resolve, DURATION * 1000));
  const reports = await Promise.all(
    workers.map((worker) => {
      const answer = reply(worker, 'arrivals');
      worker.postMessage('report');
      return answer;
    }),
  );
  mock.process.send('loop-report');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const pushes = mock.pushes.slice(fromPush);
  const lags = reports.flatMap((report) =>
    report.kind !== 'arrivals'
      ? []
      : report.arrivals.flatMap((at) => {
          const emitted = pushes.filter((p) => p.push <= at).at(-1);
          return emitted === undefined ? [] : [at - emitted.push];
        }),
  );
  const serverShare = pushes.map((p) => p.sent - p.push);
  const clientLoop = Math.max(...reports.map((r) => (r.kind === 'arrivals' ? r.loopP99Ms : 0)));
  for (const worker of workers) worker.postMessage('close');
  const round = (value: number) => Math.round(value * 10) / 10;
  row(`match-room push to ${SOCKETS} sockets p50 lag`, `${round(percentile(lags, 50))} ms`, '', '');
  row(`match-room push to ${SOCKETS} sockets p99 lag`, `${round(percentile(lags, 99))} ms`, '', '< 100 ms');
  row(
    '  server share: push handed to every socket p50 / p99',
    `${round(percentile(serverShare, 50))} / ${round(percentile(serverShare, 99))} ms`,
    '',
    'report',
  );
  row('  (server event-loop delay p99)', `${round(mock.loopP99Ms ?? Number.NaN)} ms`, '', '');
  row(`  (client: ${WORKERS} worker threads, worst event-loop delay p99)`, `${round(clientLoop)} ms`, '', '');
  row(
    '  (sockets joined; pushes / deliveries)',
    `${joinedCount}; ${pushes.length} / ${lags.length}`,
    '',
    `${SOCKETS}; ${pushes.length * SOCKETS}`,
  );
}

function printRows() {
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...[['measure', 'value', 'ratio', 'target'], ...rows].map((r) => r[i]?.length ?? 0)),
  );
  const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\nmock-server benchmark (${DURATION} s per measure, loopback, ${new Date().toISOString()})`);
  console.log(line(['measure', 'value', 'ratio', 'target']));
  for (const r of rows) console.log(line(r));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
