/**
 * Cross-origin calls: only from the configured origins (corsOrigins in config.ts), with
 * credentials, because the client may be served from elsewhere than the API (the Vite dev
 * server on :5173 polling a cacheUrl that points here, a CDN), as with the real exchange.
 */
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const ALLOWED_HEADERS = ['content-type', 'authorization', 'idempotency-key', 'x-admin-token'];

export const cors = fp(
  async (app: FastifyInstance, { origins }: { origins: () => readonly string[] }) => {
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && origins().includes(origin)),
      credentials: true,
      allowedHeaders: ALLOWED_HEADERS,
      methods: ['GET', 'POST', 'PATCH', 'OPTIONS'],
    });
  },
  { name: 'cors' },
);
