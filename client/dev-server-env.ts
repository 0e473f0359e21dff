/**
 * What the Vite dev server reads from the environment (docker-compose.yml sets these for
 * its client service; mock-server/test/docker-compose.test.ts checks they match):
 * - MOCK_URL: the mock exchange the dev server proxies the API and sockets to;
 * - PORT: the mock's port when MOCK_URL is not set (`PORT=9000 npm start` starts the mock
 *   there and points this proxy at it);
 * - CLIENT_PORT: the dev server's own port (default 5173).
 */
export const DEV_SERVER_ENV = ['MOCK_URL', 'PORT', 'CLIENT_PORT'] as const;

export interface DevServerSettings {
  /** Origin the API and socket.io paths are proxied to. */
  mockUrl: string;
  port: number;
}

const DEFAULT_MOCK_PORT = 8080;
const DEFAULT_CLIENT_PORT = 5173;

function portOf(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number, got '${text}'`);
  return port;
}

export function devServerSettings(env: Record<string, string | undefined>): DevServerSettings {
  const mockUrl = env.MOCK_URL?.trim() || `http://127.0.0.1:${portOf('PORT', env.PORT, DEFAULT_MOCK_PORT)}`;
  if (!URL.canParse(mockUrl))
    throw new Error(`MOCK_URL must be a URL such as http://127.0.0.1:8080, got '${mockUrl}'`);
  return {
    mockUrl: new URL(mockUrl).origin,
    port: portOf('CLIENT_PORT', env.CLIENT_PORT, DEFAULT_CLIENT_PORT),
  };
}
