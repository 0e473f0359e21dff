/**
 * Drives one property run through the HTTP API and the scenario actions, keeping the
 * model (sports-model.ts) in step and checking the server against it.
 */
import { calls } from '@esk/contracts';
import { expect } from 'vitest';
import type { Harness } from './harness';
import { client, refusal } from './sports-fixture';
import {
  BetBook,
  type BetCommand,
  type Command,
  type FancyBet,
  fancyPnl,
  MATCH_MAX,
  type OddsBet,
  oddsPnl,
  SESSION_MAX,
  TEAMS,
} from './sports-model';

const s = calls.sports;

export class Run extends BetBook {
  users: { token: string; userId: string }[] = [];
  matchNo = 0;
  lineNo = 0;
  keyNo = 0;
  sent: { user: number; call: 'odds' | 'fancy'; body: Record<string, unknown>; key: string; raw: unknown }[] =
    [];

  constructor(readonly h: Harness) {
    super();
  }

  async start() {
    this.users = [
      await this.h.login('demo', 'demo1234'),
      await client(this.h, 25000),
      await client(this.h, 2000),
    ];
    this.newMatch();
  }

  newMatch() {
    this.matchNo++;
    this.marketId = `1.2456900${this.matchNo}`;
    this.eventId = `3401230${this.matchNo}`;
    this.h.sim.trigger({
      type: 'sports.addMatch',
      marketId: this.marketId,
      eventId: this.eventId,
      matchName: `Match ${this.matchNo}`,
      seriesName: 'ICC World Cup 2026',
      startAt: this.h.sim.clock.now() + 3_600_000 * 3,
      status: 'INPLAY',
      teams: TEAMS.map((id) => ({ selectionId: id, name: `Team ${id}` })),
      limits: {
        maximum_match_bet: MATCH_MAX,
        minimum_match_bet: 100,
        maximum_session_bet: 50000,
        minimum_session_bet: 100,
      },
    });
    this.bookmakerOpen = true;
    this.rates = new Map();
    for (const sel of TEAMS) this.setRate(sel, 0.95, false);
    this.openLine();
  }

  setRate(sel: string, lgaai: number, suspended: boolean) {
    const rate = { lgaai, khaai: lgaai > 0 ? Math.round((lgaai + 0.02) * 100) / 100 : 0, suspended };
    this.rates.set(sel, rate);
    this.h.sim.trigger({
      type: 'sports.setRates',
      marketId: this.marketId,
      market: 'bookmaker',
      rates: [{ selectionId: sel, ...rate }],
    });
  }

  openLine() {
    this.lineNo++;
    this.line = {
      id: String(3000 + this.lineNo),
      runsNo: 45,
      runsYes: 46,
      oddsNo: 1,
      oddsYes: 1,
      status: 'ACTIVE',
    };
    this.h.sim.trigger({
      type: 'sports.openSession',
      marketId: this.marketId,
      sessionId: this.line.id,
      name: `${this.lineNo} OVER RUN T1`,
      runsNo: 45,
      runsYes: 46,
      max: SESSION_MAX,
    });
  }

  covers(book: OddsBet | FancyBet): boolean {
    const list = 'sel' in book ? this.odds : this.fancy;
    (list as (OddsBet | FancyBet)[]).push(book);
    const ok =
      this.h.services.exchange.funds.balance(this.users[book.user]!.userId) + this.exposure(book.user) >= 0;
    list.pop();
    return ok;
  }

  async send(cmd: BetCommand, key: string) {
    const prepared = this.prepare(cmd);
    const contract = cmd.kind === 'odds' ? s.oddBetPlaced : s.sessionBetPlaced;
    const res = await this.h.call(contract, prepared.body, {
      token: this.users[cmd.user]!.token,
      headers: { 'idempotency-key': key },
    });
    expect(res.status).toBe(200);
    this.sent.push({ user: cmd.user, call: cmd.kind, body: prepared.body, key, raw: res.raw });
    return { prepared, res };
  }

  async bet(cmd: BetCommand) {
    const before = this.h.services.exchange.funds.wallet(this.users[cmd.user]!.userId);
    const prepared = this.prepare(cmd);
    const expectOk = !prepared.refuse && prepared.book !== undefined && this.covers(prepared.book);
    const { res } = await this.send(cmd, `k${++this.keyNo}`);
    expect(res.raw.error, `${JSON.stringify(prepared.body)} -> ${String(res.raw.message)}`).toBe(!expectOk);
    if (expectOk && prepared.book) this.record(prepared.book);
    else expect(this.h.services.exchange.funds.wallet(this.users[cmd.user]!.userId)).toEqual(before);
  }

  /** Fires the bets at once; with `dup`, the first one twice under the same key (a retry racing the original). */
  async parallel(bets: BetCommand[], dup: boolean) {
    const batch = dup ? [...bets, bets[0] as BetCommand] : bets;
    const keys = batch.map(() => `k${++this.keyNo}`);
    if (dup) keys[keys.length - 1] = keys[0] as string;
    const results = await Promise.all(batch.map((cmd, i) => this.send(cmd, keys[i] as string)));
    results.forEach(({ prepared, res }, i) => {
      if (dup && i === results.length - 1) expect(res.raw).toEqual(results[0]?.res.raw);
      else if (res.raw.error === false && prepared.book) this.record(prepared.book);
    });
  }

  async retry(pick: number) {
    if (!this.sent.length) return;
    const first = this.sent[pick % this.sent.length]!;
    const count = this.odds.length + this.fancy.length;
    const contract = first.call === 'odds' ? s.oddBetPlaced : s.sessionBetPlaced;
    const res = await this.h.call(contract, first.body, {
      token: this.users[first.user]!.token,
      headers: { 'idempotency-key': first.key },
    });
    expect(res.raw).toEqual(first.raw);
    expect(this.odds.length + this.fancy.length).toBe(count);
  }

  declareSession(run: number) {
    const key = this.sessionKey();
    const expected = this.users.map((_, u) =>
      this.fancy
        .filter((b) => b.open && b.user === u && b.key === key)
        .reduce((sum, b) => sum + fancyPnl(b, run), 0),
    );
    const before = this.users.map((u) => this.h.services.exchange.funds.balance(u.userId));
    this.h.sim.trigger({
      type: 'sports.declareSession',
      marketId: this.marketId,
      sessionId: this.line.id,
      run,
    });
    for (const b of this.fancy) if (b.key === key) b.open = false;
    this.users.forEach((u, i) => {
      expect(this.h.services.exchange.funds.balance(u.userId) - before[i]!).toBe(expected[i]);
    });
    this.openLine();
  }

  declareBookmaker(winner: string | null, nextMatch: boolean) {
    const declareAction = {
      type: 'sports.declareMarket' as const,
      marketId: this.marketId,
      market: 'bookmaker' as const,
      winnerSelectionId: winner,
    };
    const declare = () => this.h.sim.trigger(declareAction);
    if (!this.bookmakerOpen) {
      expect(refusal(this.h, declareAction)).toMatch(/already declared/);
      if (nextMatch) this.newMatch();
      return;
    }
    const open = (u: number) =>
      this.odds.filter((b) => b.open && b.user === u && b.marketId === this.marketId);
    const expected = this.users.map((_, u) =>
      winner === null ? 0 : open(u).reduce((sum, b) => sum + oddsPnl(b, winner), 0),
    );
    const before = this.users.map((u) => this.h.services.exchange.funds.balance(u.userId));
    declare();
    for (const b of this.odds) if (b.marketId === this.marketId) b.open = false;
    this.users.forEach((u, i) => {
      expect(this.h.services.exchange.funds.balance(u.userId) - before[i]!).toBe(expected[i]);
    });
    this.bookmakerOpen = false;
    // Bets on the old match's open session stay open; betting moves to a new match.
    if (nextMatch) this.newMatch();
  }

  async step(cmd: Command) {
    switch (cmd.kind) {
      case 'odds':
      case 'fancy':
        return this.bet(cmd);
      case 'parallel':
        return this.parallel(cmd.bets, cmd.dup);
      case 'retry':
        return this.retry(cmd.pick);
      case 'rates':
        return this.setRate(cmd.sel, cmd.lgaai, cmd.suspended);
      case 'line': {
        const [oddsNo, oddsYes] = cmd.odds;
        Object.assign(this.line, {
          runsNo: cmd.runsNo,
          runsYes: cmd.runsNo + cmd.gap,
          oddsNo,
          oddsYes,
          status: cmd.status,
        });
        this.h.sim.trigger({
          type: 'sports.updateSession',
          marketId: this.marketId,
          sessionId: this.line.id,
          runsNo: cmd.runsNo,
          runsYes: cmd.runsNo + cmd.gap,
          oddsNo,
          oddsYes,
          status: cmd.status,
        });
        return;
      }
      case 'declareSession':
        return this.declareSession(cmd.run);
      case 'declareBookmaker':
        return this.declareBookmaker(cmd.winner, cmd.nextMatch);
    }
  }

  checkInvariants() {
    const funds = this.h.services.exchange.funds;
    this.users.forEach((u, i) => {
      const statementSum = funds.entries(u.userId).reduce((sum, e) => sum + e.amount, 0);
      expect(funds.balance(u.userId)).toBe(statementSum);
      expect(funds.exposure(u.userId)).toBe(this.exposure(i));
      expect(funds.available(u.userId)).toBeGreaterThanOrEqual(0);
    });
  }

  async checkOverHttp() {
    for (const u of this.users) {
      const balance = await this.h.call(calls.user.userBalance, {}, { token: u.token });
      const statement = await this.h.call(calls.user.userStatement, { userId: u.userId }, { token: u.token });
      expect(statement.read.ok && balance.read.ok).toBe(true);
      if (!statement.read.ok || !balance.read.ok) return;
      const sum = statement.read.value.data.statementData.reduce(
        (total, row) => total + Math.round(row.amount * 100),
        0,
      );
      expect(Math.round(balance.read.value.data.coins * 100)).toBe(sum);
      const pending = await this.h.call(
        s.betsList,
        { fancyBet: true, oddsBet: true, isDeclare: false, isClientExposure: true },
        { token: u.token },
      );
      expect(pending.read.ok, JSON.stringify(pending.raw).slice(0, 600)).toBe(true);
    }
  }
}
