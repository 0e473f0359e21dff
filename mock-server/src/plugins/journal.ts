/**
 * The journal of requests: every API request with its answer, in scenario time. The body
 * is kept as a bounded copy with credentials redacted; the answer as the text sent
 * (bounded, redacted), parsed only when the journal is read.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Surface, surfaceOf } from '../http/surface';
import { journalResponse, journalValue } from '../journal-value';
import type { Simulation } from '../sim/simulation';

/** What a client of the exchange calls: the API, its cache URLs and the provider (never the admin API). */
const JOURNALED: ReadonlySet<Surface> = new Set(['api', 'cache', 'provider-api', 'provider-page']);

export const journal = fp(
  async (app: FastifyInstance, { sim }: { sim: Simulation }) => {
    const options = { redact: sim.journal.redact };
    app.addHook('onSend', (request, reply, payload, done) => {
      if (JOURNALED.has(surfaceOf(request).surface)) {
        const key = request.headers['idempotency-key'];
        sim.journal.record({
          at: sim.clock.now(),
          kind: 'request',
          method: request.method,
          // As the client spelled it (a replay re-sends it so), without the query.
          path: request.url.split('?')[0] ?? request.url,
          body: journalValue(request.method === 'GET' ? request.query : request.body, options),
          userId: request.auth?.user.userId,
          session: request.auth?.session.id,
          idempotencyKey: Array.isArray(key) ? key[0] : key,
          status: reply.statusCode,
          response: typeof payload === 'string' ? journalResponse(payload, options) : undefined,
        });
      }
      done(null, payload);
    });
  },
  { name: 'journal' },
);
