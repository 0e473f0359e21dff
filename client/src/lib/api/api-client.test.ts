import { calls, encryptData } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '@/config/env';
import { registerNavigator } from '@/lib/navigation';
import { useSessionStore } from '@/stores/session-store';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { callApi } from './api-client';
import { ApiError } from './api-error';
import { isCallAvailable, resetAvailability } from './availability';

const SECRET = 'test-secret';
const [balanceExample, stringBalanceExample] = examplesOf(calls.user.userBalance);

const fetchMock = vi.fn<typeof fetch>();
const navigateMock = vi.fn();

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  setConfigForTests({ apiBaseUrl: 'http://api.test', secretKey: SECRET });
  vi.stubGlobal('fetch', fetchMock);
  registerNavigator(navigateMock);
  fetchMock.mockReset();
  navigateMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().reset();
  resetAvailability();
});

describe('callApi', () => {
  it('posts JSON with the bearer token and returns the parsed body', async () => {
    const { token } = signInForTests();
    fetchMock.mockResolvedValue(jsonResponse(stringBalanceExample?.response));

    const body = await callApi(calls.user.userBalance, {});

    expect(body.data).toEqual({ coins: 2480.5, exposure: -120 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/v1/user/userBalance');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('decrypts a dataEncrupt response with the configured secret', async () => {
    signInForTests();
    const encrypted = {
      ...balanceExample.response,
      dataEncrupt: 1,
      data: encryptData(balanceExample.response.data, SECRET),
    };
    fetchMock.mockResolvedValue(jsonResponse(encrypted));

    const body = await callApi(calls.user.userBalance, {});

    expect(body.data).toEqual({ coins: 14520.5, exposure: -980 });
  });

  it('turns an error envelope sent with HTTP 200 into an ApiError with the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: true, code: 1, message: 'Invalid username or password' }),
    );

    const error = await caught(
      callApi(calls.user.login, { username: 'DEMO', password: 'x', isClient: true, host: 'localhost' }),
    );

    expect(error.kind).toBe('server');
    expect(error.message).toBe('Invalid username or password');
  });

  it.each([
    ['HTTP 401', () => jsonResponse({ error: true, code: 401, message: 'Unauthorized' }, 401)],
    ['body code 3', () => jsonResponse({ error: true, code: 3, message: 'Session expired' })],
  ])('on %s clears storage and the session and goes to /signin', async (_, response) => {
    signInForTests();
    localStorage.setItem('matchList', '[]');
    fetchMock.mockResolvedValue(response());

    const error = await caught(callApi(calls.user.userBalance, {}));

    expect(error.kind).toBe('unauthorized');
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(navigateMock).toHaveBeenCalledWith('/signin', { replace: true });
  });

  it('remembers a designed call the server does not have (404, as the real API) without a server error', async () => {
    signInForTests();
    const unknownRoute = () =>
      jsonResponse({ error: true, code: 404, message: 'No route POST /v1/matka/matkaBetCancel' }, 404);
    fetchMock.mockResolvedValue(unknownRoute());
    vi.spyOn(console, 'info').mockImplementation(() => undefined);

    const error = await caught(callApi(calls.matka.matkaBetCancel, { betId: 'mb-1' }));

    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Not available on this server');
    expect(isCallAvailable(calls.matka.matkaBetCancel)).toBe(false);
    // A call the spec names is never taken for missing: its 404 is the server's own error.
    fetchMock.mockResolvedValue(unknownRoute());
    const specError = await caught(callApi(calls.user.userBalance, {}));
    expect(specError.kind).toBe('server');
    expect(isCallAvailable(calls.user.userBalance)).toBe(true);
  });

  it("reports 'No response received from the server' when the request never gets an answer", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await caught(callApi(calls.user.userBalance, {}));

    expect(error.kind).toBe('network');
    expect(error.message).toBe('No response received from the server');
  });

  it('reports a body that does not match its contract and logs the drifting fields', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      jsonResponse({ ...balanceExample.response, data: { coins: 'lots', exposure: -1 } }),
    );

    const error = await caught(callApi(calls.user.userBalance, {}));

    expect(error.kind).toBe('drift');
    expect(error.message).toBe('The server sent data this app does not understand');
    expect(error.details.fields).toEqual(['data.coins']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('drifting fields: data.coins'));
  });

  it('reports a body that does not decrypt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const encrypted = {
      ...balanceExample.response,
      dataEncrupt: true,
      data: encryptData(balanceExample.response.data, 'other'),
    };
    fetchMock.mockResolvedValue(jsonResponse(encrypted));

    const error = await caught(callApi(calls.user.userBalance, {}));

    expect(error.kind).toBe('decrypt');
  });

  it('refuses to send a body its contract rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const error = await caught(
      callApi(calls.user.login, { username: '', password: 'x', isClient: true, host: 'localhost' }),
    );

    expect(error.kind).toBe('invalid-request');
    expect(error.message).toBe('User Name can not be blank!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a path with a missing parameter without sending', async () => {
    const error = await caught(callApi(calls.sports.matchCache, {}));
    expect(error.kind).toBe('invalid-request');
    expect(error.details.reason).toContain('marketId');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('builds GET URLs from path parameters, the query or a URL the server handed out', async () => {
    const cacheBody = examplesOf(calls.sports.matchCache)[0].response;
    fetchMock
      .mockResolvedValueOnce(jsonResponse(examplesOf(calls.casino.allCasinoResult)[0].response))
      .mockResolvedValueOnce(jsonResponse(cacheBody))
      .mockResolvedValueOnce(jsonResponse(cacheBody));

    await callApi(calls.casino.allCasinoResult, { roundId: '112260313184507' });
    await callApi(calls.sports.matchCache, {}, { params: { marketId: '1.245690241' } });
    await callApi(calls.sports.matchCache, {}, { url: 'http://cache.test/odds?market_id=1.2' });

    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      'http://api.test/result/allCasinoResult?roundId=112260313184507',
      'http://api.test/cache/match/1.245690241',
      'http://cache.test/odds?market_id=1.2',
    ]);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });
});
