/**
 * The Host check (http/browser-policy.ts) on every request, before any other hook: a
 * DNS-rebinding page reaches nothing, not even the client's files. Sockets are checked by
 * socket.io's allowRequest with the same policy (plugins/realtime.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BrowserPolicy } from '../http/browser-policy';
import { hostRefusal } from '../http/browser-policy';
import { errorBody } from '../http/envelope';

export const hostCheck = fp(
  async (app: FastifyInstance, { policy }: { policy: BrowserPolicy }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const { host } = request.headers;
      if (policy.hostAllowed(host)) return done();
      reply.code(403).send(errorBody(403, hostRefusal(host)));
    });
  },
  { name: 'host-check' },
);
