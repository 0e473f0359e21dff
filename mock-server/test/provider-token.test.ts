/**
 * A provider game's frame URL carries a game token, never the session's: a URL ends up in
 * browser history, logs and Referers. The provider's API takes it; /v1 refuses it; it lapses
 * after a quarter of an hour unused and dies with its session.
 */
import { calls } from '@esk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAME_TOKEN_IDLE_MS } from '../src/exchange/accounts';
import { casinoHarness, client } from './casino-helpers';
import type { Harness } from './harness';

const { providerPlay, providerState } = calls.provider;

let h: Harness;
beforeEach(async () => {
  h = await casinoHarness();
});
afterEach(() => h.close());

async function gameToken(sessionToken: string, gameId = 'roultee'): Promise<string> {
  const login = await h.call(
    calls.user.casinoLoginUrl,
    { gameId, platformId: 'mobile', redirectUrl: 'http://localhost/main/dashboard', providerName: '' },
    { token: sessionToken },
  );
  expect(login.status).toBe(200);
  const url = new URL(String((login.raw.data as { url: string }).url));
  expect(url.pathname).toBe(`/games/${gameId}`);
  return url.searchParams.get('token') ?? '';
}

const state = (token: string) => h.call(providerState, { gameId: 'roultee' }, { token });

describe('the game token of a provider frame', () => {
  it('is not the session token: the provider API takes it, /v1 answers 401', async () => {
    const user = await client(h, 1000);
    const token = await gameToken(user.token);
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(token).not.toBe(user.token);
    expect((await state(token)).status).toBe(200);
    const played = await h.call(providerPlay, { gameId: 'roultee', sid: '1', points: 10 }, { token });
    expect(played.status).toBe(200);
    for (const [contract, body] of [
      [calls.user.userBalance, {}],
      [
        calls.user.casinoLoginUrl,
        { gameId: 'roultee', platformId: 'mobile', redirectUrl: 'x', providerName: '' },
      ],
      [calls.user.logout, {}],
    ] as const) {
      const refused = await h.call(contract, body, { token });
      expect({ path: contract.path, status: refused.status }).toEqual({ path: contract.path, status: 401 });
    }
    // The session itself was not touched by the refused logout.
    expect((await h.call(calls.user.userBalance, {}, { token: user.token })).status).toBe(200);
  });

  it('lapses after a quarter of an hour unused, and lives on while it is used', async () => {
    const user = await client(h, 1000);
    const used = await gameToken(user.token);
    const idle = await gameToken(user.token);
    for (let minutes = 0; minutes < 40; minutes += 10) {
      h.sim.advance(10 * 60_000);
      expect((await state(used)).status).toBe(200);
    }
    const lapsed = await state(idle);
    expect(lapsed.status).toBe(401);
    expect(lapsed.raw.message).toMatch(/idle too long: open it again/);
    h.sim.advance(GAME_TOKEN_IDLE_MS);
    expect((await state(used)).status).toBe(401);
  });

  it('dies with its session: a logout ends it (code 3)', async () => {
    const user = await client(h, 1000);
    const token = await gameToken(user.token);
    await h.call(calls.user.logout, {}, { token: user.token });
    const refused = await state(token);
    expect(refused.status).toBe(401);
    expect(refused.raw.code).toBe(3);
  });

  it('is forgotten by a reset, as sessions are', async () => {
    const user = await client(h, 1000);
    const token = await gameToken(user.token);
    h.sim.reset();
    expect((await state(token)).status).toBe(401);
  });

  it('leaves the provider API taking the session token the spec’s virtual games send', async () => {
    const user = await client(h, 1000);
    expect((await state(user.token)).status).toBe(200);
  });
});
