/**
 * What an independently written production client of this API family expects (issue 28 §4):
 * each difference it found between our mock and the real API, kept here beside its contract
 * example so the next one is caught by the same net.
 */
import { calls, events } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { aviatorDriver } from './aviator-helpers';
import { client, recordOutbox } from './casino-helpers';
import { createHarness, type Harness } from './harness';
import { connectSocket } from './sockets';

let h: Harness;
let socket: Socket | undefined;
afterEach(async () => {
  socket?.close();
  socket = undefined;
  await h.close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a production client of the family', () => {
  it('reads its statement without sending userId (the signed-in user)', async () => {
    h = await createHarness();
    const user = await client(h, 5000);
    const example = examplesOf(calls.user.userStatement).find((one) => !('userId' in one.request));
    expect(example).toBeDefined();
    const answer = await h.call(
      calls.user.userStatement,
      { ...example?.request, fromDate: undefined, toDate: undefined },
      user,
    );
    expect(answer.status).toBe(200);
    expect(answer.read.ok).toBe(true);
    expect(answer.raw.data).toMatchObject({ totalCount: 1, statementData: [{ amount: 5000 }] });
    // Another user's id is still refused.
    const other = await client(h, 100);
    expect((await h.call(calls.user.userStatement, { userId: other.userId }, user)).status).toBe(403);
  });

  it('gets the flat list of open bets for its pending-bets page (isClientExposure)', async () => {
    h = await createHarness();
    const user = await client(h, 10_000);
    h.sim.trigger({
      type: 'casino.startRound',
      shortName: 'lucky7',
      roundId: 'L7-1',
      cards: ['KHH'],
      bettingMs: 15_000,
    });
    const placed = await h.call(
      calls.casino.casinoBetPlace,
      {
        roundId: 'L7-1',
        sid: '2',
        rate: '2.00',
        amount: 500,
        casinoType: 'lucky7',
        eventId: '3032',
        betFor: 'lowHigh',
      },
      user,
    );
    expect(placed.read.ok).toBe(true);
    const pending = await h.call(
      calls.sports.betsList,
      {
        fancyBet: true,
        oddsBet: true,
        diamondBet: true,
        isDeclare: false,
        isDeleted: false,
        isClientExposure: true,
      },
      user,
    );
    expect(pending.read.ok).toBe(true);
    expect(Array.isArray(pending.raw.data)).toBe(true);
    expect(pending.raw.data).toEqual([
      {
        market: 'Lucky 7 - A',
        marketType: 'diamondCasino',
        type: 'L',
        amount: 500,
        rate: 2,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('is told to refetch its casino bets (fetch: true) when a round settles', async () => {
    h = await createHarness();
    const user = await client(h, 10_000);
    const pushes = recordOutbox(h);
    h.sim.trigger({
      type: 'casino.startRound',
      shortName: 'lucky7',
      roundId: 'L7-1',
      cards: ['KHH'],
      bettingMs: 15_000,
    });
    await h.call(
      calls.casino.casinoBetPlace,
      {
        roundId: 'L7-1',
        sid: '2',
        rate: '2.00',
        amount: 500,
        casinoType: 'lucky7',
        eventId: '3032',
        betFor: 'lowHigh',
      },
      user,
    );
    h.sim.trigger({ type: 'casino.declare', shortName: 'lucky7', roundId: 'L7-1' });
    const push = pushes.find((event) => event.event === events.account.fetchCasinoBetList.event);
    expect(push).toMatchObject({
      to: 'user',
      userId: user.userId,
      payload: { fetch: true, roundId: 'L7-1' },
    });
  });

  it('reads the aviator crash history from game/lastRounds without a token, as a flat list', async () => {
    h = await createHarness();
    const aviator = aviatorDriver(() => h);
    aviator.open('r1');
    aviator.takeOff('r1', 2.5);
    aviator.crash('r1', 2.5);
    const answer = await h.call(calls.aviator.lastRounds, examplesOf(calls.aviator.lastRounds)[0].request);
    expect(answer.status).toBe(200);
    expect(answer.read.ok).toBe(true);
    expect(answer.raw.data).toEqual([expect.objectContaining({ roundId: 'r1', creashValue: 2.5 })]);
  });

  it("hears the domain's broadcasts, and nothing of a user's, after reconnect {domain} before login", async () => {
    h = await createHarness();
    const user = await h.login('demo', 'demo1234');
    socket = await connectSocket(h);
    const heard: string[] = [];
    socket.onAny((event: string) => heard.push(event));
    socket.emit('reconnect', { domain: 'localhost' });
    await wait(50);
    h.sim.trigger({ type: 'domain.update', sportListUpdate: true });
    h.sim.trigger({ type: 'account.credit', username: 'demo', amount: 10 });
    await wait(100);
    expect(heard).toEqual(['domainUpdate']);
    // The login that follows joins the user's rooms as usual.
    socket.emit('login', { userId: user.userId, token: user.token, domain: 'localhost' });
    await wait(100);
    expect(heard).toContain('userLoggedIn');
  });
});
