/**
 * JSON bodies. Real clients may POST with a JSON content type and no body (userBalance):
 * that reads as {}. Text that is not JSON is a 400, never a 500.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const jsonBody = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body.trim() : '';
      if (text === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        const error = new Error('Body is not valid JSON') as Error & { statusCode: number };
        error.statusCode = 400;
        done(error, undefined);
      }
    });
  },
  { name: 'json-body' },
);
