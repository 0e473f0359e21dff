/**
 * Commission (designed, off by default): a sports area built with session 2 % of turnover
 * and odds 1 % of a net loss posts commission rows apart, in the same ledger line.
 */
import { oddBetPlacementSchema, sessionBetPlacementSchema } from '@esk/contracts/http/sports-schemas';
import { type ScenarioActionInput, scenarioActionSchema } from '@esk/scenarios/actions';
import { VirtualClock } from '@esk/scenarios/clock';
import { Rng } from '@esk/scenarios/rng';
import { describe, expect, it } from 'vitest';
import { Exchange } from '../src/exchange/exchange';
import { ledgerView } from '../src/exchange/statement';
import { HOUR, MARKET, oddsBet, SESSION, sessionBet } from './sports-fixture';

describe('commission', () => {
  it('posts session and odds commission rows that the ledger details report', () => {
    const clock = new VirtualClock(Date.parse('2026-11-21T06:30:00Z'));
    const exchange = new Exchange(clock, new Rng('commission'), {
      commission: { sessionPercent: 2, oddsPercent: 1 },
    });
    const area = exchange.areas.sports;
    const apply = (action: ScenarioActionInput) => exchange.apply(scenarioActionSchema.parse(action));
    apply({ type: 'account.create', username: 'punter', password: 'pw1234', name: 'Punter', coins: 10000 });
    apply({
      type: 'sports.addMatch',
      marketId: MARKET,
      eventId: '34012345',
      matchName: 'India v Australia',
      seriesName: 'ICC World Cup 2026',
      startAt: clock.now() + 2 * HOUR,
      status: 'INPLAY',
      teams: [
        { selectionId: '1', name: 'India' },
        { selectionId: '2', name: 'Australia' },
      ],
    });
    apply({
      type: 'sports.setRates',
      marketId: MARKET,
      market: 'bookmaker',
      rates: [{ selectionId: '1', lgaai: 0.95, khaai: 0.97 }],
    });
    apply({
      type: 'sports.openSession',
      marketId: MARKET,
      sessionId: SESSION,
      name: '6 OVER RUN IND',
      runsNo: 45,
      runsYes: 46,
    });
    const user = exchange.accounts.byUsername('punter');
    if (!user) throw new Error('no user');

    area.placeOddsBet(user, oddBetPlacementSchema.parse(oddsBet({ amount: 1000 })));
    area.placeSessionBet(user, sessionBetPlacementSchema.parse(sessionBet({ amount: 500 })));
    apply({ type: 'sports.declareSession', marketId: MARKET, sessionId: SESSION, run: 40 });
    apply({ type: 'sports.declareMarket', marketId: MARKET, market: 'bookmaker', winnerSelectionId: '2' });

    const rows = exchange.funds.entries(user.userId).slice(1);
    expect(rows.map((row) => [row.remark, row.amount, row.isCommission ?? false])).toEqual([
      ['India v Australia / 6 OVER RUN IND / 40', -50_000, false],
      ['India v Australia / 6 OVER RUN IND / 40 / Commission', 1_000, true],
      ['India v Australia / Bookmaker / Australia', -100_000, false],
      ['India v Australia / Bookmaker / Australia / Commission', 1_000, true],
    ]);
    const settled = area.settlementsOf(user.userId, MARKET);
    expect(settled.map((s) => [s.kind, s.pnl, s.commission])).toEqual([
      ['session', -50_000, 1_000],
      ['odds', -100_000, 1_000],
    ]);
    const [line] = ledgerView(exchange.funds.entries(user.userId)).lines;
    expect(line?.amount).toBe(settled.reduce((sum, s) => sum + s.pnl + s.commission, 0));
    expect(exchange.funds.wallet(user.userId)).toEqual({ coins: 10000 - 500 + 10 - 1000 + 10, exposure: 0 });
    exchange.dispose();
  });
});
