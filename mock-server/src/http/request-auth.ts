/**
 * `request.auth`: the signed-in user and session of a request, set by the contract route
 * (http/call-route.ts) on calls that need a bearer token; null elsewhere. Declared once
 * with decorateRequest so every request object has the same shape.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Session, User } from '../exchange/accounts';

export interface RequestAuth {
  user: User;
  session: Session;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** The bearer token of a request; the real clients send 'Bearer null' when signed out. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

export const requestAuth = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
  },
  { name: 'request-auth' },
);
