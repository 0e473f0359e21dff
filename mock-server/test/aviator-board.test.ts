import { calls, events } from '@esk/contracts';
import { AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import { msToReach } from '@esk/contracts/catalog/aviator-curve';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maskPlayer } from '../src/exchange/aviator/crowd';
import { aviatorDriver, betIdOf } from './aviator-helpers';
import { casinoHarness, client, expectMoney, recordOutbox } from './casino-helpers';
import type { Harness } from './harness';

const aviator = calls.aviator;
const HASH = 'cd'.repeat(32);

let h: Harness;
beforeEach(async () => {
  h = await casinoHarness();
});
afterEach(async () => {
  await h.close();
});

const driver = aviatorDriver(() => h, HASH);
const { takeOff, crash, place, cancel, area } = driver;
const open = (roundId: string, bettingMs = 5000) =>
  driver.open(roundId, bettingMs, { houseEdge: 3, salt: 'salt-1' });
const betId = betIdOf;
const board = async () => {
  const answer = await h.call(aviator.getAviatorBoard, { gameType: 'avaitor' });
  expect(answer.read.ok).toBe(true);
  return aviator.getAviatorBoard.response.parse(answer.raw).data;
};

const CROWD = [
  { player: 'rahul123', amount: 100, afterMs: 0, cashOutAt: 1.5 },
  { player: 'priya_kd', amount: 50, afterMs: 2000, cashOutAt: 3 },
  { player: 'amit77', amount: 1000, afterMs: 4000, cashOutAt: null },
];

describe('aviator crowd and board', () => {
  it('shows crowd bets over the betting window, cashes them out at their targets below the crash', async () => {
    const seen = recordOutbox(h);
    open('AV-C1');
    h.sim.trigger({ type: 'aviator.crowd', roundId: 'AV-C1', bets: CROWD });
    const pushed = () =>
      seen
        .filter((e) => e.event === 'roundBets')
        .map((e) => events.aviator.roundBets.payload.parse(e.payload));
    expect(pushed().at(-1)).toMatchObject({ roundId: 'AV-C1', liveBettors: 1, totalBets: 100 });
    expect((await board()).current?.bets).toEqual([{ id: 'crowd-AV-C1-0', player: 'r***3', amount: 100 }]);

    const user = await client(h, 1000);
    await place(user.token, 'AV-C1', 200);
    h.sim.advance(5000);
    expect((await board()).current).toMatchObject({ liveBettors: 4, totalBets: 1350, totalWin: 0 });

    takeOff('AV-C1', 2);
    h.sim.advance(msToReach(1.5));
    const atOneFifty = (await board()).current;
    expect(atOneFifty?.bets.find((bet) => bet.id === 'crowd-AV-C1-0')).toMatchObject({
      multiplier: 1.5,
      win: 150,
    });
    expect(atOneFifty?.totalWin).toBe(150);

    // 3x is above the 2.00 crash: that bet is lost, as is the one with no target.
    h.sim.advance(msToReach(2) - msToReach(1.5));
    crash('AV-C1', 2);
    const final = pushed().at(-1);
    expect(final).toMatchObject({ roundId: 'AV-C1', crashValue: 2, totalWin: 150 });
    expect(final?.bets.filter((bet) => bet.multiplier !== undefined)).toHaveLength(1);
    h.sim.trigger({ type: 'aviator.closeRound', roundId: 'AV-C1' });

    open('AV-C2');
    const next = await board();
    expect(next.current).toMatchObject({ roundId: 'AV-C2', liveBettors: 0, bets: [] });
    expect(next.previous).toMatchObject({ roundId: 'AV-C1', crashValue: 2, liveBettors: 4 });
    expect(next.top).toEqual([
      {
        id: 'crowd-AV-C1-0',
        player: 'r***3',
        amount: 100,
        multiplier: 1.5,
        win: 150,
        roundId: 'AV-C1',
        crashValue: 2,
      },
    ]);
  });

  it('pushes a round-bets update only when something changed', () => {
    const seen = recordOutbox(h);
    open('AV-C3', 4000);
    h.sim.trigger({ type: 'aviator.crowd', roundId: 'AV-C3', bets: CROWD });
    h.sim.advance(4000);
    // The empty list at the opening, then bets at 0 ms, 2000 ms and 4000 ms: four lists, while
    // crashValue was pushed every second.
    expect(seen.filter((e) => e.event === 'roundBets')).toHaveLength(4);
    expect(seen.filter((e) => e.event === 'crashValue').length).toBeGreaterThan(3);
  });

  it('passes chat lines on, masked, and keeps the last ones for a page that opens', async () => {
    const seen = recordOutbox(h);
    h.sim.trigger({ type: 'aviator.chat', player: 'kavya_ji', text: 'lets go' });
    const message = seen.find((e) => e.event === 'chatMessage');
    expect(events.aviator.chatMessage.payload.parse(message?.payload)).toMatchObject({
      player: 'k***i',
      text: 'lets go',
    });
    for (let i = 0; i < 40; i++) h.sim.trigger({ type: 'aviator.chat', player: 'x_y', text: `line ${i}` });
    const chat = (await board()).chat;
    expect(chat).toHaveLength(30);
    expect(chat.at(-1)?.text).toBe('line 39');
  });

  it('applies the settings actions: betStatus false refuses with the error message, stake limits move', async () => {
    const user = await client(h, 10_000);
    open('AV-S1');
    h.sim.trigger({ type: 'aviator.settings', betStatus: false, errorMessage: 'Aviator is closed today' });
    expect((await place(user.token, 'AV-S1', 100)).raw).toMatchObject({
      error: true,
      message: 'Aviator is closed today',
    });
    h.sim.trigger({ type: 'aviator.settings', betStatus: true, minStake: 100, maxStake: 500 });
    expect((await place(user.token, 'AV-S1', 50)).raw).toMatchObject({ message: 'min bet amount 100' });
    expect((await place(user.token, 'AV-S1', 501)).raw).toMatchObject({ message: 'max bet amount 500' });
    expect((await place(user.token, 'AV-S1', 100)).raw).toMatchObject({ error: false });
    const details = await h.call(
      calls.casino.getDiamondCasinoByEventId,
      { eventId: AVIATOR_EVENT_ID },
      { token: user.token },
    );
    expect(details.raw.data).toMatchObject({
      betStatus: true,
      minStake: 100,
      maxStake: 500,
      setting: { errorMessage: 'Aviator is closed today' },
    });
    expect(() => h.sim.trigger({ type: 'aviator.settings', minStake: 600, maxStake: 500 })).toThrow(
      /minStake/,
    );
  });

  it('cancels a bet while betting is open: the exposure is released, nothing is posted', async () => {
    const user = await client(h, 1000);
    const other = await client(h, 1000);
    open('AV-X1', 3000);
    const kept = await place(user.token, 'AV-X1', 100);
    const dropped = await place(user.token, 'AV-X1', 300);
    expectMoney(h, user.userId, { balance: 1000, exposure: -400 });
    expect((await cancel(other.token, 'AV-X1', betId(dropped))).status).toBe(404);
    const answer = await cancel(user.token, 'AV-X1', betId(dropped));
    expect(answer.raw).toMatchObject({
      error: false,
      message: 'Bet Canceled',
      data: { betId: betId(dropped) },
    });
    expectMoney(h, user.userId, { balance: 1000, exposure: -100 });
    expect((await cancel(user.token, 'AV-X1', betId(dropped))).status).toBe(404);
    expect(h.sim.exchange.funds.entries(user.userId)).toHaveLength(1);
    h.sim.advance(3000);
    expect((await cancel(user.token, 'AV-X1', betId(kept))).raw).toMatchObject({
      error: true,
      message: 'Betting is closed for this round: the bet can no longer be canceled',
    });
    takeOff('AV-X1', 1);
    crash('AV-X1', 1);
    expectMoney(h, user.userId, { balance: 900, exposure: 0 });
  });

  it('publishes the seed hash with the live state, the seed after the crash, and the formula parameters in the history', async () => {
    const seen = recordOutbox(h);
    open('AV-F1');
    const live = () =>
      events.aviator.crashValue.payload.parse(seen.filter((e) => e.event === 'crashValue').at(-1)?.payload);
    expect(live()).toMatchObject({ gameStatus: 'open', serverSeedHash: HASH });
    expect(live().serverSeed).toBeUndefined();
    h.sim.advance(5000);
    takeOff('AV-F1', 1.2);
    h.sim.advance(200);
    expect(live().serverSeed).toBeUndefined();
    crash('AV-F1', 1.2);
    expect(live()).toMatchObject({ gameStatus: 'waiting', serverSeedHash: HASH, serverSeed: 'seed-AV-F1' });
    const history = await h.call(aviator.getRoundIdDetails, { gameType: 'avaitor' });
    expect(history.raw.data).toMatchObject({
      data: [{ roundId: 'AV-F1', creashValue: 1.2, houseEdge: 3, salt: 'salt-1', serverSeed: 'seed-AV-F1' }],
    });
    expect(area().board.previous?.roundId).toBe('AV-F1');
  });

  it('masks names so others recognise nobody', () => {
    expect(maskPlayer('rahul123')).toBe('r***3');
    expect(maskPlayer('ab')).toBe('a***');
    expect(maskPlayer('')).toBe('?***');
  });
});
