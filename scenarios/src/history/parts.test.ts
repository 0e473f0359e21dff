import { describe, expect, it } from 'vitest';
import type { ScenarioActionInput } from '../actions';
import { scenarioActionSchema } from '../actions';
import { seedsBeforeChain } from '../generators/aviator';
import { followsInChain, HashChain, sha256Hex } from '../generators/aviator-fair';
import { Rng } from '../rng';
import { OverByOver } from './over-by-over';
import { PastView } from './past-view';
import { matkaWideOpen, Player, roundStake } from './player';

const MINUTE = 60_000;
const rates = (suspended: boolean): ScenarioActionInput => ({
  type: 'sports.setRates',
  marketId: 'm',
  market: 'bookmaker',
  rates: [{ selectionId: '1', lgaai: 0.5, khaai: 0.52, suspended }],
});

describe('OverByOver: a finished match at a bettor’s grain', () => {
  it('drops the ball-by-ball score and BALL RUNNING, keeps suspensions, resumptions and one move per grain', () => {
    const thin = new OverByOver(5 * MINUTE);
    const kept = (action: ScenarioActionInput, at: number) => thin.keep(action, at);
    expect(kept({ type: 'sports.setScore', marketId: 'm' }, 0)).toBe(false);
    expect(kept(rates(false), 0)).toBe(true);
    expect(kept(rates(false), MINUTE)).toBe(false);
    expect(kept(rates(true), 2 * MINUTE)).toBe(true);
    expect(kept(rates(false), 2 * MINUTE + 15_000)).toBe(true);
    expect(kept(rates(false), 6 * MINUTE)).toBe(false);
    expect(kept(rates(false), 7.5 * MINUTE)).toBe(true);
    const session = { type: 'sports.updateSession', marketId: 'm', sessionId: 's' } as const;
    expect(kept({ ...session, status: 'BALL RUNNING' }, 0)).toBe(false);
    expect(kept({ ...session, runsNo: 40, runsYes: 41, status: 'ACTIVE' }, 0)).toBe(true);
    expect(kept({ ...session, runsNo: 41, runsYes: 42, status: 'ACTIVE' }, MINUTE)).toBe(false);
    expect(kept({ ...session, status: 'SUSPENDED' }, 2 * MINUTE)).toBe(true);
    expect(kept({ ...session, status: 'SUSPENDED' }, 2 * MINUTE + 1)).toBe(false);
    expect(kept({ ...session, runsNo: 44, runsYes: 45, status: 'ACTIVE' }, 2 * MINUTE + 15_000)).toBe(true);
    expect(kept({ type: 'sports.declareSession', marketId: 'm', sessionId: 's', run: 47 }, 3 * MINUTE)).toBe(
      true,
    );
  });
});

describe('the player', () => {
  const setup = (coins = 100_000) => {
    const view = new PastView();
    let now = 0;
    const sent: ScenarioActionInput[] = [];
    const player = new Player({
      username: 'demo',
      ip: '10.0.0.1',
      view,
      rng: new Rng('player'),
      now: () => now,
      emit: (action) => {
        sent.push(action);
        view.observe(scenarioActionSchema.parse(action), now);
      },
    });
    player.setBankroll(coins);
    const see = (action: ScenarioActionInput) => view.observe(scenarioActionSchema.parse(action), now);
    return { view, player, sent, see, at: (ms: number) => (now = ms) };
  };

  it('types stakes as a person would, a hundredth of the bankroll a unit, and none without a bankroll', () => {
    expect(roundStake(1234)).toBe(1200);
    expect(roundStake(87)).toBe(90);
    expect(roundStake(3)).toBe(10);
    const { player } = setup(100_000);
    expect(player.unit).toBe(1000);
    for (let i = 0; i < 50; i++) {
      const stake = player.stake([0.1, 0.5, 2], 100, 1500) as number;
      expect([100, 500, 1500]).toContain(stake);
    }
    const broke = setup(500).player;
    expect(broke.stake([1], 10, 100)).toBeUndefined();
  });

  it('bets on a match only at the rate it sees open, and on an ACTIVE session at its line', () => {
    const { player, sent, see } = setup();
    see({
      type: 'sports.addMatch',
      marketId: 'm',
      eventId: 'e',
      matchName: 'A v B',
      seriesName: 'S',
      startAt: 0,
      teams: [
        { selectionId: '1', name: 'A' },
        { selectionId: '2', name: 'B' },
      ],
    });
    expect(player.oddsBet('m', 'bookmaker', '1', 'L', [1])).toBe(false);
    see(rates(true));
    expect(player.oddsBet('m', 'bookmaker', '1', 'L', [1])).toBe(false);
    see(rates(false));
    expect(player.oddsBet('m', 'bookmaker', '1', 'K', [1])).toBe(true);
    expect(sent.at(-1)).toMatchObject({
      type: 'player.oddBet',
      body: { odds: 0.52, amount: 1000, selectionId: '1', type: 'K', betFor: 'odds', oddsType: 'bookmaker' },
    });
    see({
      type: 'sports.openSession',
      marketId: 'm',
      sessionId: 's',
      name: '6 OVER RUN A',
      runsNo: 40,
      runsYes: 41,
    });
    see({ type: 'sports.updateSession', marketId: 'm', sessionId: 's', status: 'BALL RUNNING' });
    expect(player.view.openSessions('m')).toEqual([]);
    see({
      type: 'sports.updateSession',
      marketId: 'm',
      sessionId: 's',
      runsNo: 42,
      runsYes: 43,
      status: 'ACTIVE',
    });
    const [session] = player.view.openSessions('m');
    expect(session && player.sessionBet('m', session, 'Y', [1])).toBe(true);
    expect(sent.at(-1)).toMatchObject({ type: 'player.sessionBet', body: { run: 43, odds: 1, type: 'Y' } });
  });

  it('picks matka only while the whole draw is open, and bets aviator only in the betting window', () => {
    const { player, view, see, at } = setup();
    see({
      type: 'matka.addMarket',
      matkaEventId: 'k',
      name: 'KALYAN',
      shortName: 'KALYAN',
      openTime: '15:45',
      closeTime: '17:45',
    });
    const market = view.matka.get('k');
    expect(market && matkaWideOpen(market)).toBe(true);
    see({ type: 'matka.setFlags', matkaEventId: 'k', openBet: false });
    expect(market && player.matkaBet(market, 'SINGLE', 'CLOSE', '7', [0.1])).toBe(false);
    see({ type: 'matka.declare', matkaEventId: 'k', side: 'OPEN', patti: '128' });
    see({
      type: 'matka.setFlags',
      matkaEventId: 'k',
      betStatus: true,
      openBet: true,
      closeBet: true,
      jodiBet: true,
    });
    expect(market && player.matkaBet(market, 'JODI', 'CLOSE', '72', [0.1])).toBe(true);

    see({ type: 'aviator.openRound', roundId: 'AV1', serverSeedHash: 'a'.repeat(64), bettingMs: 8000 });
    at(7999);
    expect(player.aviatorBet([0.1], { min: 10, max: 10_000 })).toBe('AV1');
    expect(view.aviatorBets('AV1')).toBe(1);
    expect(player.aviatorCashOut('AV1')).toBe(false);
    at(8000);
    expect(player.aviatorBet([0.1], { min: 10, max: 10_000 })).toBeUndefined();
    see({ type: 'aviator.takeOff', roundId: 'AV1', crashPoint: 2 });
    expect(player.aviatorCashOut('AV1')).toBe(true);
  });
});

describe('the aviator rounds before a chain', () => {
  it('continue it backwards: each seed hashes to the one before, the newest to the first round', () => {
    const chain = new HashChain('seed', 50);
    const past = seedsBeforeChain(chain, 5);
    expect(past).toHaveLength(5);
    for (let i = 1; i < past.length; i++) expect(followsInChain(past[i - 1] ?? '', past[i] ?? '')).toBe(true);
    expect(past.at(-1)).toBe(chain.commitment);
    expect(followsInChain(past.at(-1) ?? '', chain.seedForRound(1))).toBe(true);
    expect(sha256Hex(chain.seedForRound(1))).toBe(chain.commitment);
  });
});
