/**
 * No Docker engine runs in CI: this checks docker-compose.yml against what the code reads,
 * so `docker compose up` cannot drift from it. The exchange's variables must be ones
 * config.ts knows (and load), its port mapping and health check must use its PORT; the
 * client's variables must be ones the Vite dev server reads, pointing at the exchange
 * service's port, and its port mapping must be the dev server's port.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEV_SERVER_ENV, devServerSettings } from '../../client/dev-server-env';
import { configSchema, corsOrigins, loadConfig } from '../src/config';
import { browserPolicy } from '../src/http/browser-policy';

interface Service {
  command: string;
  environment: Record<string, string>;
  ports: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, unknown>;
}

const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8')) as {
  services: Record<string, Service>;
};

/** Compose's ${NAME:-default} interpolation, with nothing set in the environment. */
const interpolated = (environment: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1'),
    ]),
  );

const containerPorts = (service: Service) =>
  service.ports.map((mapping) => Number(mapping.split(':').at(-1)));

describe('docker-compose.yml', () => {
  const { exchange, client } = compose.services;

  it('has the exchange and the client services', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['client', 'exchange']);
  });

  it('gives the exchange only variables config.ts reads, and they load', () => {
    if (!exchange) throw new Error('no exchange service');
    const known = Object.keys(configSchema.shape);
    for (const name of Object.keys(exchange.environment)) expect(known).toContain(name);
    const config = loadConfig(interpolated(exchange.environment));
    expect(config.HOST).toBe('0.0.0.0');
    expect(containerPorts(exchange)).toEqual([config.PORT]);
    expect(exchange.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${config.PORT}/healthz`);
    expect(exchange.command).toContain('npm run start:server');
  });

  it('gives the client only variables the dev server reads, pointing at the exchange service', () => {
    if (!client || !exchange) throw new Error('no client or exchange service');
    for (const name of Object.keys(client.environment)) expect(DEV_SERVER_ENV).toContain(name);
    const settings = devServerSettings(interpolated(client.environment));
    const mock = new URL(settings.mockUrl);
    expect(mock.hostname).toBe('exchange');
    expect(Number(mock.port)).toBe(loadConfig(interpolated(exchange.environment)).PORT);
    expect(containerPorts(client)).toEqual([settings.port]);
    expect(client.command).toContain('npm run dev --workspace client -- --host 0.0.0.0');
    expect(client.depends_on).toHaveProperty('exchange');
  });

  it('lets the client origin call the exchange across origins (its cache URLs point there)', () => {
    if (!client || !exchange) throw new Error('no client or exchange service');
    const config = loadConfig(interpolated(exchange.environment));
    const clientPort = devServerSettings(interpolated(client.environment)).port;
    expect(corsOrigins(config)).toContain(`http://localhost:${clientPort}`);
    expect(new URL(config.PUBLIC_URL ?? '').port).toBe(String(containerPorts(exchange)[0]));
  });

  it("lets the client's dev server proxy reach the exchange by its service name (the Host check)", () => {
    if (!client || !exchange) throw new Error('no client or exchange service');
    const config = loadConfig(interpolated(exchange.environment));
    const policy = browserPolicy(config, () => corsOrigins(config));
    // Vite's proxy (changeOrigin) sends the target's host; the browser reaches the exchange as localhost.
    const proxied = new URL(devServerSettings(interpolated(client.environment)).mockUrl).host;
    expect(policy.hostAllowed(proxied)).toBe(true);
    expect(policy.hostAllowed(`localhost:${config.PORT}`)).toBe(true);
    expect(policy.hostAllowed(`evil.example:${config.PORT}`)).toBe(false);
  });
});
