/**
 * A replayed recording's cache and result GETs: the URLs the recorded answers handed out now
 * point here (a real cache URL's own path included), so each is answered by path before any
 * route or the client's index.html. API calls are answered in call-route.ts, after their checks.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../services';

export const recording = fp(
  async (app: FastifyInstance, { services }: { services: Services }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const area = services.exchange.areas.recording;
      if (!area.active || request.url.startsWith('/__admin') || request.url.startsWith('/socket.io')) {
        return done();
      }
      const answer = area.rawAnswerFor(request.method, request.url, services.publicUrl());
      if (!answer) return done();
      reply.code(answer.status).send(answer.body);
    });
  },
  { name: 'recording' },
);
