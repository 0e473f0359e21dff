/**
 * A replayed recording's cache and result GETs: the URLs the recorded answers handed out now
 * point here (a real cache URL's own path included), so each is answered by path before any
 * route or the client's index.html. API calls are answered in call-route.ts, after their checks.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { surfaceOf } from '../http/surface';
import type { Services } from '../services';

export const recording = fp(
  async (app: FastifyInstance, { services }: { services: Services }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const area = services.exchange.areas.recording;
      if (!area.active) return done();
      const { surface, local } = surfaceOf(request);
      if (surface === 'admin' || surface === 'socket') return done();
      const query = request.url.indexOf('?');
      const url = query < 0 ? local : `${local}${request.url.slice(query)}`;
      const answer = area.rawAnswerFor(request.method, url, services.publicUrl());
      if (!answer) return done();
      reply.code(answer.status).send(answer.body);
    });
  },
  { name: 'recording' },
);
