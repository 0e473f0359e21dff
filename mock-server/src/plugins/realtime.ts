/**
 * socket.io on the app's own server, bridged to the current exchange's outbox (re-attached
 * whenever a scenario load builds a new exchange) and closed with the app.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRealtime } from '../realtime/io';
import type { Simulation } from '../sim/simulation';
import { type DriftLookup, driftPayload } from './drift';

export const realtime = fp(
  async (
    app: FastifyInstance,
    {
      sim,
      corsOrigins,
      drift,
    }: { sim: Simulation; corsOrigins: () => readonly string[]; drift: DriftLookup },
  ) => {
    const bridge = createRealtime(app.server, () => sim.exchange, {
      corsOrigins,
      wirePayload: (event) => driftPayload(drift, event.event, event.payload),
    });
    let detach = () => {};
    const unlisten = sim.onExchange((exchange) => {
      detach();
      detach = bridge.attach(exchange);
    });
    app.addHook('onClose', async () => {
      unlisten();
      detach();
      await bridge.close();
    });
  },
  { name: 'realtime' },
);
