/**
 * Server configuration from the environment, with defaults that make `npm start` work
 * on a fresh machine.
 */
import { API_PROFILES } from '@esk/contracts/api-profile';
import { z } from 'zod';
import { parseDriftSpec } from './exchange/drift';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** A comma-separated list of origins ('http://localhost:5173,https://demo.example'). */
const origins = z.string().transform((text, ctx) => {
  const list = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of list) {
    if (!URL.canParse(item) || new URL(item).origin !== item.replace(/\/$/, '')) {
      ctx.addIssue({ code: 'custom', message: `'${item}' is not an origin such as https://host:port` });
      return z.NEVER;
    }
  }
  return list.map((item) => new URL(item).origin);
});

/**
 * A comma-separated list of host names ('exchange,demo.example'; '.example.com' also allows its
 * subdomains, as Vite's server.allowedHosts does), or 'all' to switch the Host check off.
 */
const hosts = z.string().transform((text, ctx) => {
  const list = text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  if (list.includes('all')) return 'all' as const;
  for (const item of list) {
    if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(item)) {
      ctx.addIssue({
        code: 'custom',
        message: `'${item}' is not a host name such as exchange or .example.com`,
      });
      return z.NEVER;
    }
  }
  return list;
});

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** Base URL clients reach the server at (socketURL/cacheURL values point here). Default http://HOST:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** A built-in scenario ('smoke') or a scenario file ('./qa/friday.ts', '.json'; relative to where npm ran). */
  SCENARIO: z.string().min(1).default('demo'),
  /** The scenario's seed by default; any integer or string. */
  SEED: z.string().optional(),
  /** 'now' (wall clock at start, for demos), 'scenario' (the scenario's fixed start, for QA), or an ISO date. */
  START_AT: z.string().default('now'),
  /** Virtual seconds per wall second. */
  SPEED: z.coerce.number().positive().default(1),
  /** Play the scenario's history (e.g. demo's week) before its start; off starts with no past. */
  HISTORY: bool.default(true),
  /** Keep the clock running past the scenario's end (default: it pauses there). */
  KEEP_RUNNING: bool.default(false),
  /**
   * 'full': the spec's API plus everything designed here. 'spec': only what the spec names, as the
   * real API (contracts/src/api-profile.ts): other calls answer 404 as an unknown route, other
   * events and designed fields are never sent, Idempotency-Key is ignored, there is no server logout.
   */
  API_PROFILE: z.enum(API_PROFILES).default('full'),
  /** Encrypt every response's data (dataEncrupt: 1) with SECRET_KEY, as the real API can. */
  ENCRYPT: bool.default(false),
  SECRET_KEY: z.string().min(1).default('exchange-sim-secret'),
  /**
   * Answers and socket events that drift from their contracts for the server's whole life
   * (designed, for proving `npm run drift`): ';'-separated rules such as
   * '/v1/user/userBalance rename=data.coins:coin word=data.exposure; /v1/matka/ encrypt'.
   */
  DRIFT: z
    .string()
    .default('')
    .transform((text, ctx) => {
      try {
        return parseDriftSpec(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built client to serve at / (if it exists). */
  CLIENT_DIST: z.string().optional(),
  /** Journal capacity (requests + events + actions kept in memory). */
  JOURNAL_SIZE: z.coerce.number().int().positive().default(50_000),
  /** Redact passwords and tokens in the journal and its export (default on). */
  JOURNAL_REDACT: bool.default(true),
  /**
   * The admin API's token. Required (sent as X-Admin-Token) when HOST is not loopback; when
   * unset there, a random one is made and printed at start-up.
   */
  ADMIN_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'at least 16 characters').optional(),
  ),
  /** The client dev server's port (client/dev-server-env.ts reads the same variable). */
  CLIENT_PORT: z.coerce.number().int().min(1).max(65535).default(5173),
  /**
   * Origins (comma-separated) allowed to call the API and open sockets from a browser on
   * another origin, with credentials. Default: PUBLIC_URL and the client dev server
   * (http://localhost:CLIENT_PORT, http://127.0.0.1:CLIENT_PORT).
   */
  CORS_ORIGINS: origins.optional(),
  /**
   * Host names (comma-separated) the server answers besides loopback names, IP addresses,
   * HOST and PUBLIC_URL's host: a page on any other name (a DNS-rebinding one) gets 403.
   * docker compose adds the exchange service's name (the client's dev server proxies to it).
   */
  ALLOWED_HOSTS: hosts.default([]),
  /** Origins (comma-separated) the client may frame besides this server (casino providers, score feeds). */
  FRAME_ORIGINS: origins.default([]),
  /**
   * The control room at /__control and its socket namespace (default on; guarded by the admin
   * token off loopback). 'off' removes both: a mock on a shared network then has no buttons.
   */
  CONTROL: bool.default(true),
  /** Throttle failed logins per username and per client address (default on). */
  LOGIN_THROTTLE: bool.default(true),
  /** Failed logins allowed per username within the window before 429. */
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().positive().default(5),
  /** Failed logins allowed per client address within the window before 429. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** The throttle window in seconds (real time: it guards the real port). */
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(300),
});

export type Config = z.output<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export function publicUrl(config: Config, port = config.PORT): string {
  return config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
}

/** Origins allowed cross-origin, with credentials: the configured list, or PUBLIC_URL and the dev client. */
export function corsOrigins(config: Config, port = config.PORT): string[] {
  if (config.CORS_ORIGINS) return config.CORS_ORIGINS;
  const devClient = ['localhost', '127.0.0.1'].map((host) => `http://${host}:${config.CLIENT_PORT}`);
  return [...new Set([new URL(publicUrl(config, port)).origin, ...devClient])];
}

/** Whether HOST keeps the server on this machine (then the admin API needs no token). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
