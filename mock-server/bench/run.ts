/**
 * `npm run bench`: the mock server's speed, each figure against a baseline measured in
 * the same run. Everything on loopback, bounded in time.
 *   1. throughput of user/userBalance and sports/oddBetPlaced as a ratio of a bare Fastify JSON route
 *   2. p50/p99 latency of bet placement at a fixed 1,000 req/s
 *   3. p99 delivery lag of the 1 Hz match-room push to 2,000 connected sockets
 */
import { type ChildProcess, fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { io as connect, type Socket } from 'socket.io-client';
import { type PacedResult, paced } from './paced';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const MARKET = '1.299999999';

interface Child {
  process: ChildProcess;
  port: number;
  pushes: number[];
}

function start(script: string): Promise<Child> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_MARKET: MARKET },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pushes: number[] = [];
  return new Promise((resolve, reject) => {
    child.on('message', (message: { ready?: number; push?: number }) => {
      if (message.ready) resolve({ process: child, port: message.ready, pushes });
      if (message.push) pushes.push(message.push);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
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

async function main() {
  // 1. Baseline and API throughput.
  const bare = await start('./bare-server.ts');
  const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
  const json = { 'content-type': 'application/json' };
  const baseline = await cannon({ url: bareUrl, method: 'POST', body: '{}', headers: json });
  const bareLatency = await steady(bareUrl, '{}', json);
  stop(bare);
  row('bare Fastify JSON route', `${Math.round(baseline.requests.average)} req/s`, '1.00', 'baseline');

  const mock = await start('./mock-process.ts');
  const base = `http://127.0.0.1:${mock.port}`;
  const login = await post(base, '/v1/user/login', {
    username: 'DEMO',
    password: 'demo1234',
    isClient: true,
    host: 'bench',
  });
  const token = String(login.token);
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

  const balance = await cannon({
    url: `${base}/v1/user/userBalance`,
    method: 'POST',
    body: '{}',
    headers: auth,
  });
  const balanceRatio = balance.requests.average / baseline.requests.average;
  row(
    'user/userBalance',
    `${Math.round(balance.requests.average)} req/s`,
    balanceRatio.toFixed(2),
    '>= 0.50',
  );

  // A bookmaker market with a fixed rate and a wallet deep enough for every bet of the run.
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

  const bets = await cannon({
    url: `${base}/v1/sports/oddBetPlaced`,
    method: 'POST',
    body: bet,
    headers: auth,
  });
  const betRatio = bets.requests.average / baseline.requests.average;
  row('sports/oddBetPlaced', `${Math.round(bets.requests.average)} req/s`, betRatio.toFixed(2), 'report');

  // 2. Latency at a fixed rate, open loop, after a warm-up; the bare route measured the same way.
  const fixed = await steady(`${base}/v1/sports/oddBetPlaced`, bet, auth);
  row('bare route @1000 req/s p50 / p99', `${bareLatency.p50} / ${bareLatency.p99} ms`, '1.00', 'baseline');
  row('bet placement @1000 req/s p50', `${fixed.p50} ms`, ratio(fixed.p50, bareLatency.p50), '');
  row('bet placement @1000 req/s p99', `${fixed.p99} ms`, ratio(fixed.p99, bareLatency.p99), '< 10 ms');
  row('  (failed during the run)', String(fixed.failed), '', '0');

  // 3. Fan-out: 2,000 sockets in the match room, lag from the server's push to each arrival.
  const sockets: Socket[] = [];
  const arrivals: number[] = [];
  let joined = 0;
  for (let i = 0; i < SOCKETS; i++) {
    const socket = connect(base, { transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on('connect', () => {
      socket.emit('JoinRoom', MARKET);
      joined++;
    });
    socket.on(MARKET, () => arrivals.push(Date.now()));
    sockets.push(socket);
    if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Measure only once every socket is connected and the room has settled.
  const deadline = Date.now() + 60_000;
  while (joined < SOCKETS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const fromPush = mock.pushes.length;
  const fromArrival = arrivals.length;
  await new Promise((resolve) => setTimeout(resolve, DURATION * 1000));
  const pushes = mock.pushes.slice(fromPush);
  const lags = arrivals.slice(fromArrival).flatMap((at) => {
    const emitted = pushes.filter((t) => t <= at).at(-1);
    return emitted === undefined ? [] : [at - emitted];
  });
  loop.disable();
  for (const socket of sockets) socket.close();
  stop(mock);
  row('  (client-side event-loop delay p99)', `${Math.round(loop.percentile(99) / 1e6)} ms`, '', '');
  row(`match-room push to ${SOCKETS} sockets p50 lag`, `${percentile(lags, 50)} ms`, '', '');
  row(`match-room push to ${SOCKETS} sockets p99 lag`, `${percentile(lags, 99)} ms`, '', '< 100 ms');
  row(
    '  (sockets joined; pushes / deliveries)',
    `${joined}; ${pushes.length} / ${lags.length}`,
    '',
    `${pushes.length * SOCKETS}`,
  );

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
