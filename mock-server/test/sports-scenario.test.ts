/**
 * The built-in scenarios' cricket played through the exchange by the real scenario engine,
 * with a seeded bettor placing bookmaker, toss and session bets at the rates the feed shows:
 * nothing the engine sends is refused, pushes parse with their contracts, the settlement
 * scenario's known answers come out, and the money identities hold at the end.
 */
import { type EventContract, events } from '@esk/contracts';
import { oddBetPlacementSchema, sessionBetPlacementSchema } from '@esk/contracts/http/sports-schemas';
import { loadScenario } from '@esk/scenarios/catalog/index';
import { VirtualClock } from '@esk/scenarios/clock';
import { ScenarioEngine, startAtFor } from '@esk/scenarios/engine';
import { Rng } from '@esk/scenarios/rng';
import { describe, expect, it } from 'vitest';
import { ExchangeError } from '../src/exchange/errors';
import { Exchange } from '../src/exchange/exchange';
import { oddsPositions, oddsWorstCase, sessionWorstCase } from '../src/exchange/sports/bet-math';
import { eventFeed, selectionsOf } from '../src/exchange/sports/exchange-markets';

const minutes = (n: number) => n * 60_000;
const accountEvents: Record<string, EventContract | undefined> = events.account;

function play(name: string, forMs?: number) {
  const scenario = loadScenario(name);
  const clock = new VirtualClock(startAtFor(scenario));
  const exchange = new Exchange(clock, new Rng(`test:${name}`));
  let roomPushes = 0;
  const problems: string[] = [];
  exchange.outbox.subscribe((event) => {
    if (event.to === 'room' && event.channel === 'match') {
      roomPushes += 1;
      // A match room (named by the marketId) carries the bookmaker feed; an event room (by the
      // eventId) the exchange markets.
      const isEventRoom = [...exchange.areas.sports.matches.values()].some(
        (match) => match.eventId === event.room,
      );
      const contract = isEventRoom ? events.match.eventMarketsUpdate : events.match.marketUpdate;
      if (roomPushes % 25 === 1 && !contract.payload.safeParse(event.payload).success) {
        problems.push(`room ${event.room}: ${String(event.payload).slice(0, 120)}`);
      }
    }
    if (event.to === 'user' || (event.to === 'channel' && event.channel === 'account')) {
      const contract = accountEvents[event.event];
      if (contract && !contract.payload.safeParse(event.payload).success) {
        problems.push(`${event.event}: ${JSON.stringify(event.payload)}`);
      }
    }
  });
  // The present's cricket only: demo's week of history has its own test (history.test.ts).
  const engine = new ScenarioEngine(scenario, { clock, target: exchange, history: false });
  engine.start();
  const user = exchange.accounts.byUsername('DEMO');
  if (!user) throw new Error('no demo account');
  const area = exchange.areas.sports;
  const rng = new Rng(`bettor:${name}`);
  const tried = { placed: 0, refused: 0 };
  const attempt = (run: () => void) => {
    try {
      run();
      tried.placed += 1;
    } catch (error) {
      if (!(error instanceof ExchangeError)) throw error;
      tried.refused += 1;
    }
  };
  clock.every(2_000, () => {
    for (const match of area.listMatches()) {
      if (!rng.chance(0.3)) continue;
      const { result } = area.feed(match.marketId);
      const base = { marketId: match.marketId, eventId: match.eventId, amount: rng.int(1, 20) * 100 };
      const sessions = result.session.filter((row) => row.running_status === 'ACTIVE');
      const session = sessions.length && rng.chance(0.5) ? rng.pick(sessions) : undefined;
      if (session) {
        const yes = rng.chance(0.5);
        attempt(() =>
          area.placeSessionBet(
            user,
            sessionBetPlacementSchema.parse({
              ...base,
              selectionId: String(session.session_id),
              odds: String(yes ? session.oddsYes : session.oddsNo),
              run: String(yes ? session.runsYes : session.runsNo),
              betFor: 'fancy',
              oddsType: 'fancy',
              type: yes ? 'Y' : 'N',
            }),
          ),
        );
        continue;
      }
      const exchangeMarkets = eventFeed(match).filter((market) => market.status === 'OPEN');
      if (exchangeMarkets.length > 0 && rng.chance(0.35)) {
        const market = rng.pick(exchangeMarkets);
        const runner = rng.pick(market.runners ?? []);
        const back = rng.chance(0.5);
        const best = (back ? runner.ex.availableToBack : runner.ex.availableToLay)?.[0];
        if (!best) continue;
        const oddsType = market.marketType === 'Match Odds' ? 'matchOdds' : 'tiedMatch';
        attempt(() =>
          area.placeOddsBet(
            user,
            oddBetPlacementSchema.parse({
              ...base,
              selectionId: String(runner.selectionId),
              odds: String(best.price),
              run: '0',
              betFor: oddsType,
              oddsType,
              type: back ? 'L' : 'K',
              betfairMarketId: market.marketId,
            }),
          ),
        );
        continue;
      }
      const toss = result.toss_data.length > 0 && rng.chance(0.3);
      const rows = (toss ? result.toss_data : result.team_data).filter((row) => Number(row.lgaai) > 0);
      if (!rows.length) continue;
      const row = rng.pick(rows);
      const lay = Number(row.khaai) > 0 && rng.chance(0.4);
      attempt(() =>
        area.placeOddsBet(
          user,
          oddBetPlacementSchema.parse({
            ...base,
            selectionId: String(row.selectionid),
            odds: String(lay ? row.khaai : row.lgaai),
            run: '0',
            betFor: toss ? 'toss' : 'odds',
            oddsType: toss ? 'toss' : 'bookmaker',
            type: lay ? 'K' : 'L',
          }),
        ),
      );
    }
  });
  clock.seek(engine.endsAt ?? clock.now() + (forMs ?? minutes(60)));
  engine.stop();
  return { exchange, area, user, tried, problems, roomPushes };
}

function expectIdentities(run: ReturnType<typeof play>) {
  const { exchange, area, user } = run;
  const funds = exchange.funds;
  expect(funds.balance(user.userId)).toBe(funds.entries(user.userId).reduce((sum, e) => sum + e.amount, 0));
  let exposure = 0;
  for (const match of area.matches.values()) {
    for (const market of ['bookmaker', 'toss', ...match.exchange.keys()] as const) {
      const ids = selectionsOf(match, market).map((team) => team.selectionId);
      exposure += Math.min(
        0,
        oddsWorstCase(oddsPositions(area.openOddsBets(user.userId, match.marketId, market), ids)),
      );
    }
    for (const session of match.sessions.values()) {
      exposure += Math.min(
        0,
        sessionWorstCase(area.openSessionBets(user.userId, match.marketId, session.sessionId)),
      );
    }
  }
  expect(funds.exposure(user.userId)).toBe(exposure);
  expect(funds.available(user.userId)).toBeGreaterThanOrEqual(0);
}

describe('scenarios with cricket', () => {
  it('plays sports-settlement with its known results', () => {
    const run = play('sports-settlement');
    expect(run.problems).toEqual([]);
    expect(run.tried.placed).toBeGreaterThan(10);
    expectIdentities(run);
    const matches = [...run.area.matches.values()];
    const indPak = matches.find((m) => m.matchName.includes('India'));
    expect(indPak?.sessions.size).toBeGreaterThanOrEqual(4);
    expect([...(indPak?.sessions.values() ?? [])].find((s) => s.name === '6 OVER RUN IND')?.result?.run).toBe(
      52,
    );
    expect(indPak?.bookmaker.result?.winner).toBe(indPak?.teams.find((t) => t.name === 'India')?.selectionId);
    expect(matches.find((m) => m.matchName.includes('England'))?.bookmaker.result?.winner).toBeNull();
    const saNz = matches.find((m) => m.matchName.includes('South Africa'));
    expect(saNz?.toss.result?.winner).toBe(saNz?.teams.find((t) => t.name === 'New Zealand')?.selectionId);
    const rows = run.exchange.funds
      .entries(run.user.userId)
      .filter((e) => e.ledger?.ledgerType === 'cricket');
    expect(rows.length).toBeGreaterThan(0);
    for (const bet of run.area.bets(run.user.userId, { declared: true })) {
      if (bet.kind === 'fancy' && bet.declared?.run !== null)
        expect(bet.declared?.run).toBeGreaterThanOrEqual(0);
    }
    const india = indPak?.teams.find((t) => t.name === 'India')?.selectionId;
    expect(indPak?.exchange.get('matchOdds')?.result?.winner).toBe(india);
    expect(indPak?.exchange.get('tiedMatch')?.result?.winner).toBe('37303');
    const rained = [...(indPak?.sessions.values() ?? [])].find((s) => s.name === '8 OVER RUN IND');
    expect(rained?.result).toMatchObject({ run: null, remark: 'Rain: session voided' });
    // The bettor also tried the exchange markets of the scripted and the simulated match.
    expect(
      run.area.bets(run.user.userId).some((bet) => bet.kind === 'odds' && bet.market === 'matchOdds'),
    ).toBe(true);
  });

  it.each(['smoke', 'logout-and-faults'])('plays %s', (name) => {
    const run = play(name);
    expect(run.problems).toEqual([]);
    expectIdentities(run);
  });

  it('plays 45 minutes of the endless demo', () => {
    const run = play('demo', minutes(45));
    expect(run.problems).toEqual([]);
    expect(run.tried.placed).toBeGreaterThan(20);
    expect(run.roomPushes).toBeGreaterThan(1000);
    expectIdentities(run);
  }, 60_000);
});
