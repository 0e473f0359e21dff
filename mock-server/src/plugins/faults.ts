/**
 * Faults injected by the scenario: latency and error answers on a path prefix. Callback
 * style with a synchronous fast path: this runs on every request.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/envelope';
import { surfaceOf } from '../http/surface';
import type { Simulation } from '../sim/simulation';

export const faults = fp(
  async (app: FastifyInstance, { sim }: { sim: Simulation }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const fault = sim.exchange.faults.httpFaultFor(surfaceOf(request).local);
      if (!fault) return done();
      setTimeout(() => {
        if (fault.status) reply.code(fault.status).send(errorBody(fault.status, fault.message));
        else done();
      }, fault.latencyMs);
    });
  },
  { name: 'faults' },
);
