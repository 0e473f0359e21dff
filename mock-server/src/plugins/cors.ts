/**
 * Cross-origin calls: only from the configured origins (corsOrigins in config.ts), with
 * credentials, because the client may be served from elsewhere than the API (the Vite dev
 * server on :5173 polling a cacheUrl that points here, a CDN), as with the real exchange.
 *
 * The simulated casino provider's API (/games/api/) is the exception: its game pages run
 * sandboxed in an opaque origin (they send Origin: null), as a real provider's pages run on
 * the provider's own site. They authenticate with the bearer token their URL carries, never
 * with cookies, so any origin may call it, without credentials.
 */
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { surfaceOf } from '../http/surface';

export const ALLOWED_HEADERS = ['content-type', 'authorization', 'idempotency-key', 'x-admin-token'];

export const cors = fp(
  async (app: FastifyInstance, { origins }: { origins: () => readonly string[] }) => {
    const exchangeOptions: FastifyCorsOptions = {
      origin: (origin, callback) => callback(null, origin !== undefined && origins().includes(origin)),
      credentials: true,
      allowedHeaders: ALLOWED_HEADERS,
      methods: ['GET', 'POST', 'PATCH', 'OPTIONS'],
    };
    const providerOptions: FastifyCorsOptions = {
      origin: '*',
      credentials: false,
      allowedHeaders: ['content-type', 'authorization', 'idempotency-key'],
      methods: ['GET', 'POST', 'OPTIONS'],
    };
    await app.register(fastifyCors, {
      delegator: (request: FastifyRequest, callback) =>
        callback(null, surfaceOf(request).surface === 'provider-api' ? providerOptions : exchangeOptions),
    });
  },
  { name: 'cors' },
);
