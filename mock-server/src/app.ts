/**
 * Builds the whole server as one Fastify instance (tests use `app.inject()` or listen on
 * port 0). Plugins load in order: the request shape and error answers, the Host check,
 * external plugins (CORS), the cross-cutting hooks (security headers, admin guard, faults, journal), the
 * routes by area (API, cache URLs, result service, HTML pages, admin API, /healthz), the
 * built client at /, and socket.io on the same server.
 */
import { fileURLToPath } from 'node:url';
import { Rng } from '@esk/scenarios/rng';
import { type ResolvedScenario, resolveScenario } from '@esk/scenarios/scenario-file';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { adminGuard, adminToken } from './admin/guard';
import { type Config, corsOrigins, publicUrl } from './config';
import { controlPage } from './control/page';
import { browserPolicy } from './http/browser-policy';
import { LoginThrottle } from './http/login-throttle';
import { requestAuth } from './http/request-auth';
import { cors } from './plugins/cors';
import { drift, driftLookup } from './plugins/drift';
import { errorHandlers } from './plugins/error-handlers';
import { faults } from './plugins/faults';
import { hostCheck } from './plugins/host-check';
import { journal } from './plugins/journal';
import { jsonBody } from './plugins/json-body';
import { realtime } from './plugins/realtime';
import { recording } from './plugins/recording';
import { securityHeaders } from './plugins/security-headers';
import { staticClient } from './plugins/static-client';
import { registerRoutes } from './routes';
import type { Services } from './services';
import { replayJournal } from './sim/replay';
import { Simulation } from './sim/simulation';

export interface App {
  app: FastifyInstance;
  sim: Simulation;
  services: Services;
  /** The token the admin API requires, or undefined when it is open (loopback HOST). */
  adminToken: string | undefined;
}

export interface BuildOptions {
  /** Drive the clock from wall time (default true). Tests pass false and step the clock. */
  realtime?: boolean;
  logger?: boolean;
  /** The scenario already resolved (a replay of an inline definition); default config.SCENARIO. */
  scenario?: ResolvedScenario;
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
      scenario: options.scenario ?? (await resolveScenario(config.SCENARIO)),
      seed: config.SEED,
      startAt: config.START_AT,
      speed: config.SPEED,
      realtime: options.realtime ?? true,
      history: config.HISTORY,
      keepRunning: config.KEEP_RUNNING,
      profile: config.API_PROFILE,
    },
    { size: config.JOURNAL_SIZE, redact: config.JOURNAL_REDACT },
  );

  let port = config.PORT;
  const origins = () => corsOrigins(config, port);
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
    loginThrottle: new LoginThrottle(config),
  };
  const token = adminToken(config);
  const policy = browserPolicy(config, origins);

  await app.register(requestAuth);
  await app.register(jsonBody);
  await app.register(errorHandlers);
  await app.register(hostCheck, { policy });
  await app.register(cors, { origins });
  await app.register(securityHeaders, {
    origins,
    publicUrl: services.publicUrl,
    frameOrigins: config.FRAME_ORIGINS,
  });
  await app.register(adminGuard, { token, policy });
  await app.register(faults, { sim });
  const driftFaults = driftLookup(config.DRIFT, sim);
  await app.register(drift, { lookup: driftFaults, encryption: services.encryption });
  await app.register(journal, { sim });
  await app.register(recording, { services });

  registerRoutes(app, services, sim, { replay: (input) => replayJournal(input, buildApp) });
  const clientDist = config.CLIENT_DIST ?? defaultClientDist;
  controlPage(app, clientDist, config.CONTROL);
  await app.register(staticClient, { root: clientDist });
  await app.register(realtime, {
    sim,
    corsOrigins: origins,
    policy,
    drift: driftFaults,
    profile: config.API_PROFILE,
    control: config.CONTROL ? { token } : false,
  });

  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') port = address.port;
  });
  app.addHook('onClose', async () => {
    sim.stop();
  });

  return { app, sim, services, adminToken: token };
}
