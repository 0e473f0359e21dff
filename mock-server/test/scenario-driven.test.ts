/**
 * The mock driven by its built-in scenarios, as QA uses it: play a scenario, act as a
 * client at chosen moments, and check what the exchange did.
 */

import { createHash } from 'node:crypto';
import { calls, events } from '@esk/contracts';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, newClient } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const scenarioHarness = (scenario: string, seed = 'qa') =>
  createHarness({ SCENARIO: scenario, SEED: seed, START_AT: 'scenario' });

async function session(harness: Harness, marketId: string, name: string) {
  const cache = await harness.call(calls.sports.matchCache, {}, { params: { marketId } });
  if (!cache.read.ok) throw new Error(`cache: ${JSON.stringify(cache.raw).slice(0, 300)}`);
  const found = cache.read.value.result.session?.find((row) => row.session_name === name);
  if (!found) throw new Error(`no session ${name}`);
  return found;
}

describe('sports-settlement: a fancy session declared at 52', () => {
  it('settles YES and NO bets by the spec rule and the statement and ledger show it', async () => {
    h = await scenarioHarness('sports-settlement');
    const demo = await h.login('demo', 'demo1234');
    const list = await h.call(calls.sports.matchList, {}, { token: demo.token });
    const match = list.read.ok
      ? list.read.value.data.find((m) => m.matchName === 'India v Pakistan')
      : undefined;
    expect(match).toBeDefined();
    const marketId = String(match?.marketId);
    const eventId = String(match?.eventId);

    h.sim.advance(5_000);
    const open = await session(h, marketId, '6 OVER RUN IND');
    const bet = (type: 'Y' | 'N', run: number, odds: number, amount: number) =>
      h!.call(
        calls.sports.sessionBetPlaced,
        {
          odds: String(odds),
          amount,
          selectionId: String(open.session_id),
          marketId,
          eventId,
          betFor: 'fancy',
          run: String(run),
          oddsType: 'fancy',
          type,
        },
        { token: demo.token },
      );
    const yes = await bet('Y', open.runsYes, open.oddsYes, 1000); // 52 >= runsYes: wins amount * odds
    expect(yes.raw).toMatchObject({ error: false });
    const no = await bet('N', open.runsNo, open.oddsNo, 400); // 52 >= runsNo: NO loses amount * odds
    expect(no.raw).toMatchObject({ error: false });

    const before = h.sim.exchange.funds.balance(demo.userId);
    h.sim.seek(h.sim.engine.startedAt + 3 * 60_000 + 31_000); // declared at 3m30s
    const expected = Math.round(1000 * open.oddsYes * 100) - Math.round(400 * open.oddsNo * 100);
    expect(h.sim.exchange.funds.balance(demo.userId) - before).toBe(expected);

    const statement = await h.call(calls.user.userStatement, { userId: demo.userId }, { token: demo.token });
    expect(statement.read.ok).toBe(true);
    const rows = statement.read.ok ? statement.read.value.data.statementData : [];
    const row = rows.find((r) => r.remark.includes('6 OVER RUN IND'));
    expect(row?.amount).toBe(expected / 100);
    expect(row?.statementFor).toBe('profitLoss');

    const bets = await h.call(
      calls.sports.betsList,
      { fancyBet: true, oddsBet: true, marketId },
      { token: demo.token },
    );
    const fancy = bets.read.ok ? bets.read.value.data.fancyBetData : [];
    expect(
      fancy
        .filter((b) => b.sessionName === '6 OVER RUN IND')
        .every((b) => b.isDeclare && b.decisionRun === 52),
    ).toBe(true);

    const ledger = await h.call(
      calls.user.userLedger,
      { downlineUserId: demo.userId },
      { token: demo.token },
    );
    const line = ledger.read.ok
      ? ledger.read.value.data.ledgerData.find((l) => l.marketId === marketId)
      : undefined;
    expect(line?.amount).toBe(expected / 100);
    // balance == sum of the statement, exposure == 0 with nothing open on that session
    const all = h.sim.exchange.funds.entries(demo.userId).reduce((sum, e) => sum + e.amount, 0);
    expect(all).toBe(h.sim.exchange.funds.balance(demo.userId));
  });
});

describe('aviator-crashes: an instant crash at 1.00', () => {
  it('loses every open bet of the round', async () => {
    h = await scenarioHarness('aviator-crashes');
    const demo = await h.login('demo', 'demo1234');
    const newbie = await newClient(h, 1000);
    const states: string[] = [];
    h.sim.exchange.outbox.subscribe((event) => {
      if (event.event === 'crashValue') states.push(String(event.payload));
    });
    // the first round is open right after the start
    h.sim.advance(1_000);
    const live = events.aviator.crashValue.payload.parse(states.at(-1));
    expect(live.gameStatus).toBe('open');
    for (const user of [demo, newbie]) {
      const placed = await h.call(
        calls.aviator.avaitorGamePlace,
        { roundId: live.roundId, amount: 100, casinoType: 'aviator', eventId: 303031 },
        { token: user.token },
      );
      expect(placed.raw).toMatchObject({ error: false });
    }
    const before = [demo, newbie].map((u) => h!.sim.exchange.funds.balance(u.userId));
    while (!states.some((s) => events.aviator.crashValue.payload.parse(s).crashStatus)) h.sim.advance(200);
    const crashed = events.aviator.crashValue.payload.parse(
      states.find((s) => JSON.parse(s).crashStatus) ?? '',
    );
    expect(crashed.crashValue).toBe(1);
    [demo, newbie].forEach((u, i) => {
      expect(h!.sim.exchange.funds.balance(u.userId) - (before[i] ?? 0)).toBe(-100 * 100);
      expect(h!.sim.exchange.funds.exposure(u.userId)).toBe(0);
    });
  });
});

describe('logout-and-faults: a forced logout', () => {
  it('reaches the account socket and revokes the token', async () => {
    h = await scenarioHarness('sandbox');
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const demo = await h.login('demo', 'demo1234');
    const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
    const received: { event: string; payload: unknown }[] = [];
    socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
    await new Promise<void>((resolve) =>
      socket
        .on('userLoggedIn', () => resolve())
        .emit('login', { userId: demo.userId, token: demo.token, domain: 'qa' }),
    );
    h.sim.trigger({ type: 'account.forceLogout', username: 'demo' });
    await expect.poll(() => received.map((r) => r.event)).toContain('userLoggedOut');
    const logout = received.find((r) => r.event === 'domainUpdate');
    expect(events.account.domainUpdate.payload.parse(logout?.payload)).toMatchObject({ isLogout: true });
    socket.close();
    const after = await h.call(calls.user.userBalance, {}, { token: demo.token });
    expect(after.status).toBe(401);
    expect(after.raw.code).toBe(3);
  });
});

describe('smoke: scripted market moments', () => {
  it('pushes marketReload and sessionBetUpdate for the match to every account socket at their times', async () => {
    h = await scenarioHarness('smoke');
    const pushed: { event: string; payload: unknown; at: number }[] = [];
    h.sim.exchange.outbox.subscribe((event, at) => {
      if (event.to === 'channel' && event.channel === 'account')
        pushed.push({ event: event.event, payload: event.payload, at });
    });
    h.sim.seek(h.sim.engine.startedAt + 2 * 60_000);
    const reload = pushed.find((p) => p.event === 'marketReload');
    const update = pushed.find((p) => p.event === 'sessionBetUpdate');
    expect(reload?.at).toBe(h.sim.engine.startedAt + 105_000);
    expect(update?.at).toBe(h.sim.engine.startedAt + 110_000);
    expect(events.account.sessionBetUpdate.payload.parse(update?.payload)).toEqual(
      events.account.marketReload.payload.parse(reload?.payload),
    );
  });
});

describe('determinism', () => {
  /** Plays smoke with a fixed script of client requests and hashes every emitted event and action. */
  async function digest(seed: string): Promise<string> {
    const harness = await scenarioHarness('smoke', seed);
    try {
      const demo = await harness.login('demo', 'demo1234');
      for (let second = 0; second < 180; second += 5) {
        harness.sim.advance(5_000);
        await harness.call(calls.user.userBalance, {}, { token: demo.token });
      }
      const hash = createHash('sha256');
      for (const entry of harness.sim.journal.query()) {
        if (entry.kind !== 'request') hash.update(JSON.stringify(entry));
      }
      return hash.digest('hex');
    } finally {
      await harness.close();
    }
  }

  it('gives the same event stream, byte for byte, for the same scenario, seed and requests', async () => {
    const first = await digest('qa-1');
    expect(await digest('qa-1')).toBe(first);
    expect(await digest('qa-2')).not.toBe(first);
  });
});
