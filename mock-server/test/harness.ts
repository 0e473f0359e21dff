/**
 * Test harness: the whole server in-process (no network unless `listen`), with the clock
 * driven by the test, and helpers to call contracts the way a client does.
 */
import {
  type CallContract,
  decryptData,
  type ResponseOf,
  readResponse,
  type WireRequestOf,
} from '@esk/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

export interface Harness extends Awaited<ReturnType<typeof buildApp>> {
  /** Calls a contract; returns the status, the raw body and the body read through the contract. */
  call<C extends CallContract>(
    contract: C,
    body: WireRequestOf<C> | Record<string, unknown>,
    opts?: { token?: string; headers?: Record<string, string>; params?: Record<string, string> },
  ): Promise<{ status: number; raw: Record<string, unknown>; read: ReturnType<typeof readResponse<C>> }>;
  /** Logs in and returns the token and the user id. */
  login(username: string, password: string): Promise<{ token: string; userId: string }>;
  close(): Promise<void>;
}

export async function createHarness(env: Record<string, string> = {}): Promise<Harness> {
  const config = loadConfig({
    SCENARIO: 'sandbox',
    // The day the area tests' times are written for (matka open/close at +05:30).
    START_AT: '2026-11-21T12:00:00+05:30',
    SEED: '7',
    LOG_LEVEL: 'silent',
    // Tests sign in many times from one address; the throttle's own tests turn it back on.
    LOGIN_THROTTLE: 'off',
    ...env,
  });
  const built = await buildApp(config, { realtime: false, logger: false });
  await built.app.ready();

  const call: Harness['call'] = async (contract, body, opts = {}) => {
    let url = contract.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(opts.params?.[name] ?? ''),
    );
    if (contract.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      if (query) url += `?${query}`;
    }
    const response = await built.app.inject({
      method: contract.method,
      url,
      headers: {
        'content-type': 'application/json',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      ...(contract.method === 'GET' ? {} : { payload: JSON.stringify(body) }),
    });
    const raw = response.json() as Record<string, unknown>;
    return {
      status: response.statusCode,
      raw,
      read: readResponse(contract, raw, (data) => decryptData(data, config.SECRET_KEY)),
    };
  };

  return {
    ...built,
    call,
    async login(username, password) {
      const { calls } = await import('@esk/contracts');
      const result = await call(calls.user.login, {
        username: username.toUpperCase(),
        password,
        isClient: true,
        host: 'test',
      });
      if (!result.read.ok) throw new Error(`login failed: ${JSON.stringify(result.raw)}`);
      const value = result.read.value as ResponseOf<typeof calls.user.login>;
      return { token: value.token, userId: value.data.userId };
    },
    close: () => built.app.close(),
  };
}

let accounts = 0;

/** Creates a client with `coins` (its password already set, so it may bet) and logs it in. */
export async function newClient(h: Harness, coins: number): Promise<{ token: string; userId: string }> {
  accounts += 1;
  const username = `cl${accounts}x${Math.floor(coins)}`.slice(0, 20);
  h.sim.trigger({
    type: 'account.create',
    username,
    password: 'pass1234',
    name: `Client ${accounts}`,
    coins,
  });
  return h.login(username, 'pass1234');
}
