/**
 * Server configuration from the environment, with defaults that make `npm start` work
 * on a fresh machine.
 */
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** Base URL clients reach the server at (socketURL/cacheURL values point here). Default http://HOST:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  SCENARIO: z.string().default('demo'),
  /** The scenario's seed by default; any integer or string. */
  SEED: z.string().optional(),
  /** 'now' (wall clock at start, for demos), 'scenario' (the scenario's fixed start, for QA), or an ISO date. */
  START_AT: z.string().default('now'),
  /** Virtual seconds per wall second. */
  SPEED: z.coerce.number().positive().default(1),
  /** Encrypt every response's data (dataEncrupt: 1) with SECRET_KEY, as the real API can. */
  ENCRYPT: bool.default(false),
  SECRET_KEY: z.string().min(1).default('exchange-sim-secret'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built client to serve at / (if it exists). */
  CLIENT_DIST: z.string().optional(),
  /** Journal capacity (requests + events + actions kept in memory). */
  JOURNAL_SIZE: z.coerce.number().int().positive().default(50_000),
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
