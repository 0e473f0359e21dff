/**
 * The drift check's HTTP side: calls one contract the way the client does (bearer token,
 * JSON body, GET query, handed-out URLs), reads the answer through the contract
 * (`readResponse`: decrypts dataEncrupt with --secret, tells an error envelope apart,
 * validates) and turns it into a CallCheck. Records the answer when recording.
 */
import { randomUUID } from 'node:crypto';
import {
  type CallContract,
  callName,
  decryptData,
  isEncryptedEnvelope,
  type ResponseOf,
  readResponse,
  type WireRequestOf,
} from '@esk/contracts';
import { type CallCheck, fieldDrifts, shown } from './checks';
import type { Recorder } from './recorder';

export interface CallOptions {
  /** A URL the server handed out (cacheUrl, cacheURL, the aviator server): replaces base + path. */
  url?: string;
  params?: Record<string, string>;
  /** Send the bearer token (default: when the contract needs it). */
  auth?: boolean;
  /** A money call: sent with an Idempotency-Key, as the client does. */
  idempotent?: boolean;
}

export interface CallResult<C extends CallContract> {
  check: CallCheck;
  /** The parsed answer when it matched its contract. */
  value?: ResponseOf<C>;
  /** The body as it arrived (data decrypted when it could be): later steps read ids from it. */
  body?: unknown;
}

export interface HttpSettings {
  base: string;
  secret?: string;
  timeoutMs: number;
  now?: () => number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class DriftHttp {
  token: string | undefined;
  readonly #settings: HttpSettings;
  readonly #now: () => number;

  constructor(
    settings: HttpSettings,
    readonly recorder?: Recorder,
  ) {
    this.#settings = settings;
    this.#now = settings.now ?? Date.now;
  }

  urlOf(contract: CallContract, body: unknown, options: CallOptions): string {
    let url =
      options.url ??
      `${this.#settings.base}${contract.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(options.params?.[name] ?? ''),
      )}`;
    if (contract.method === 'GET' && isObject(body)) {
      const query = new URLSearchParams(
        Object.entries(body)
          .filter(([, value]) => value !== undefined && value !== null)
          .map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
      if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
    }
    return url;
  }

  async call<C extends CallContract>(
    contract: C,
    body: WireRequestOf<C>,
    options: CallOptions = {},
  ): Promise<CallResult<C>> {
    const url = this.urlOf(contract, body, options);
    const started = this.#now();
    const check: CallCheck = {
      call: callName(contract),
      method: contract.method,
      url,
      ms: 0,
      verdict: 'ok',
      fields: [],
      ...(contract.designed ? { designed: true } : {}),
    };
    const headers: Record<string, string> = { accept: 'application/json' };
    if (contract.method !== 'GET') headers['content-type'] = 'application/json';
    if ((options.auth ?? contract.auth) && this.token) headers.authorization = `Bearer ${this.token}`;
    if (options.idempotent) headers['idempotency-key'] = randomUUID();

    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method: contract.method,
        headers,
        body: contract.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(this.#settings.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      return {
        check: { ...check, ms: this.#now() - started, verdict: 'failed', message: `no answer: ${reason}` },
      };
    }
    check.ms = this.#now() - started;
    check.status = status;

    let raw: unknown;
    try {
      raw = text === '' ? undefined : JSON.parse(text);
    } catch {
      this.#record(contract, url, body, status, text, false, started);
      return { check: { ...check, verdict: 'failed', message: `HTTP ${status}, not JSON: ${shown(text)}` } };
    }

    const encrypted = contract.kind === 'api' && isEncryptedEnvelope(raw);
    const { secret } = this.#settings;
    const decrypt = secret === undefined ? undefined : (data: string) => decryptData(data, secret);
    const read = readResponse(contract, raw, decrypt);
    // What later steps and the recording see: the body with its data decrypted when it could be.
    let readable = raw;
    if (encrypted && decrypt && isEncryptedEnvelope(raw)) {
      try {
        readable = { ...raw, data: decrypt(raw.data), dataEncrupt: 0 };
      } catch {}
    }
    this.#record(contract, url, body, status, readable, encrypted, started);

    if (status < 200 || status > 299) {
      const message = isObject(raw) && raw.message !== undefined ? String(raw.message) : shown(raw);
      return {
        check: { ...check, verdict: 'failed', message: `HTTP ${status}: ${message}` },
        body: readable,
      };
    }
    if (read.ok) return { check, value: read.value, body: readable };
    if (read.kind === 'error') {
      return { check: { ...check, verdict: 'error', message: read.error.message }, body: readable };
    }
    if (read.kind === 'decrypt') {
      const data = isObject(raw) ? raw.data : undefined;
      const message =
        secret === undefined
          ? 'encrypted (dataEncrupt 1) and no --secret to decrypt it'
          : `encrypted and ${read.message}`;
      return {
        check: { ...check, verdict: 'drift', fields: [{ path: 'data', message, seen: shown(data) }] },
        body: readable,
      };
    }
    return {
      check: { ...check, verdict: 'drift', fields: fieldDrifts(read.issues, readable) },
      body: readable,
    };
  }

  #record(
    contract: CallContract,
    url: string,
    request: unknown,
    status: number,
    body: unknown,
    encrypted: boolean,
    at: number,
  ): void {
    this.recorder?.answer({
      at,
      call: callName(contract),
      method: contract.method,
      url,
      request: request ?? {},
      status,
      body,
      encrypted,
    });
  }
}
