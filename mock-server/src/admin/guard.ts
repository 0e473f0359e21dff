/**
 * Who may use the admin API. On a loopback HOST (the default) it is open: only this machine
 * reaches the port. On any other interface (docker compose sets HOST=0.0.0.0) every
 * /__admin request must carry the admin token as `X-Admin-Token` (ADMIN_TOKEN, or a random
 * one printed at start-up): the admin API can rewrite every wallet and its journal holds
 * what users sent.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMIN_TOKEN_HEADER } from '@esk/contracts/http/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, isLoopbackHost } from '../config';
import { errorBody } from '../http/envelope';
import { surfaceOf } from '../http/surface';

export { ADMIN_TOKEN_HEADER };

/** The token the admin API requires, or undefined when it is open (loopback). */
export function adminToken(config: Config): string | undefined {
  if (config.ADMIN_TOKEN) return config.ADMIN_TOKEN;
  return isLoopbackHost(config.HOST) ? undefined : randomBytes(24).toString('base64url');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export const adminGuard = fp(
  async (app: FastifyInstance, { token }: { token: string | undefined }) => {
    if (token === undefined) return;
    const expected = digest(token);
    app.addHook('onRequest', (request, reply, done) => {
      if (surfaceOf(request).surface !== 'admin') return done();
      const sent = request.headers[ADMIN_TOKEN_HEADER];
      const given = Array.isArray(sent) ? sent[0] : sent;
      if (given !== undefined && timingSafeEqual(digest(given), expected)) return done();
      reply
        .code(401)
        .send(errorBody(401, `The admin API needs the admin token in the ${ADMIN_TOKEN_HEADER} header`));
    });
  },
  { name: 'admin-guard' },
);
