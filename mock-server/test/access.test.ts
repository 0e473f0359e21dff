/**
 * Who may call what (the contracts' `access`, enforced once by the contract route): an
 * agent's token is refused on every call that reads a client's books or moves money, in
 * every area; a client who must still change the password cannot bet anywhere.
 */
import { allCalls, type CallContract, calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_FIRST, NOT_AUTHORISED } from '../src/http/call-route';
import { createHarness, type Harness } from './harness';

let h: Harness;
let agent: string;
let newbie: string;

beforeAll(async () => {
  h = await createHarness();
  agent = (await h.login('agent', 'agent1234')).token;
  newbie = (await h.login('newbie', 'newbie1234')).token;
});
afterAll(async () => {
  await h.close();
});

const withAccess = (...access: CallContract['access'][]) =>
  allCalls.filter((call) => call.auth && access.includes(call.access));

const callWith = (call: CallContract, token: string) =>
  h.call(call, examplesOf(call)[0].request as Record<string, unknown>, {
    token,
    params: examplesOf(call)[0].params ?? {},
  });

describe('an agent token', () => {
  it.each(withAccess('client', 'bettor').map((call) => [call.path, call] as const))(
    'is refused on %s',
    async (_path, call) => {
      const res = await callWith(call, agent);
      expect(res.status).toBe(403);
      expect(res.raw).toMatchObject({ error: true, message: NOT_AUTHORISED });
    },
  );

  it('still signs in, checks its session and signs out (the client shows the refusal)', async () => {
    const token = (await h.login('agent', 'agent1234')).token;
    expect((await h.call(calls.user.userLoginCheck, {}, { token })).status).toBe(200);
    expect((await h.call(calls.user.logout, {}, { token })).status).toBe(200);
  });
});

describe('a client who must change the password first', () => {
  it.each(withAccess('bettor').map((call) => [call.path, call] as const))(
    'cannot call %s',
    async (_path, call) => {
      const res = await callWith(call, newbie);
      expect(res.status).toBe(403);
      expect(res.raw).toMatchObject({ error: true, message: CHANGE_PASSWORD_FIRST });
    },
  );

  it('reads its own books and may bet once the password is changed', async () => {
    expect((await h.call(calls.user.userBalance, {}, { token: newbie })).status).toBe(200);
    await h.call(
      calls.user.updateUserPassword,
      { oldPassword: 'newbie1234', password: 'newbie5678' },
      { token: newbie },
    );
    const token = (await h.login('newbie', 'newbie5678')).token;
    const bet = await callWith(calls.casino.casinoBetPlace, token);
    expect(bet.raw.message).not.toBe(CHANGE_PASSWORD_FIRST);
    expect(bet.status).not.toBe(403);
  });
});

describe('the contracts', () => {
  it('mark every call that moves money as bettor, in every area', () => {
    const moneyCalls = [
      calls.sports.oddBetPlaced,
      calls.sports.sessionBetPlaced,
      calls.casino.casinoBetPlace,
      calls.matka.matkaPlaceBet,
      calls.matka.matkaBetCancel,
      calls.aviator.avaitorGamePlace,
      calls.aviator.avaitorCashOut,
      calls.aviator.avaitorCancelBet,
      calls.user.casinoLoginUrl,
      calls.provider.providerPlay,
    ];
    expect(
      withAccess('bettor')
        .map((call) => call.path)
        .sort(),
    ).toEqual(moneyCalls.map((call) => call.path).sort());
  });
});
