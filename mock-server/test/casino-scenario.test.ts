/**
 * The built-in casino and aviator scenarios played through the exchange by the real
 * scenario engine, with a seeded bettor placing and cashing out bets all along: nothing
 * the engine sends is refused, every push parses with its contract, and the money adds up.
 */
import { events } from '@esk/contracts';
import { loadScenario } from '@esk/scenarios/catalog/index';
import { VirtualClock } from '@esk/scenarios/clock';
import { ScenarioEngine, startAtFor } from '@esk/scenarios/engine';
import { getCasinoGame } from '@esk/scenarios/games/casino/index';
import { Rng } from '@esk/scenarios/rng';
import { describe, expect, it } from 'vitest';
import { marketKey } from '../src/exchange/aviator/area';
import { roundWorstCase, wireRate } from '../src/exchange/casino/bet-math';
import { roundMarketKey } from '../src/exchange/casino/book';
import { isBettingOpen } from '../src/exchange/casino/tables';
import { ExchangeError } from '../src/exchange/errors';
import { Exchange } from '../src/exchange/exchange';

function play(name: string) {
  const scenario = loadScenario(name);
  const clock = new VirtualClock(startAtFor(scenario));
  const exchange = new Exchange(clock, new Rng(`test:${name}`));
  const pushes: { event: string; payload: unknown }[] = [];
  exchange.outbox.subscribe((event) => {
    if (event.to !== 'user') pushes.push(event);
  });
  const engine = new ScenarioEngine(scenario, { clock, target: exchange });
  engine.start();
  const user = exchange.accounts.byUsername('DEMO');
  if (!user) throw new Error('no demo account');
  const { casino, aviator } = exchange.areas;
  const rng = new Rng(`bettor:${name}`);
  const tried = { placed: 0, refused: 0, cashed: 0 };
  const attempt = (run: () => void) => {
    try {
      run();
      tried.placed += 1;
    } catch (error) {
      if (!(error instanceof ExchangeError)) throw error;
      tried.refused += 1;
    }
  };
  clock.every(700, () => {
    for (const table of casino.tables.all()) {
      const round = table.round;
      if (!round || !isBettingOpen(round, clock.now()) || !rng.chance(0.5)) continue;
      const market = rng.pick(table.game.markets);
      const isLay = market.l1 !== undefined && rng.chance(0.3);
      const rate = wireRate(table.game.shortName, isLay ? (market.l1 as number) : market.b1);
      attempt(() =>
        casino.placeBet(
          user,
          {
            roundId: round.roundId,
            sid: market.sid,
            rate,
            amount: rng.int(1, 20) * 100,
            casinoType: table.game.shortName,
            eventId: table.game.eventId,
            betFor: market.betFor,
            isLay,
          },
          '127.0.0.1',
        ),
      );
    }
    const round = aviator.round;
    if (round?.status === 'open') {
      attempt(() =>
        aviator.place(user, { roundId: round.roundId, amount: rng.int(1, 50) * 10, eventId: 303031 }),
      );
    }
    if (round?.status === 'running') {
      for (const bet of aviator.list(user.userId, { fromDate: '2000-01-01', toDate: '2100-01-01' })) {
        if (bet.roundId !== round.roundId || !rng.chance(0.4)) continue;
        attempt(() => {
          aviator.cashOut(user, { roundId: round.roundId, eventId: 303031, betId: bet.id });
          tried.cashed += 1;
        });
      }
    }
  });
  clock.seek(engine.endsAt ?? clock.now());
  engine.stop();
  return { exchange, user, casino, aviator, pushes, tried };
}

// Each plays a whole scenario headless (casino-rounds also deals every provider game each minute): ~20 s on a busy machine.
describe('built-in scenarios', { timeout: 90_000 }, () => {
  it('plays every live table of casino-rounds with bets placed and settled', () => {
    const { exchange, user, casino, pushes, tried } = play('casino-rounds');
    expect(tried.placed).toBeGreaterThan(100);
    const funds = exchange.funds;
    const rows = funds.entries(user.userId);
    expect(funds.balance(user.userId)).toBe(rows.reduce((sum, row) => sum + row.amount, 0));

    const open = casino.book.open(user.userId);
    const byRound = new Map<string, typeof open>();
    for (const bet of open) {
      const key = roundMarketKey(bet.shortName, bet.roundId);
      byRound.set(key, [...(byRound.get(key) ?? []), bet]);
    }
    let exposure = 0;
    for (const [key, bets] of byRound) {
      const outcomes = getCasinoGame(bets[0]?.shortName ?? '')?.outcomes() ?? [];
      expect(funds.marketExposure(user.userId, key)).toBe(roundWorstCase(bets, outcomes));
      exposure += roundWorstCase(bets, outcomes);
    }
    expect(funds.exposure(user.userId)).toBe(exposure);

    const settled = [...casino.tables.all()].flatMap((table) =>
      casino.bets(user.userId, table.game.eventId, {
        fromDate: '2000-01-01',
        toDate: '2100-01-01',
        isDeclare: true,
      }),
    );
    const casinoRows = rows.filter((row) => row.statementFor === 'diamondCasino');
    expect(casinoRows.reduce((sum, row) => sum + row.amount, 0)).toBe(
      settled.reduce((sum, bet) => sum + (bet.settled?.profitLoss ?? 0), 0),
    );
    const shortNames = new Set(pushes.map((push) => push.event));
    expect(shortNames.size).toBe(11);
    // A sample of the pushes (all 11 tables, every phase) keeps the test fast.
    for (const push of pushes.filter((_, index) => index % 10 === 0)) {
      expect(events.casino.roundUpdate.payload.safeParse(push.payload).success).toBe(true);
    }
  });

  it('plays aviator-crashes with bets, cash-outs and crashes', () => {
    const { exchange, user, aviator, pushes, tried } = play('aviator-crashes');
    expect(tried.placed).toBeGreaterThan(50);
    expect(tried.cashed).toBeGreaterThan(5);
    const rows = exchange.funds.entries(user.userId);
    const bets = aviator.list(user.userId, { fromDate: '2000-01-01', toDate: '2100-01-01' });
    const pnl = bets.reduce(
      (sum, bet) => sum + (bet.cashedOut ? bet.cashedOut.profit : bet.lostAt !== undefined ? -bet.stake : 0),
      0,
    );
    expect(rows.filter((row) => row.statementFor === 'diamondCasino').reduce((s, r) => s + r.amount, 0)).toBe(
      pnl,
    );
    const openStake = bets.filter((bet) => !bet.cashedOut && bet.lostAt === undefined);
    expect(exchange.funds.exposure(user.userId)).toBe(0 - openStake.reduce((sum, bet) => sum + bet.stake, 0));
    for (const bet of openStake)
      expect(exchange.funds.marketExposure(user.userId, marketKey(bet.roundId))).toBeLessThan(0);
    const of = (event: string) => pushes.filter((push) => push.event === event).map((push) => push.payload);
    const states = of('crashValue').map((payload) => events.aviator.crashValue.payload.parse(payload));
    // The simulated crowd: every round's bets and every chat line parse with their contracts.
    const roundBets = of('roundBets').map((payload) => events.aviator.roundBets.payload.parse(payload));
    expect(roundBets.some((bets) => bets.liveBettors > 20 && bets.totalWin > 0)).toBe(true);
    expect(
      of('chatMessage').map((payload) => events.aviator.chatMessage.payload.parse(payload)).length,
    ).toBeGreaterThan(10);
    expect(pushes.every((push) => ['crashValue', 'roundBets', 'chatMessage'].includes(push.event))).toBe(
      true,
    );
    const history = aviator.history();
    expect(history.length).toBeGreaterThan(0);
    expect(history.length).toBeLessThanOrEqual(30);
    const crashTimes = history.map((round) => round.crashedAt ?? 0);
    expect(crashTimes).toEqual([...crashTimes].sort((a, b) => b - a));
    expect(history.every((round) => round.serverSeed && (round.crashPoint ?? 0) >= 1)).toBe(true);
    expect(states.some((state) => state.gameStatus === 'waiting' && state.crashValue === 1)).toBe(true);
    expect(states.some((state) => state.gameStatus === 'close' && state.crashStatus)).toBe(true);
    for (const state of states) {
      if (state.gameStatus === 'running') expect(state.curentMultiplier).toBeLessThanOrEqual(100);
    }
  });
});
