/**
 * Who may use the admin API (every request whose path classifies as admin, whatever its
 * spelling: http/surface.ts), in this order:
 *
 * 1. Not a foreign page (http/browser-policy.ts): a request whose Origin is neither a CORS
 *    origin nor its own, or a cross-site one without an Origin, gets 403. The admin API
 *    rewrites wallets and its journal holds what users sent; any page a QA engineer browses
 *    while the mock runs could otherwise send it a "simple" cross-site request.
 * 2. The admin token: on a loopback HOST (the default) the API is open, since only this
 *    machine reaches the port; on any other interface (docker compose sets HOST=0.0.0.0)
 *    every request must carry it as `X-Admin-Token` (ADMIN_TOKEN, or a random one printed at
 *    start-up): 401 without it.
 * 3. A call that changes state (any method but GET, HEAD and OPTIONS) must say
 *    `Content-Type: application/json` (a replay may send application/x-ndjson): 415
 *    otherwise. Browsers send those types cross-origin only after a CORS preflight, which
 *    answers only the CORS origins, so a form or a body-less fetch from another site never
 *    reaches a handler.
 *
 * A CORS preflight (OPTIONS) carries no token and changes nothing: only rule 1 applies to it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMIN_TOKEN_HEADER } from '@esk/contracts/http/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, isLoopbackHost } from '../config';
import type { BrowserPolicy } from '../http/browser-policy';
import { errorBody } from '../http/envelope';
import { surfaceOf } from '../http/surface';

export { ADMIN_TOKEN_HEADER };

/** The token the admin API requires, or undefined when it is open (loopback). */
export function adminToken(config: Config): string | undefined {
  if (config.ADMIN_TOKEN) return config.ADMIN_TOKEN;
  return isLoopbackHost(config.HOST) ? undefined : randomBytes(24).toString('base64url');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The media types an admin call that changes state may send. */
export const ADMIN_BODY_TYPES = ['application/json', 'application/x-ndjson'] as const;

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

export interface AdminGuardOptions {
  token: string | undefined;
  policy: BrowserPolicy;
}

export const adminGuard = fp(
  async (app: FastifyInstance, { token, policy }: AdminGuardOptions) => {
    const expected = token === undefined ? undefined : digest(token);
    app.addHook('onRequest', (request, reply, done) => {
      if (surfaceOf(request).surface !== 'admin') return done();
      const foreign = policy.foreign(request.headers);
      if (foreign)
        return reply.code(403).send(errorBody(403, `The admin API refuses this request: ${foreign}`));
      if (request.method === 'OPTIONS') return done();
      if (expected) {
        const sent = request.headers[ADMIN_TOKEN_HEADER];
        const given = Array.isArray(sent) ? sent[0] : sent;
        if (given === undefined || !timingSafeEqual(digest(given), expected)) {
          return reply
            .code(401)
            .send(errorBody(401, `The admin API needs the admin token in the ${ADMIN_TOKEN_HEADER} header`));
        }
      }
      if (READ_ONLY.has(request.method)) return done();
      const type = mediaType(request.headers['content-type']);
      if ((ADMIN_BODY_TYPES as readonly string[]).includes(type)) return done();
      reply
        .code(415)
        .send(
          errorBody(
            415,
            `Content-Type: an admin call that changes state takes application/json (a replay also application/x-ndjson), not '${type || 'none'}'`,
          ),
        );
    });
  },
  { name: 'admin-guard' },
);
