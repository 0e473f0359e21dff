/**
 * Property: random match odds and session bets by three users (some refused: no money, over the
 * size at the price, suspended), interleaved with price moves, settlements, voided sessions and
 * deleted bets (open or settled). After every step: balance == sum of the statement, exposure ==
 * the worst case per market recomputed here by brute force from the bets this model holds, and
 * each settlement, void and delete moves each balance by exactly what the model says.
 */
import { calls } from '@esk/contracts';
import { moveTicks } from '@esk/contracts/catalog/exchange-prices';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { client, sportsHarness } from './sports-fixture';

const TEAMS = ['1', '2'] as const;
const MAX_BET = 20000;

interface Bet {
  id?: string;
  user: number;
  market: string;
  kind: 'mo' | 'fancy';
  sel: string;
  type: 'L' | 'K' | 'Y' | 'N';
  price: number;
  run: number;
  stake: number;
  state: 'open' | 'settled' | 'deleted';
  pnl: number;
}

type Command =
  | { kind: 'mo'; user: number; sel: string; type: 'L' | 'K'; stake: number }
  | { kind: 'fancy'; user: number; type: 'Y' | 'N'; stake: number }
  | { kind: 'prices'; sel: string; ticks: number; size: number; suspended: boolean }
  | { kind: 'declareSession'; run: number }
  | { kind: 'voidSession' }
  | { kind: 'declareMatchOdds'; winner: string | null }
  | { kind: 'delete'; user: number; pick: number };

const moPnl = (bet: Bet, winner: string | null) => {
  if (winner === null) return 0;
  const profit = Math.round(bet.stake * (bet.price - 1));
  if (bet.type === 'L') return bet.sel === winner ? profit : -bet.stake;
  return bet.sel === winner ? -profit : bet.stake;
};
const fancyPnl = (bet: Bet, run: number) => {
  const yes = run >= bet.run;
  if (bet.type === 'Y') return yes ? bet.stake : -bet.stake;
  return yes ? -bet.stake : bet.stake;
};

class Model {
  users: { token: string; userId: string; name: string }[] = [];
  bets: Bet[] = [];
  match = 0;
  session = 0;
  ladder = new Map<string, { back: number; lay: number; backSize: number; laySize: number }>();
  suspended = false;

  constructor(readonly h: Harness) {}

  get marketId() {
    return `1.2500000${this.match}`;
  }
  get sessionId() {
    return String(4000 + this.session);
  }
  funds() {
    return this.h.services.exchange.funds;
  }

  async start() {
    const demo = await this.h.login('demo', 'demo1234');
    const a = await client(this.h, 30000);
    const b = await client(this.h, 3000);
    const name = (userId: string) => this.h.services.exchange.accounts.byId(userId)?.username ?? '';
    this.users = [demo, a, b].map((u) => ({ ...u, name: name(u.userId) }));
    this.newMatch();
  }

  newMatch() {
    this.match++;
    const trigger = this.h.sim.trigger.bind(this.h.sim);
    trigger({
      type: 'sports.addMatch',
      marketId: this.marketId,
      eventId: `3500000${this.match}`,
      matchName: `Match ${this.match}`,
      seriesName: 'Property Series',
      startAt: this.h.sim.clock.now() + 3 * 3_600_000,
      status: 'INPLAY',
      teams: TEAMS.map((id) => ({ selectionId: id, name: `Team ${id}` })),
      limits: {
        maximum_match_bet: MAX_BET,
        minimum_match_bet: 100,
        maximum_session_bet: 10000,
        minimum_session_bet: 100,
      },
    });
    trigger({ type: 'sports.openExchangeMarket', marketId: this.marketId, market: 'matchOdds' });
    this.suspended = false;
    for (const sel of TEAMS) this.setPrices(sel, sel === '1' ? 1.62 : 2.5, 5000, false);
    this.openSession();
  }

  openSession() {
    this.session++;
    this.h.sim.trigger({
      type: 'sports.openSession',
      marketId: this.marketId,
      sessionId: this.sessionId,
      name: `${this.session} OVER RUN`,
      runsNo: 45,
      runsYes: 46,
    });
  }

  setPrices(sel: string, back: number, size: number, suspended: boolean) {
    const lay = moveTicks(back, 1);
    this.ladder.set(sel, { back, lay, backSize: size, laySize: size });
    this.suspended = suspended;
    this.h.sim.trigger({
      type: 'sports.setExchangePrices',
      marketId: this.marketId,
      market: 'matchOdds',
      runners: [{ selectionId: sel, back: [{ price: back, size }], lay: [{ price: lay, size }] }],
      status: suspended ? 'SUSPENDED' : 'OPEN',
    });
  }

  open(user: number, market: string) {
    return this.bets.filter((b) => b.user === user && b.market === market && b.state === 'open');
  }

  /** Exposure by brute force: per market, the worst outcome of the open bets. */
  exposure(user: number): number {
    let total = 0;
    for (const market of new Set(
      this.bets.filter((b) => b.user === user && b.state === 'open').map((b) => b.market),
    )) {
      const bets = this.open(user, market);
      const outcomes =
        bets[0]?.kind === 'mo' ? TEAMS.map((t) => bets.reduce((s, b) => s + moPnl(b, t), 0)) : [];
      if (bets[0]?.kind === 'fancy') {
        for (let run = 0; run <= 100; run++) outcomes.push(bets.reduce((s, b) => s + fancyPnl(b, run), 0));
      }
      total += Math.min(0, ...outcomes);
    }
    return total;
  }

  covers(bet: Bet) {
    this.bets.push(bet);
    const ok = this.funds().balance(this.users[bet.user]!.userId) + this.exposure(bet.user) >= 0;
    this.bets.pop();
    return ok;
  }

  async bet(cmd: Extract<Command, { kind: 'mo' | 'fancy' }>) {
    const u = this.users[cmd.user]!;
    const stake = cmd.stake * 100;
    if (cmd.kind === 'mo') {
      const rung = this.ladder.get(cmd.sel)!;
      const price = cmd.type === 'L' ? rung.back : rung.lay;
      const size = cmd.type === 'L' ? rung.backSize : rung.laySize;
      const bet: Bet = {
        user: cmd.user,
        market: `${this.marketId}:mo`,
        kind: 'mo',
        sel: cmd.sel,
        type: cmd.type,
        price,
        run: 0,
        stake,
        state: 'open',
        pnl: 0,
      };
      const ok =
        !this.suspended &&
        cmd.stake >= 100 &&
        cmd.stake <= MAX_BET &&
        stake <= size * 100 &&
        this.covers(bet);
      const res = await this.h.call(
        calls.sports.oddBetPlaced,
        {
          odds: String(price),
          amount: cmd.stake,
          selectionId: cmd.sel,
          marketId: this.marketId,
          eventId: `3500000${this.match}`,
          betFor: 'matchOdds',
          run: '0',
          oddsType: 'matchOdds',
          type: cmd.type,
        },
        { token: u.token },
      );
      expect(res.raw.error, String(res.raw.message)).toBe(!ok);
      if (ok) {
        this.bets.push(bet);
        if (cmd.type === 'L') rung.backSize -= cmd.stake;
        else rung.laySize -= cmd.stake;
      }
      return;
    }
    const run = cmd.type === 'Y' ? 46 : 45;
    const bet: Bet = {
      user: cmd.user,
      market: `${this.marketId}:${this.sessionId}`,
      kind: 'fancy',
      sel: this.sessionId,
      type: cmd.type,
      price: 1,
      run,
      stake,
      state: 'open',
      pnl: 0,
    };
    const ok = cmd.stake >= 100 && cmd.stake <= 10000 && this.covers(bet);
    const res = await this.h.call(
      calls.sports.sessionBetPlaced,
      {
        odds: '1',
        amount: cmd.stake,
        selectionId: this.sessionId,
        marketId: this.marketId,
        eventId: `3500000${this.match}`,
        betFor: 'fancy',
        run: String(run),
        oddsType: 'fancy',
        type: cmd.type,
      },
      { token: u.token },
    );
    expect(res.raw.error, String(res.raw.message)).toBe(!ok);
    if (ok) this.bets.push(bet);
  }

  /** Settles the open bets of a market in the model and checks each balance moved by their P&L. */
  settle(market: string, pnl: (bet: Bet) => number, act: () => void) {
    const before = this.users.map((u) => this.funds().balance(u.userId));
    const expected = this.users.map((_, i) =>
      this.open(i, market).reduce((sum, bet) => {
        bet.pnl = pnl(bet);
        bet.state = 'settled';
        return sum + bet.pnl;
      }, 0),
    );
    act();
    this.users.forEach((u, i) => {
      expect(this.funds().balance(u.userId) - before[i]!).toBe(expected[i]);
    });
  }

  async step(cmd: Command) {
    const trigger = this.h.sim.trigger.bind(this.h.sim);
    switch (cmd.kind) {
      case 'mo':
      case 'fancy':
        return this.bet(cmd);
      case 'prices':
        return this.setPrices(cmd.sel, moveTicks(1.62, cmd.ticks), cmd.size, cmd.suspended);
      case 'declareSession':
        this.settle(
          `${this.marketId}:${this.sessionId}`,
          (b) => fancyPnl(b, cmd.run),
          () =>
            trigger({
              type: 'sports.declareSession',
              marketId: this.marketId,
              sessionId: this.sessionId,
              run: cmd.run,
            }),
        );
        return this.openSession();
      case 'voidSession':
        this.settle(
          `${this.marketId}:${this.sessionId}`,
          () => 0,
          () => trigger({ type: 'sports.voidSession', marketId: this.marketId, sessionId: this.sessionId }),
        );
        return this.openSession();
      case 'declareMatchOdds':
        this.settle(
          `${this.marketId}:mo`,
          (b) => moPnl(b, cmd.winner),
          () =>
            trigger({
              type: 'sports.declareMarket',
              marketId: this.marketId,
              market: 'matchOdds',
              winnerSelectionId: cmd.winner,
            }),
        );
        return this.newMatch();
      case 'delete': {
        const mine = this.bets.filter(
          (b) => b.user === cmd.user && b.state !== 'deleted' && b.market.startsWith(`${this.marketId}:`),
        );
        const bet = mine.at(-1);
        const u = this.users[cmd.user]!;
        if (!bet) {
          expect(() =>
            trigger({ type: 'sports.deleteBet', marketId: this.marketId, username: u.name }),
          ).toThrow(/no bet/);
          return;
        }
        const before = this.funds().balance(u.userId);
        const refund = bet.state === 'settled' ? 0 - bet.pnl : 0;
        bet.state = 'deleted';
        trigger({ type: 'sports.deleteBet', marketId: this.marketId, username: u.name, remark: 'property' });
        expect(this.funds().balance(u.userId) - before).toBe(refund);
      }
    }
  }

  check() {
    this.users.forEach((u, i) => {
      const sum = this.funds()
        .entries(u.userId)
        .reduce((total, e) => total + e.amount, 0);
      expect(this.funds().balance(u.userId)).toBe(sum);
      expect(this.funds().exposure(u.userId)).toBe(this.exposure(i));
      expect(this.funds().available(u.userId)).toBeGreaterThanOrEqual(0);
    });
  }
}

const user = fc.integer({ min: 0, max: 2 });
const stake = fc.oneof(fc.integer({ min: 50, max: 3000 }), fc.integer({ min: 50, max: 25000 }));
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('mo' as const),
      user,
      sel: fc.constantFrom(...TEAMS),
      type: fc.constantFrom('L' as const, 'K' as const),
      stake,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('fancy' as const),
      user,
      type: fc.constantFrom('Y' as const, 'N' as const),
      stake,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('prices' as const),
      sel: fc.constantFrom(...TEAMS),
      ticks: fc.integer({ min: -40, max: 120 }),
      size: fc.integer({ min: 200, max: 30000 }),
      suspended: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('declareSession' as const),
      run: fc.integer({ min: 30, max: 60 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('voidSession' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('declareMatchOdds' as const),
      winner: fc.constantFrom<string | null>('1', '2', null),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), user, pick: fc.nat() }) },
);

describe('match odds, void and delete money invariants', () => {
  it('hold over random exchange bets, price moves, settlements, voids and deletions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 8, maxLength: 30 }), async (commands) => {
        const h = await sportsHarness();
        try {
          const model = new Model(h);
          await model.start();
          for (const cmd of commands) {
            await model.step(cmd);
            model.check();
          }
        } finally {
          await h.close();
        }
      }),
      { numRuns: 10, seed: 20261125 },
    );
  }, 300_000);
});
