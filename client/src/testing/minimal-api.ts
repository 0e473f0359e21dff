/**
 * Issue 17: a fetch that answers every call with its minimal body (the contract's example with
 * only the required fields, @esk/contracts/minimal), so an area test proves its screens need
 * nothing the contracts call optional. `driftLogs()` lists what callApi and parsePayload logged
 * as contract drift.
 */
import { allCalls, type CallContract } from '@esk/contracts';
import { minimalResponse } from '@esk/contracts/minimal';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { t } from '@/i18n/i18n';
import { jsonResponse, signInForTests } from './fixtures';

const routes = allCalls
  .filter((call) => call.kind !== 'admin')
  .map((call) => ({ call, pattern: new RegExp(`${call.path.replace(/\{\w+\}/g, '[^/]+')}$`) }));

/** The contract a request URL is a call of (cache URLs by their path, as the mock serves them). */
export function callOfUrl(url: string): CallContract | undefined {
  const { pathname } = new URL(url, 'http://localhost');
  return routes.find(({ pattern }) => pattern.test(pathname))?.call;
}

/** Answers each call with `overrides.get(call)` or its minimal body; an unknown URL gets a 404. */
export function minimalFetch(overrides: ReadonlyMap<CallContract, unknown> = new Map()): typeof fetch {
  return async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    const call = callOfUrl(url);
    if (!call) return jsonResponse({ error: true, code: 1, message: `no route ${url}` }, 404);
    return jsonResponse(overrides.has(call) ? overrides.get(call) : minimalResponse(call));
  };
}

/** Spies on console.error; `driftLogs()` returns the lines that report contract drift. */
export function watchDrift(): { spy: MockInstance; driftLogs: () => string[] } {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const driftLogs = () =>
    spy.mock.calls
      .map((args) => args.map(String).join(' '))
      .filter((line) => /does not match its contract|malformed payload|drifting fields/.test(line));
  return { spy, driftLogs };
}

/** Generous waits: jsdom renders slowly on a busy 2-core machine. */
export const SLOW_WAIT = { timeout: 15_000 };

/** Waits until no spinner is left (every query answered), then checks no drift was shown or logged. */
export async function expectSettledWithoutDrift(driftLogs: () => string[]): Promise<void> {
  await waitFor(
    () => expect(screen.queryAllByRole('status', { name: 'Loading…' })).toHaveLength(0),
    SLOW_WAIT,
  );
  expect(screen.queryByText(t('error.drift'))).toBeNull();
  expect(driftLogs()).toEqual([]);
}

/**
 * Sets up each test of the file: fetch answers minimal bodies, console.error is watched, and a
 * client is signed in (unless `signIn` is false). Returns the current test's drift logs.
 */
export function withMinimalApi({ signIn = true } = {}): () => string[] {
  let drift: ReturnType<typeof watchDrift> | undefined;
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(minimalFetch()));
    drift = watchDrift();
    if (signIn) signInForTests();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => drift?.driftLogs() ?? [];
}
