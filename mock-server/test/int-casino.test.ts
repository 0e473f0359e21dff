/**
 * The simulated casino provider: a play moves real money as internationalCasino statement rows,
 * the International report and its summary read the same plays, every provider round answers
 * the result service, and bad plays are refused with a message naming why.
 */
import { calls } from '@esk/contracts';
import { INT_CASINO_TABLES, internationalMarketId, PROVIDER_GAMES } from '@esk/contracts/catalog/int-casino';
import { istDay } from '@esk/contracts/dates';
import { rulesFor } from '@esk/scenarios/games/provider/index';
import { Rng } from '@esk/scenarios/rng';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { casinoHarness, client, expectMoney, today } from './casino-helpers';
import { createHarness, type Harness } from './harness';

const { providerPlay, providerState } = calls.provider;
const BACCARAT = '900101';

let h: Harness;
beforeEach(async () => {
  h = await casinoHarness();
});
afterEach(async () => {
  await h.close();
});

const play = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  h.call(providerPlay, body, { token, ...(headers ? { headers } : {}) });

type PlayAnswer = {
  play: {
    roundId: string;
    debitAmount: number;
    creditAmount: number;
    rollbackAmount: number;
    outcome: string;
  };
  round: { roundId: string; gtype: string; cards: string; win: string };
  wallet: { coins: number; points: number };
};

describe('a provider play', () => {
  it('debits points x intCasinoMultiply and credits a win or rolls back a void, as statement rows', async () => {
    const user = await client(h, 10000);
    let balance = 10000;
    for (let round = 0; round < 12; round++) {
      const res = await play(user.token, { gameId: BACCARAT, sid: '1', points: 100 });
      expect(res.status).toBe(200);
      const { play: row, wallet } = res.raw as PlayAnswer;
      expect(row.debitAmount).toBe(200); // 100 points at the default multiplier 2
      expect(row.creditAmount).toBe(row.outcome === 'won' ? 400 : 0);
      expect(row.rollbackAmount).toBe(row.outcome === 'void' ? 200 : 0);
      balance += row.creditAmount - row.debitAmount + row.rollbackAmount;
      expect(wallet.coins).toBe(balance);
      expect(wallet.points).toBe(balance / 2);
    }
    expectMoney(h, user.userId, { balance, exposure: 0 });
    const rows = h.sim.exchange.funds
      .entries(user.userId)
      .filter((e) => e.statementFor === 'internationalCasino');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(
      rows.every((e) => e.ledger?.ledgerType === 'internationalCasino' && e.ledger.eventId === BACCARAT),
    ).toBe(true);
  });

  it('shows the same plays in the International report rows and summary, by marketId or game id', async () => {
    const user = await client(h, 10000);
    const made: PlayAnswer['play'][] = [];
    for (const sid of ['1', '2', '3', '1']) {
      made.push(((await play(user.token, { gameId: BACCARAT, sid, points: 50 })).raw as PlayAnswer).play);
    }
    const day = today(h);
    const marketId = internationalMarketId({ code: BACCARAT }, istDay(h.sim.clock.now()));
    const net = made.reduce((sum, p) => sum + p.creditAmount - p.debitAmount + p.rollbackAmount, 0);
    for (const eventId of [marketId, BACCARAT]) {
      const list = await h.call(
        calls.sports.betsList,
        { eventId, casinoBet: true, fromDate: day, toDate: day, isDeleted: false },
        { token: user.token },
      );
      expect(list.read.ok).toBe(true);
      const rows = list.read.ok ? list.read.value.data.casinoBetData : [];
      expect(rows.map((r) => r.roundId)).toEqual(made.map((p) => p.roundId).reverse());
      expect(rows.every((r) => r.gameName === 'Baccarat' && r.isDeclare === true)).toBe(true);
      const summary = await h.call(
        calls.reports.casinoTransactionReport,
        { eventId, fromDate: day, toDate: day, casinoType: 'internationalCasino' },
        { token: user.token },
      );
      expect(summary.raw).toMatchObject({ data: [{ amount: net, totalAmount: net }] });
    }
    const ledger = await h.call(
      calls.user.userLedger,
      { downlineUserId: user.userId },
      { token: user.token },
    );
    expect(ledger.raw).toMatchObject({
      data: { ledgerData: [{ ledgerType: 'internationalCasino', marketId, eventId: BACCARAT, amount: net }] },
    });
  });

  it('replays an Idempotency-Key retry without a second debit', async () => {
    const user = await client(h, 1000);
    const headers = { 'idempotency-key': 'play-1' };
    const first = await play(user.token, { gameId: BACCARAT, sid: '2', points: 10 }, headers);
    const again = await play(user.token, { gameId: BACCARAT, sid: '2', points: 10 }, headers);
    expect(again.raw).toEqual(first.raw);
    const debits = h.sim.exchange.funds.entries(user.userId).filter((e) => e.amount === -2000);
    expect(debits).toHaveLength(1);
  });

  it('refuses what it cannot take, naming why', async () => {
    const user = await client(h, 30);
    const refused = async (body: Record<string, unknown>) => (await play(user.token, body)).raw;
    expect(await refused({ gameId: BACCARAT, sid: '1', points: 5 })).toMatchObject({
      error: true,
      message: 'Min stake is 10 points',
    });
    expect(await refused({ gameId: BACCARAT, sid: '1', points: 6000 })).toMatchObject({
      message: 'Max stake is 5000 points',
    });
    expect(await refused({ gameId: BACCARAT, sid: '1', points: 20 })).toMatchObject({
      error: true,
      message: expect.stringContaining('Insufficient balance'),
    });
    const unknownBox = await play(user.token, { gameId: BACCARAT, sid: '99', points: 10 });
    expect(unknownBox.status).toBe(400);
    expect(unknownBox.raw.message).toMatch(/^sid: /);
    const unknownGame = await play(user.token, { gameId: '123', sid: '1', points: 10 });
    expect(unknownGame.status).toBe(404);
    expect((await play(user.token, { gameId: '900000', sid: '1', points: 10 })).status).toBe(404);
    const malformed = await play(user.token, { gameId: BACCARAT, sid: '1', points: 'lots' });
    expect(malformed.status).toBe(400);
    expect(malformed.raw.message).toMatch(/points/);
    expectMoney(h, user.userId, { balance: 30, exposure: 0 });
  });

  it('refuses plays while the scenario has the game closed, and says so on its page data', async () => {
    const user = await client(h, 1000);
    h.sim.trigger({ type: 'intCasino.setGame', gameId: 'roultee', open: false, message: 'Wheel service' });
    expect((await play(user.token, { gameId: 'roultee', sid: '1', points: 10 })).raw).toMatchObject({
      error: true,
      message: 'Wheel service',
    });
    const state = await h.call(providerState, { gameId: 'roultee' }, { token: user.token });
    expect(state.raw).toMatchObject({ game: { open: false, message: 'Wheel service' } });
    h.sim.trigger({ type: 'intCasino.setGame', gameId: 'roultee', open: true });
    expect((await play(user.token, { gameId: 'roultee', sid: '1', points: 10 })).status).toBe(200);
  });
});

describe('the result service', () => {
  it('answers a played round of every provider game with its game type and dealt cards', async () => {
    const user = await client(h, 100000);
    for (const game of PROVIDER_GAMES.filter((g) => g.kind !== 'lobby')) {
      const { round } = (await play(user.token, { gameId: game.gameId, sid: '1', points: 10 }))
        .raw as PlayAnswer;
      const res = await h.call(calls.casino.allCasinoResult, { roundId: round.roundId });
      expect(res.read.ok, game.name).toBe(true);
      const detail = res.read.ok ? res.read.value.data.data[0] : undefined;
      expect(detail).toMatchObject({
        gtype: game.gtype,
        mid: round.roundId,
        cards: round.cards,
        win: round.win,
      });
    }
  });

  it('answers the rounds a scenario deals at the provider tables, which the game page lists', async () => {
    const user = await client(h, 100);
    const draw = rulesFor('queen')!.deal(new Rng('queen-test'));
    h.sim.trigger({ type: 'intCasino.dealRound', gameId: '900108', roundId: 'Q-1', draw });
    const res = await h.call(calls.casino.allCasinoResult, { roundId: 'Q-1' });
    expect(res.raw).toMatchObject({ data: { data: [{ gtype: 'queen', cards: draw.join(',') }] } });
    const state = await h.call(providerState, { gameId: '900108' }, { token: user.token });
    expect(state.raw).toMatchObject({ recent: [{ roundId: 'Q-1', gtype: 'queen' }] });
    expect(() =>
      h.sim.trigger({ type: 'intCasino.dealRound', gameId: '900108', roundId: 'Q-2', draw: ['KHH'] }),
    ).toThrow();
  });
});

describe('the provider pages', () => {
  it('serve each game and the lobby under the mock pages’ sandboxing CSP, and No game found otherwise', async () => {
    for (const gameId of [BACCARAT, '900000', 'dus-ka-dam']) {
      const page = await h.app.inject({ url: `/games/${gameId}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain('sandbox allow-scripts');
      expect(page.body).toContain('/pages/provider.js');
    }
    const lobby = await h.app.inject({ url: '/games/900000' });
    for (const table of INT_CASINO_TABLES) expect(lobby.body).toContain(table.gameId);
    const missing = await h.app.inject({ url: '/games/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('No game found');
    expect((await h.app.inject({ url: '/pages/provider.js' })).statusCode).toBe(200);
  });

  it('let the sandboxed pages (Origin null) call the provider API without credentials', async () => {
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/games/api/play',
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const exchange = await h.app.inject({
      method: 'OPTIONS',
      url: '/v1/casino/casinoBetPlace',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(exchange.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('are reached through user/casinoLoginUrl, which refuses a game the provider does not have', async () => {
    const user = await client(h, 100);
    const body = { platformId: 'mobile', redirectUrl: 'http://localhost/main/dashboard', providerName: '' };
    const ok = await h.call(calls.user.casinoLoginUrl, { ...body, gameId: '201206' }, { token: user.token });
    expect(ok.raw).toMatchObject({ data: { url: expect.stringMatching(/\/games\/201206\?token=.+/) } });
    const missing = await h.call(calls.user.casinoLoginUrl, { ...body, gameId: '42' }, { token: user.token });
    expect(missing.raw).toMatchObject({ error: true, message: 'No game found: 42' });
  });
});

describe('determinism', () => {
  it('deals the same rounds for the same seed and the same plays', async () => {
    const rounds = async () => {
      const other = await createHarness({ SCENARIO: 'matka-results', SEED: 'same' });
      const user = await client(other, 10000);
      const ids: string[] = [];
      for (const gameId of [BACCARAT, 'roultee', '201206']) {
        const res = await other.call(providerPlay, { gameId, sid: '1', points: 10 }, { token: user.token });
        const { round } = res.raw as PlayAnswer;
        ids.push(`${round.roundId}:${round.cards}:${round.win}`);
      }
      await other.close();
      return ids;
    };
    expect(await rounds()).toEqual(await rounds());
  });
});
