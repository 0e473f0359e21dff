/**
 * socket.io on the app's own server, bridged to the current exchange's outbox (re-attached
 * whenever a scenario load builds a new exchange) and closed with the app.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRealtime } from '../realtime/io';
import type { Simulation } from '../sim/simulation';

export const realtime = fp(
  async (
    app: FastifyInstance,
    { sim, corsOrigins }: { sim: Simulation; corsOrigins: () => readonly string[] },
  ) => {
    const bridge = createRealtime(app.server, () => sim.exchange, { corsOrigins });
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
