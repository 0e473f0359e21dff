/**
 * The one error handler and the not-found answer: API paths get the error envelope, other
 * GETs a plain 404. A 4xx thrown by Fastify itself (body too large, bad JSON) keeps its
 * status and message; anything else is logged and answered 500 without details.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/envelope';
import { isServerSurface, surfaceOf } from '../http/surface';

export const errorHandlers = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'unhandled error');
      reply.code(status).send(errorBody(status, status === 500 ? 'Internal error' : error.message));
    });

    app.setNotFoundHandler((request, reply) => {
      const { surface, path } = surfaceOf(request);
      if (isServerSurface(surface) || request.method !== 'GET') {
        reply.code(404).send(errorBody(404, `No route ${request.method} ${path}`));
        return;
      }
      reply.code(404).type('text/plain').send('Not found');
    });
  },
  { name: 'error-handlers' },
);
