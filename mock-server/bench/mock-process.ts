/**
 * The mock exchange in its own process for benchmarks. Reports its port, and the wall
 * time of every push to the bench match room (for the fan-out lag measurement).
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

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
// Stamped before the socket bridge sends it, so the lag includes the server's own fan-out.
sim.exchange.outbox.subscribe(
  (event) => {
    if (event.to === 'room' && event.room === BENCH_MARKET) process.send?.({ push: Date.now() });
  },
  { first: true },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ ready: typeof address === 'object' && address ? address.port : 0 });
