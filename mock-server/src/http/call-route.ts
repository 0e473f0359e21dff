/**
 * Registers one contract as a Fastify route, and does once for every call what the API
 * promises: authenticates (401; revoked session: body code 3), enforces who may call
 * (the contract's `access`: 403), validates the request (400 naming the field), honours
 * Idempotency-Key on money calls (replay, or 422 when the body differs), runs the
 * handler and wraps its answer in the envelope (encrypted when configured). Handlers are
 * thin: they call the exchange and return data. With API_PROFILE=spec a call the spec does not
 * name is not registered at all (404 as any unknown route), designed fields are stripped from
 * the answer and Idempotency-Key is ignored (contracts/src/api-profile.ts decides).
 */
import type { CallContract, WireResponseOf } from '@esk/contracts';
import { servedIn, stripDesigned } from '@esk/contracts/api-profile';
import { describeIssues } from '@esk/contracts/issues';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertAccess } from '../exchange/access';
import type { Session, User } from '../exchange/accounts';
import { BadRequest, ExchangeError, Unprocessable } from '../exchange/errors';
import { IDEMPOTENCY_KEY_MAX_LENGTH, type RecordedReply } from '../exchange/idempotency';
import type { Services } from '../services';
import { errorBody, servedEnvelope, successBody } from './envelope';
import { bearer } from './request-auth';

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

export { assertAccess, CHANGE_PASSWORD_FIRST, NOT_AUTHORISED } from '../exchange/access';

/** An api call: the handler returns the envelope's data; the envelope is added here. */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  services: Services,
  contract: C,
  handler: ApiHandler<C>,
): void {
  register(app, services, contract, handler as (ctx: AuthedContext<C>) => unknown);
}

/** Per-route settings beyond the contract (an admin call taking a whole exported journal). */
export interface RouteOptions {
  /** Largest request body in bytes (the app's default otherwise). */
  bodyLimit?: number;
}

/** A cache-URL, result-service or admin call: the handler returns the whole plain body. */
export function registerRawCall<C extends CallContract>(
  app: FastifyInstance,
  services: Services,
  contract: C,
  handler: RawHandler<C>,
  options: RouteOptions = {},
): void {
  register(app, services, contract, handler as (ctx: AuthedContext<C>) => unknown, options);
}

/** A call's answer as sent (replayed: an Idempotency-Key retry); a promise only when the handler awaits. */
type Replied = RecordedReply & { replayed?: boolean };
type Answer = Replied | Promise<Replied>;

function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new BadRequest(`Idempotency-Key: at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  return key;
}

/** The request read by its contract (query for GET, else the body) and its path parameters; 400 naming the field. */
function parseCall(contract: CallContract, request: FastifyRequest) {
  const input = contract.method === 'GET' ? request.query : (request.body ?? {});
  const parsed = contract.request.safeParse(input);
  if (!parsed.success) throw new BadRequest(describeIssues(parsed.error));
  let params: unknown = {};
  if (contract.params) {
    const parsedParams = contract.params.safeParse(request.params);
    if (!parsedParams.success) throw new BadRequest(describeIssues(parsedParams.error));
    params = parsedParams.data;
  }
  return { input, body: parsed.data as unknown, params };
}

function register<C extends CallContract>(
  app: FastifyInstance,
  services: Services,
  contract: C,
  handler: (ctx: AuthedContext<C>) => unknown,
  options: RouteOptions = {},
): void {
  const { encryption } = services;
  const profile = services.config.API_PROFILE;
  if (!servedIn(profile, contract)) return;
  /** The answer as this profile sends it: the spec profile never sends a designed field. */
  const wire = (body: Record<string, unknown>) =>
    profile === 'spec' ? stripDesigned(contract.response, body) : body;

  const shape = (answer: Record<string, unknown>): RecordedReply => {
    if (contract.kind !== 'api') return { status: 200, body: wire(answer) };
    const { data, message, ...extra } = wire(answer);
    return { status: 200, body: successBody(data, String(message ?? 'Success'), extra, encryption) };
  };

  // Synchronous when the handler is (most are): no promise on the hot path (balance polls).
  const run = (request: FastifyRequest, body: unknown, params: unknown): Answer => {
    const ctx = { body, params, request, user: request.auth?.user, session: request.auth?.session };
    const answer = (handler as (c: typeof ctx) => unknown)(ctx);
    return answer instanceof Promise
      ? answer.then((value) => shape(value as Record<string, unknown>))
      : shape(answer as Record<string, unknown>);
  };

  const answer = (request: FastifyRequest): Answer => {
    if (contract.auth) {
      // services.exchange, not a captured one: a scenario load swaps the exchange. The provider's
      // API also takes the game token its frame URL carries; /v1 takes only session tokens.
      const { accounts } = services.exchange;
      request.auth =
        contract.kind === 'provider'
          ? accounts.authenticateGame(bearer(request))
          : accounts.authenticate(bearer(request));
      assertAccess(contract.access, request.auth.user);
    }
    const { input, body, params } = parseCall(contract, request);
    const recorded = recordedAnswer(request, input);
    if (recorded) return recorded;
    const userId = request.auth?.user.userId;
    // Designed: the real API has no Idempotency-Key (the spec profile ignores the header).
    const key = contract.access === 'bettor' && profile !== 'spec' ? idempotencyKey(request) : undefined;
    if (key === undefined || userId === undefined) return run(request, body, params);
    // The first run starts now (a bet commits in this tick, as without a key); its answer, error or not, is kept.
    const outcome = services.exchange.idempotency.run(
      { userId, call: contract.path, key, body: input },
      () => {
        try {
          return Promise.resolve(run(request, body, params)).catch(toErrorReply);
        } catch (error) {
          return Promise.resolve(toErrorReply(error));
        }
      },
    );
    if (outcome.kind === 'mismatch') {
      throw new Unprocessable(
        `Idempotency-Key '${key}' was first used with a different body on ${contract.path}: ${outcome.fields.join(', ')} differ`,
      );
    }
    const replayed = outcome.kind === 'replay';
    return outcome.reply.then((stored) => ({ ...stored, replayed }));
  };

  /** A replayed recording answers the calls it recorded (after the checks above, as the real API would). */
  const recordedAnswer = (request: FastifyRequest, input: unknown): RecordedReply | undefined => {
    if (contract.kind !== 'api') return undefined;
    const { recording } = services.exchange.areas;
    if (!recording.active) return undefined;
    const answer = recording.answerFor(contract, input, services.publicUrl());
    if (!answer) return undefined;
    request.log.debug({ call: contract.path }, 'answered from the recording');
    return { status: answer.status, body: servedEnvelope(answer.body, encryption) };
  };

  const failed = (request: FastifyRequest, error: unknown): RecordedReply => {
    const result = toErrorReply(error);
    if (result.status >= 500) request.log.error({ err: error }, 'handler failed');
    return result;
  };

  const send = (reply: FastifyReply, result: Replied) => {
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    if (result.headers) reply.headers(result.headers);
    return reply.code(result.status).send(result.body);
  };

  app.route({
    method: contract.method,
    url: toFastifyPath(contract.path),
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    handler: (request: FastifyRequest, reply: FastifyReply) => {
      let result: Answer;
      try {
        result = answer(request);
      } catch (error) {
        return send(reply, failed(request, error));
      }
      if (!(result instanceof Promise)) return send(reply, result);
      return result.then(
        (value) => send(reply, value),
        (error: unknown) => send(reply, failed(request, error)),
      );
    },
  });
}

export function toErrorReply(error: unknown): RecordedReply {
  if (error instanceof ExchangeError) {
    return { status: error.status, body: errorBody(error.code, error.message), headers: error.headers };
  }
  return { status: 500, body: errorBody(500, 'Internal error') };
}
