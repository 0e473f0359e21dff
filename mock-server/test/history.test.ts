/**
 * demo's week of history, played through the exchange at start-up: signed in as demo right
 * after the start, every report has rows, and they agree with each other because they all
 * come from the one ledger (the checks of issue 16).
 */
import { calls } from '@esk/contracts';
import { AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import { followsInChain, verifyCrash } from '@esk/contracts/catalog/aviator-fair';
import { DAY_MS, istDay } from '@esk/contracts/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

const START = '2026-03-14T19:30:00+05:30';
const startAt = Date.parse(START);
const weekAgo = istDay(startAt - 7 * DAY_MS);
const today = istDay(startAt);

let h: Harness;
let token: string;
let userId: string;

const data = (raw: Record<string, unknown>) => raw.data as Record<string, unknown>;
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

beforeAll(async () => {
  h = await createHarness({ SCENARIO: 'demo', START_AT: START, SEED: 'demo' });
  ({ token, userId } = await h.login('demo', 'demo1234'));
}, 120_000);
afterAll(() => h.close());

interface StatementRow {
  createdAt: string;
  remark: string;
  amount: number;
  statementFor: string;
  newAmount: number;
}

async function statement(): Promise<StatementRow[]> {
  const { raw, read } = await h.call(
    calls.user.userStatement,
    { userId, fromDate: weekAgo, toDate: today, pageNo: 1, size: 500 },
    { token },
  );
  expect(read.ok).toBe(true);
  return data(raw).statementData as StatementRow[];
}

interface LedgerRow {
  eventName: string;
  amount: number;
  ledgerType: string;
  marketId: string;
  eventId: string;
  date: number;
  remark: string;
}

interface LedgerDetail {
  completeData: { clientOddsAmount: number; clientSessionAmount: number };
  oddsBetsData: { teamName: string; profitLoss: number }[];
  sessionBetsData: unknown[];
}

/** user/completeLedgerDetails of a ledger line, read through its contract. */
async function detailOf(marketId: string): Promise<LedgerDetail> {
  const { raw, read } = await h.call(calls.user.completeLedgerDetails, { marketId }, { token });
  expect(read.ok).toBe(true);
  return data(raw) as unknown as LedgerDetail;
}

async function ledger() {
  const { raw, read } = await h.call(calls.user.userLedger, { downlineUserId: userId }, { token });
  expect(read.ok).toBe(true);
  return data(raw) as { calAmount: number; ledgerData: LedgerRow[] };
}

describe("demo's week of history", () => {
  it('plays without a single refused action, and ends at the start', () => {
    expect(h.sim.errors).toEqual([]);
    expect(h.sim.engine.startedAt).toBe(startAt);
    expect(h.sim.engine.pastFrom).toBe(startAt - 7 * DAY_MS);
    expect(h.sim.clock.now()).toBe(startAt);
  });

  it('has a statement whose sum is the balance, opened a week ago, every row dated in the past, a voided session', async () => {
    const rows = await statement();
    expect(rows.length).toBeGreaterThan(50);
    const oldest = rows.at(-1);
    expect(oldest).toMatchObject({ amount: 100_000, statementFor: 'ACCOUNT_STATEMENT' });
    expect(istDay(Date.parse(oldest?.createdAt ?? ''))).toBe(weekAgo);
    for (const row of rows) expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(startAt);
    const { raw } = await h.call(calls.user.userBalance, {}, { token });
    const wallet = data(raw) as { coins: number; exposure: number };
    expect(wallet.coins).toBe(sum(rows.map((row) => row.amount)));
    expect(rows[0]?.newAmount).toBe(wallet.coins);
    const kinds = new Set(rows.map((row) => row.statementFor));
    expect([...kinds].sort()).toEqual(['ACCOUNT_STATEMENT', 'diamondCasino', 'profitLoss']);
    // Upline deposits and withdrawals besides the opening balance.
    // The washed-out match's session the rain stopped: the stake came back (a row of 0).
    expect(rows).toContainEqual(
      expect.objectContaining({
        remark: expect.stringMatching(/ \/ 15 OVER RUN [A-Z]+ \/ Void: Rain stopped play$/),
        amount: 0,
        statementFor: 'profitLoss',
      }),
    );
    const upline = rows.filter((row) => row.statementFor === 'ACCOUNT_STATEMENT');
    expect(upline.some((row) => row.remark === 'Deposit by upline' && row.amount > 0)).toBe(true);
    expect(upline.some((row) => row.remark === 'Withdrawal by upline' && row.amount < 0)).toBe(true);
  });

  it('has a ledger with every link type whose lines add up to the statement (upline rows aside)', async () => {
    const view = await ledger();
    const types = new Set(view.ledgerData.map((row) => row.ledgerType));
    expect([...types].sort()).toEqual(['cricket', 'diamondCasino', 'matka']);
    const rows = await statement();
    const settled = rows.filter((row) => row.statementFor !== 'ACCOUNT_STATEMENT');
    expect(view.calAmount).toBe(sum(settled.map((row) => row.amount)));
    expect(view.calAmount).toBe(sum(view.ledgerData.map((row) => row.amount)));
    // Aviator and a live table both appear among the casino lines; a match ended with No Result.
    const casino = view.ledgerData.filter((row) => row.ledgerType === 'diamondCasino');
    expect(casino.some((row) => row.eventId === String(AVIATOR_EVENT_ID))).toBe(true);
    expect(casino.some((row) => row.eventId !== String(AVIATOR_EVENT_ID))).toBe(true);
    expect(view.ledgerData.some((row) => row.ledgerType === 'cricket' && row.remark === 'No Result')).toBe(
      true,
    );
    for (const row of view.ledgerData) expect(row.date).toBeLessThan(startAt);
  });

  it("gives each finished match's ledger detail its bets, summing to the ledger line", async () => {
    const matches = (await ledger()).ledgerData.filter((row) => row.ledgerType === 'cricket');
    expect(matches.length).toBeGreaterThanOrEqual(4);
    let withSessions = 0;
    for (const line of matches) {
      const detail = await detailOf(line.marketId);
      expect(detail.oddsBetsData.length + detail.sessionBetsData.length).toBeGreaterThan(0);
      if (detail.sessionBetsData.length > 0) withSessions++;
      const { clientOddsAmount, clientSessionAmount } = detail.completeData;
      expect(sum([clientOddsAmount, clientSessionAmount])).toBe(line.amount);
    }
    expect(withSessions).toBeGreaterThan(0);
  });

  it("gives a matka line's ledger detail its draw's picks (designed), summing to the line", async () => {
    const lines = (await ledger()).ledgerData.filter((row) => row.ledgerType === 'matka');
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const detail = await detailOf(line.marketId);
      expect(detail.oddsBetsData.length).toBeGreaterThan(0);
      expect(detail.oddsBetsData[0]?.teamName).toMatch(
        /^(Single|Jodi|Single Patti|Double Patti|Odd Even|Harup \w+) /,
      );
      expect(detail.completeData.clientOddsAmount).toBe(line.amount);
      expect(sum(detail.oddsBetsData.map((bet) => bet.profitLoss))).toBe(line.amount);
    }
    const unknown = await h.call(
      calls.user.completeLedgerDetails,
      { marketId: 'matka:1:2020-01-01' },
      { token },
    );
    expect(unknown.status).toBe(404);
  });

  it('lists the Diamond casino bets of a ledger day, and the report sums to the ledger line', async () => {
    const lines = (await ledger()).ledgerData.filter((row) => row.ledgerType === 'diamondCasino');
    for (const line of lines) {
      const day = istDay(line.date);
      const range = { eventId: line.eventId, fromDate: day, toDate: day };
      const bets = await h.call(calls.casino.diamondBetsList, { ...range, isDeclare: true }, { token });
      const rows = data(bets.raw).casinoBetData as { profitLoss: number; createdAt: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(sum(rows.map((row) => row.profitLoss))).toBe(line.amount);
      const report = await h.call(calls.casino.diamondCasinoReportByUser, range, { token });
      expect((report.raw.data as { clientProfitLoss: number }[])[0]?.clientProfitLoss).toBe(line.amount);
    }
  });

  it('has aviator bets cashed out and lost, on rounds that verify and chain into the live rounds', async () => {
    const bets = await h.call(
      calls.casino.diamondBetsList,
      { eventId: AVIATOR_EVENT_ID, fromDate: weekAgo, toDate: today, isDeclare: true },
      { token },
    );
    const rows = data(bets.raw).casinoBetData as { profitLoss: number }[];
    expect(rows.some((row) => row.profitLoss > 0)).toBe(true);
    expect(rows.some((row) => row.profitLoss < 0)).toBe(true);
    // The crash history at the start: the past's rounds, each provably fair, in one chain.
    const history = await h.call(calls.aviator.getRoundIdDetails, { gameType: 'avaitor' });
    const rounds = data(history.raw).data as {
      serverSeed?: string;
      serverSeedHash: string;
      creashValue: number;
      houseEdge?: number;
      salt?: string;
    }[];
    expect(rounds.length).toBeGreaterThan(5);
    for (const round of rounds) {
      expect(
        verifyCrash({
          serverSeed: round.serverSeed ?? '',
          serverSeedHash: round.serverSeedHash,
          crashPoint: round.creashValue,
          houseEdge: round.houseEdge ?? 0,
          ...(round.salt ? { salt: round.salt } : {}),
        }).ok,
      ).toBe(true);
    }
    for (let i = 1; i < rounds.length; i++) {
      expect(followsInChain(rounds[i]?.serverSeed ?? '', rounds[i - 1]?.serverSeed ?? '')).toBe(true);
    }
  });

  it('has a matka bet list of settled draws that sums to the matka ledger lines, and open picks for tonight', async () => {
    const { raw, read } = await h.call(
      calls.matka.matkaBetList,
      { fromDate: weekAgo, toDate: today },
      { token },
    );
    expect(read.ok).toBe(true);
    const rows = raw.data as { isDeclare: number; profitLoss: number; createdAt: string }[];
    const declared = rows.filter((row) => row.isDeclare === 1);
    expect(declared.length).toBeGreaterThan(10);
    const lines = (await ledger()).ledgerData.filter((row) => row.ledgerType === 'matka');
    expect(sum(declared.map((row) => row.profitLoss))).toBe(sum(lines.map((row) => row.amount)));
    // Tonight's markets: picked before the start, settled after it (the pending bets).
    const open = rows.filter((row) => row.isDeclare === 0);
    expect(open.length).toBeGreaterThan(0);
    const pending = await h.call(calls.sports.betsList, { isClientExposure: true }, { token });
    const matkaRows = (pending.raw.data as { marketType: string }[]).filter(
      (row) => row.marketType === 'matka',
    );
    expect(matkaRows.length).toBe(open.length);
    const wallet = data((await h.call(calls.user.userBalance, {}, { token })).raw) as { exposure: number };
    expect(wallet.exposure).toBeLessThan(0);
  });

  it('sent nothing to sockets or the journal before the start: nobody was connected', () => {
    const events = h.sim.journal.query({ kind: 'event' });
    expect(events.every((entry) => entry.at >= startAt)).toBe(true);
    const actions = h.sim.journal.query({ kind: 'action', until: startAt - 1 });
    expect(actions.some((entry) => entry.kind === 'action' && entry.action.type === 'player.oddBet')).toBe(
      true,
    );
  });
});
