/**
 * Registers one contract as a Fastify route: validates the request against the
 * contract (400 naming the field), authenticates (401; revoked session: body code 3),
 * runs the handler, wraps its answer in the envelope (encrypted when configured) and
 * honours Idempotency-Key. Handlers are thin: they call the exchange and return data.
 */
import type { CallContract, WireResponseOf } from '@esk/contracts';
import { describeIssues } from '@esk/contracts/issues';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Session, User } from '../exchange/accounts';
import { BadRequest, ExchangeError, Forbidden } from '../exchange/errors';
import type { Services } from '../services';
import { errorBody, successBody } from './envelope';

type EnvelopeKeys = 'error' | 'code' | 'message' | 'dataEncrupt';

/** What an api handler returns: the envelope's data (and extra top-level fields such as login's token). */
export type ApiAnswer<C extends CallContract> = Omit<WireResponseOf<C>, EnvelopeKeys> & { message?: string };

export interface CallContext<C extends CallContract> {
  body: z.output<C['request']>;
  params: C['params'] extends z.ZodType ? z.output<C['params']> : Record<string, never>;
  request: FastifyRequest;
}

export interface AuthedContext<C extends CallContract> extends CallContext<C> {
  user: User;
  session: Session;
}

type ApiHandler<C extends CallContract> = (ctx: AuthedContext<C>) => ApiAnswer<C> | Promise<ApiAnswer<C>>;
type RawHandler<C extends CallContract> = (
  ctx: AuthedContext<C>,
) => WireResponseOf<C> | Promise<WireResponseOf<C>>;

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

export interface RouteOptions {
  /** Only these user types may call (default: any authenticated user). */
  userTypes?: readonly User['userType'][];
}

/** An api call: the handler returns the envelope's data; the envelope is added here. */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  services: Services,
  contract: C,
  handler: ApiHandler<C>,
  options: RouteOptions = {},
): void {
  register(app, services, contract, handler as (ctx: AuthedContext<C>) => unknown, options);
}

/** A cache-URL or result-service call: the handler returns the whole plain body. */
export function registerRawCall<C extends CallContract>(
  app: FastifyInstance,
  services: Services,
  contract: C,
  handler: RawHandler<C>,
  options: RouteOptions = {},
): void {
  register(app, services, contract, handler as (ctx: AuthedContext<C>) => unknown, options);
}

function register<C extends CallContract>(
  app: FastifyInstance,
  services: Services,
  contract: C,
  handler: (ctx: AuthedContext<C>) => unknown,
  options: RouteOptions,
): void {
  const { encryption, idempotency } = services;

  const run = async (request: FastifyRequest): Promise<{ status: number; body: unknown }> => {
    const input = contract.method === 'GET' ? request.query : (request.body ?? {});
    const parsed = contract.request.safeParse(input);
    if (!parsed.success) throw new BadRequest(describeIssues(parsed.error));
    let params: unknown = {};
    if (contract.params) {
      const parsedParams = contract.params.safeParse(request.params);
      if (!parsedParams.success) throw new BadRequest(describeIssues(parsedParams.error));
      params = parsedParams.data;
    }
    const auth = (request as FastifyRequest & { auth?: { user: User; session: Session } }).auth;
    const ctx = { body: parsed.data, params, request, user: auth?.user, session: auth?.session };
    const answer = (await (handler as (c: typeof ctx) => unknown)(ctx)) as Record<string, unknown>;
    if (contract.kind !== 'api') return { status: 200, body: answer };
    const { data, message, ...extra } = answer;
    return { status: 200, body: successBody(data, String(message ?? 'Success'), extra, encryption) };
  };

  app.route({
    method: contract.method,
    url: toFastifyPath(contract.path),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        if (contract.auth) {
          // services.exchange, not a captured one: a scenario load swaps the exchange.
          const auth = services.exchange.accounts.authenticate(bearer(request));
          if (options.userTypes && !options.userTypes.includes(auth.user.userType)) {
            throw new Forbidden('You Are Not Authorised');
          }
          (request as FastifyRequest & { auth?: unknown }).auth = auth;
        }
        const key = request.headers['idempotency-key'];
        const auth = (request as FastifyRequest & { auth?: { user: User } }).auth;
        if (typeof key === 'string' && key && contract.method !== 'GET') {
          const scope = `${auth?.user.userId ?? 'anon'}:${contract.path}:${key}`;
          const { replay, reply: stored } = idempotency.run(scope, () =>
            run(request).catch((error: unknown) => toErrorReply(error)),
          );
          const answer = await stored;
          if (replay) reply.header('idempotent-replayed', 'true');
          return reply.code(answer.status).send(answer.body);
        }
        const answer = await run(request);
        return reply.code(answer.status).send(answer.body);
      } catch (error) {
        const answer = toErrorReply(error);
        if (answer.status >= 500) request.log.error({ err: error }, 'handler failed');
        return reply.code(answer.status).send(answer.body);
      }
    },
  });
}

export function toErrorReply(error: unknown): { status: number; body: unknown } {
  if (error instanceof ExchangeError)
    return { status: error.status, body: errorBody(error.code, error.message) };
  return { status: 500, body: errorBody(500, 'Internal error') };
}
