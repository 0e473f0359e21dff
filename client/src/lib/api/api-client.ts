/**
 * The one API client: every call goes through `callApi(contract, body)`, typed and
 * validated by the call's contract from @esk/contracts. It adds the bearer token,
 * decrypts `dataEncrupt` bodies, turns error envelopes into ApiError, signs out on
 * HTTP 401 or code 3, and reports contract drift instead of letting it crash a page. A call
 * of our own design that the server does not have (404; the real API has only the spec's)
 * becomes an 'unavailable' error and is remembered (availability.ts), never a toast.
 */
import {
  type CallContract,
  type Decrypt,
  describeIssues,
  isEncryptedEnvelope,
  issuePaths,
  onRealApi,
  type ResponseOf,
  readResponse,
  SESSION_REVOKED_CODE,
  type WireRequestOf,
} from '@esk/contracts';
import { getConfig } from '@/config/env';
import { t } from '@/i18n/i18n';
import { endSession } from '@/lib/session';
import { getBettingLock } from '@/stores/betting-lock-store';
import { getSession } from '@/stores/session-store';
import { ApiError } from './api-error';
import { markUnavailable } from './availability';
import { BET_PLACEMENT_PATHS } from './bet-placement';
import { trackMoneyCall } from './money-calls';

export interface CallOptions {
  /** Values for `{name}` segments of the contract path. */
  params?: Record<string, string>;
  /** A URL the server handed out (cacheUrl, cacheURL); replaces base URL and path. */
  url?: string;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key on a bet placement). */
  headers?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function buildUrl(contract: CallContract, body: unknown, options: CallOptions): string {
  let url = options.url;
  if (url === undefined) {
    const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = options.params?.[name];
      if (value === undefined) {
        throw new ApiError('invalid-request', t('error.requestFailed'), {
          path: contract.path,
          reason: `missing path parameter "${name}"`,
        });
      }
      return encodeURIComponent(value);
    });
    url = `${getConfig().apiBaseUrl}${path}`;
  }
  if (contract.method === 'GET' && isRecord(body)) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    const text = query.toString();
    if (text) url += `${url.includes('?') ? '&' : '?'}${text}`;
  }
  return url;
}

/**
 * The CryptoJS-compatible decryption (AES, MD5) is its own chunk, loaded with the first
 * encrypted response: the sign-in page never needs it.
 */
async function loadDecrypt(path: string): Promise<Decrypt> {
  try {
    const { decryptData } = await import('@esk/contracts/crypto');
    const { secretKey } = getConfig();
    return (encrypted) => decryptData(encrypted, secretKey);
  } catch (error) {
    console.error(`[api] ${path}: the decryption code could not be loaded`, error);
    throw new ApiError('network', t('error.noResponse'), { path });
  }
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isSessionRevoked = (body: unknown) => isRecord(body) && Number(body.code) === SESSION_REVOKED_CODE;

const serverMessage = (body: unknown): string | undefined =>
  isRecord(body) &&
  (typeof body.message === 'string' || typeof body.message === 'number') &&
  body.message !== ''
    ? String(body.message)
    : undefined;

export function callApi<C extends CallContract>(
  contract: C,
  body: WireRequestOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  // Betting closed on this device (the daily loss limit): a placement is refused before it is sent.
  if (BET_PLACEMENT_PATHS.has(contract.path) && getBettingLock()) {
    return Promise.reject(new ApiError('server', t('protection.lock.refused'), { path: contract.path }));
  }
  // A call that moves money is counted while on its way: an app update waits for it (features/pwa).
  if (contract.access === 'bettor') return trackMoneyCall(() => send(contract, body, options));
  return send(contract, body, options);
}

async function send<C extends CallContract>(
  contract: C,
  body: WireRequestOf<C>,
  options: CallOptions,
): Promise<ResponseOf<C>> {
  const path = contract.path;
  const checked = contract.request.safeParse(body);
  if (!checked.success) {
    const reason = describeIssues(checked.error);
    console.error(`[api] ${path}: request does not match its contract: ${reason}`);
    throw new ApiError('invalid-request', checked.error.issues[0]?.message ?? t('error.requestFailed'), {
      path,
      fields: issuePaths(checked.error),
      reason,
    });
  }

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (contract.method !== 'GET') headers['Content-Type'] = 'application/json';
  const token = getSession()?.token;
  if (contract.auth && token) headers.Authorization = `Bearer ${token}`;

  const url = buildUrl(contract, body, options);
  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers,
      body: contract.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.error(`[api] ${path}: no response`, error);
    throw new ApiError('network', t('error.noResponse'), { path });
  }

  const payload = await readJsonBody(response);
  // A fetch cancelled while its body was read is a cancellation, not an empty (drifting) body.
  options.signal?.throwIfAborted();
  const status = response.status;

  if (contract.auth && (status === 401 || (contract.kind === 'api' && isSessionRevoked(payload)))) {
    endSession();
    throw new ApiError('unauthorized', serverMessage(payload) ?? t('error.requestFailed'), {
      path,
      status,
      code: isRecord(payload) ? Number(payload.code) : undefined,
    });
  }

  if (status === 404 && !onRealApi(contract)) {
    markUnavailable(contract);
    console.info(`[api] ${path}: this server does not have it (404); what needs it is off`);
    throw new ApiError('unavailable', t('error.unavailable'), { path, status });
  }

  const decrypt =
    contract.kind === 'api' && isEncryptedEnvelope(payload) ? await loadDecrypt(path) : undefined;
  const result = readResponse(contract, payload, decrypt);
  if (!result.ok && result.kind === 'error') {
    throw new ApiError('server', result.error.message, { path, status, code: result.error.code });
  }
  if (!response.ok) {
    console.error(`[api] ${path}: HTTP ${status}`, payload);
    throw new ApiError('http', serverMessage(payload) ?? `${t('error.requestFailed')} (${status})`, {
      path,
      status,
    });
  }
  if (result.ok) return result.value;
  if (result.kind === 'decrypt') {
    console.error(`[api] ${path}: response does not decrypt: ${result.message}`);
    throw new ApiError('decrypt', t('error.decrypt'), { path, status, reason: result.message });
  }
  console.error(
    `[api] ${path}: response does not match its contract; drifting fields: ${result.fields.join(', ')} (${result.message})`,
  );
  throw new ApiError('drift', t('error.drift'), {
    path,
    status,
    fields: result.fields,
    reason: result.message,
  });
}
