/**
 * Fuzzed malformed requests to every route of every contract: random JSON bodies,
 * examples with fields removed or retyped, non-JSON bodies, odd content types, with and
 * without a valid token. Every answer must be a 4xx (or a 2xx the contract accepts:
 * a business rejection or a harmless query), never a 500, and the server stays up.
 */
import { allCalls, type CallContract } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  token = (await h.login('demo', 'demo1234')).token;
});
afterAll(async () => {
  await h.close();
});

/** Routes whose malformed input may legitimately still succeed (reads that ignore extras, admin no-ops). */
const url = (call: CallContract) => call.path.replace(/\{(\w+)\}/g, 'fuzz');

async function send(call: CallContract, payload: string | undefined, headers: Record<string, string>) {
  const query = call.method === 'GET' && payload ? `?q=${encodeURIComponent(payload.slice(0, 200))}` : '';
  const response = await h.app.inject({
    method: call.method,
    url: `${url(call)}${query}`,
    headers,
    ...(call.method === 'GET' || payload === undefined ? {} : { payload }),
  });
  return response;
}

function mutations(example: unknown): unknown[] {
  if (typeof example !== 'object' || example === null || Array.isArray(example)) return [];
  const entries = Object.entries(example as Record<string, unknown>);
  return entries.flatMap(([key]) => {
    const { [key]: _removed, ...without } = example as Record<string, unknown>;
    return [
      without,
      { ...example, [key]: null },
      { ...example, [key]: { nested: [1, { deep: true }] } },
      { ...example, [key]: 'x'.repeat(5000) },
      { ...example, [key]: -1e308 },
      { ...example, [key]: ['array'] },
    ];
  });
}

// Calls that end the session (a valid mutation may change the password or log out) run last.
const endsSession = (call: CallContract) => /updateUserPassword|logout/.test(call.path);
const mutating = allCalls
  .filter((call) => call.path !== '/__admin/journal/replay')
  .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));

describe('fuzzed input never gets a 500', () => {
  it.each(mutating.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s',
    async (_label, call) => {
      const authed = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const bodies: (string | undefined)[] = [
        undefined,
        '',
        '{',
        'null',
        '[]',
        '"text"',
        '12',
        JSON.stringify({ __proto__: { polluted: true } }),
        ...mutations(examplesOf(call)[0].request).map((body) => JSON.stringify(body)),
      ];
      for (const body of bodies) {
        const response = await send(call, body, authed);
        expect(response.statusCode, `${call.path} with ${body?.slice(0, 80)}`).toBeLessThan(500);
      }
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (value, withToken) => {
          const response = await send(
            call,
            JSON.stringify(value),
            withToken ? authed : { 'content-type': 'application/json' },
          );
          return response.statusCode < 500;
        }),
        { numRuns: 25, seed: 42 },
      );
      const wrongType = await send(call, 'a=1&b=2', {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${token}`,
      });
      expect(wrongType.statusCode).toBeLessThan(500);
    },
  );

  it('is still alive and answering after all of it', async () => {
    const health = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const fresh = await h.login('newbie', 'newbie1234');
    const balance = await h.app.inject({
      method: 'POST',
      url: '/v1/user/userBalance',
      headers: { authorization: `Bearer ${fresh.token}` },
    });
    expect(balance.statusCode, balance.body).toBe(200);
  });
});
