/**
 * The typed client of the simulator's admin API (`calls.admin`, http/admin.ts): what
 * `callApi` is to the player's calls. The CLI (`npm run sim`), the e2e `Sim` fixture and the
 * control room call the admin API only through `admin.call(calls.admin.<name>, body)`: the body
 * is validated by the contract before it is sent (nothing is sent when it fails), the admin
 * token travels in its header, an error envelope becomes an AdminApiError with the server's
 * message, and an answer that drifts from its contract is reported by field.
 */
import type { CallContract, ResponseOf, WireRequestOf } from './define';
import { ADMIN_TOKEN_HEADER } from './http/admin';
import { describeIssues, issuePaths } from './issues';

export { ADMIN_TOKEN_HEADER };

export type AdminErrorKind = 'invalid-request' | 'network' | 'http' | 'drift';

export class AdminApiError extends Error {
  constructor(
    readonly kind: AdminErrorKind,
    message: string,
    /** The HTTP status, for 'http'. */
    readonly status?: number,
    /** The fields that failed ('invalid-request', 'drift'). */
    readonly fields: readonly string[] = [],
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export interface AdminClientOptions {
  /** Where the mock listens ('http://127.0.0.1:8080'); '' for the page's own origin. */
  baseUrl: string;
  /** The admin token, when the mock needs one (it listens off loopback); read at every call. */
  token?: string | (() => string | undefined);
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

export interface AdminCallOptions {
  signal?: AbortSignal;
}

export interface AdminClient {
  readonly baseUrl: string;
  /** One JSON call: the body checked by the contract, the answer parsed by it. */
  call<C extends CallContract>(
    contract: C,
    body: WireRequestOf<C>,
    options?: AdminCallOptions,
  ): Promise<ResponseOf<C>>;
  /**
   * The raw answer of a call whose body is not JSON both ways (the NDJSON export and replay
   * stream); a non-2xx status is still an AdminApiError.
   */
  send(contract: CallContract, init?: RequestInit): Promise<Response>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function queryOf(body: unknown): string {
  if (!isRecord(body)) return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The error envelope's message, else the body's text, else the status line. */
async function httpError(response: Response): Promise<AdminApiError> {
  const text = await response.text().catch(() => '');
  let message = text || response.statusText;
  try {
    const body = JSON.parse(text) as unknown;
    if (isRecord(body) && typeof body.message === 'string') message = body.message;
  } catch {}
  return new AdminApiError('http', `${response.status}: ${message}`, response.status);
}

export function createAdminClient(options: AdminClientOptions): AdminClient {
  const { baseUrl } = options;
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const token = () => (typeof options.token === 'function' ? options.token() : options.token);

  const request = async (method: string, path: string, init: RequestInit = {}) => {
    const secret = token();
    const headers = new Headers(init.headers);
    if (secret) headers.set(ADMIN_TOKEN_HEADER, secret);
    let response: Response;
    try {
      response = await fetcher(`${baseUrl}${path}`, { ...init, method, headers });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      const where = baseUrl || 'this address';
      throw new AdminApiError('network', `no simulator at ${where} (start it with npm start, or pass --url)`);
    }
    if (!response.ok) throw await httpError(response);
    return response;
  };

  return {
    baseUrl,
    async call(contract, body, callOptions = {}) {
      const checked = contract.request.safeParse(body);
      if (!checked.success) {
        throw new AdminApiError(
          'invalid-request',
          describeIssues(checked.error),
          undefined,
          issuePaths(checked.error),
        );
      }
      const get = contract.method === 'GET';
      const response = await request(contract.method, `${contract.path}${get ? queryOf(body) : ''}`, {
        ...(get ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
      const answer = (await response.json()) as unknown;
      const read = contract.response.safeParse(answer);
      if (!read.success) {
        throw new AdminApiError(
          'drift',
          `${contract.path} answered what its contract does not allow: ${describeIssues(read.error)}`,
          response.status,
          issuePaths(read.error),
        );
      }
      return read.data as ResponseOf<typeof contract>;
    },
    send: (contract, init = {}) => request(contract.method, contract.path, init),
  };
}
