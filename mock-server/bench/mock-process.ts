/**
 * The mock exchange in its own process for benchmarks. Reports its port, and for every push
 * to the bench match room when the exchange began it and when the server's synchronous part
 * of delivering it ended (outbox listeners: journal, socket.io broadcast to every socket of
 * the room), on the epoch clock the bench client stamps arrivals with. Also its event-loop
 * delay, the wait a push can add before the socket writes are flushed.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { answerCpuQueries } from './cpu-report';

const BENCH_MARKET = process.env.BENCH_MARKET ?? '1.299999999';

const config = loadConfig({
  SCENARIO: 'sandbox',
  START_AT: 'now',
  LOG_LEVEL: 'silent',
  PORT: '0',
  JOURNAL_SIZE: '1000',
});
const { app, sim } = await buildApp(config, { logger: false });
process.on('SIGINT', () => process.exit(0));
answerCpuQueries();
const now = () => performance.timeOrigin + performance.now();
const isBenchPush = (event: { to: string; room?: string }) =>
  event.to === 'room' && event.room === BENCH_MARKET;
let started = 0;
// First listener: the push begins (the lag includes the server's own fan-out). Last: it has
// been handed to every socket of the room.
sim.exchange.outbox.subscribe(
  (event) => {
    if (isBenchPush(event)) started = now();
  },
  { first: true },
);
sim.exchange.outbox.subscribe((event) => {
  if (isBenchPush(event)) process.send?.({ push: started, sent: now() });
});
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
process.on('message', (message: string) => {
  if (message === 'loop-reset') loop.reset();
  if (message === 'loop-report') process.send?.({ loopP99Ms: loop.percentile(99) / 1e6 });
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ ready: typeof address === 'object' && address ? address.port : 0 });
