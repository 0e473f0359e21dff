/**
 * Builds the whole server as one Fastify instance (tests use `app.inject()` or listen on
 * port 0): the API under /v1, cache URLs, the result service, socket.io on the same port,
 * the admin API under /__admin, /healthz, and the built client at / when present.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Rng } from '@esk/scenarios/rng';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type Config, publicUrl } from './config';
import { errorBody } from './http/envelope';
import { IdempotencyStore } from './http/idempotency';
import { createRealtime, type Realtime } from './realtime/io';
import { registerRoutes } from './routes';
import type { Services } from './services';
import { Simulation } from './sim/simulation';

export interface App {
  app: FastifyInstance;
  sim: Simulation;
  services: Services;
  realtime: Realtime;
}

export interface BuildOptions {
  /** Drive the clock from wall time (default true). Tests pass false and step the clock. */
  realtime?: boolean;
  logger?: boolean;
}

const defaultClientDist = fileURLToPath(new URL('../../client/dist', import.meta.url));

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: 256 * 1024,
    // Per-request lines only at debug: the client polls the balance every 5 s.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });

  const sim = new Simulation(
    {
      scenario: config.SCENARIO,
      seed: config.SEED,
      startAt: config.START_AT,
      speed: config.SPEED,
      realtime: options.realtime ?? true,
    },
    config.JOURNAL_SIZE,
  );

  let port = config.PORT;
  const services: Services = {
    config,
    publicUrl: () => publicUrl(config, port),
    get exchange() {
      return sim.exchange;
    },
    encryption: {
      enabled: config.ENCRYPT,
      secret: config.SECRET_KEY,
      rng: new Rng(`${config.SEED ?? ''}/salt`),
    },
    idempotency: new IdempotencyStore(),
  };

  // Real clients may POST with a JSON content type and no body (userBalance): treat that as {}.
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

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    reply.code(status).send(errorBody(status, status === 500 ? 'Internal error' : error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/v1/') || request.url.startsWith('/__admin/') || request.method !== 'GET') {
      reply.code(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`));
      return;
    }
    reply.code(404).type('text/plain').send('Not found');
  });

  // The client may be served from another origin than the API (a CDN, the Vite dev server on :5173
  // polling a cacheUrl that points here), as with the real exchange: allow any origin.
  await app.register(fastifyCors, {
    origin: true,
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', 'idempotency-key'],
    methods: ['GET', 'POST', 'PATCH', 'OPTIONS'],
  });

  // Faults injected by the scenario: latency and error answers on a path prefix.
  // Callback style with a synchronous fast path: this runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const fault = sim.exchange.faults.httpFaultFor(request.url);
    if (!fault) return done();
    setTimeout(() => {
      if (fault.status) reply.code(fault.status).send(errorBody(fault.status, fault.message));
      else done();
    }, fault.latencyMs);
  });

  // The journal: every request with its answer, in scenario time.
  // The response is kept as sent (text) and parsed only when the journal is read.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/__admin') && isApiPath(request.url)) {
      const auth = (request as { auth?: { user: { userId: string } } }).auth;
      sim.journal.record({
        at: sim.clock.now(),
        kind: 'request',
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        body: request.method === 'GET' ? request.query : request.body,
        userId: auth?.user.userId,
        token: /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1],
        idempotencyKey: headerText(request.headers['idempotency-key']),
        status: reply.statusCode,
        response: typeof payload === 'string' ? payload : undefined,
      });
    }
    done(null, payload);
  });

  app.get('/healthz', async () => ({
    ok: true,
    scenario: sim.options.scenario,
    now: new Date(sim.clock.now()).toISOString(),
    running: sim.running,
  }));

  registerRoutes(app, services, sim);

  const clientDist = config.CLIENT_DIST ?? defaultClientDist;
  if (existsSync(clientDist)) {
    await app.register(fastifyStatic, { root: clientDist, wildcard: false });
    app.get('/*', (request, reply) => {
      if (isApiPath(request.url)) return reply.code(404).send(errorBody(404, 'Not found'));
      return reply.sendFile('index.html');
    });
  }

  const realtime = createRealtime(app.server, () => sim.exchange);
  let detach = () => {};
  sim.onExchange((exchange) => {
    detach();
    detach = realtime.attach(exchange);
  });

  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') port = address.port;
  });
  app.addHook('onClose', async () => {
    detach();
    sim.stop();
    await realtime.close();
  });

  return { app, sim, services, realtime };
}

function isApiPath(url: string): boolean {
  return /^\/(v1|cache|result|__admin|socket\.io|games)\//.test(url);
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
