import { describe, expect, it, vi } from 'vitest';
import { type ActionOf, type ActionType, scenarioActionSchema } from '../actions';
import { VirtualClock } from '../clock';
import { clockStartFor, type EmittedAction, ScenarioEngine } from '../engine';
import { SCRIPTED_SEED_PREFIX } from '../generators/aviator';
import { followsInChain, verifyCrash } from '../generators/aviator-fair';
import { DEFAULT_ENDLESS_PLAY_MS, playScenario, streamDigest } from '../play';
import { accountCredentials, parseScenario, scenarioAccounts } from '../scenario';
import { loadScenario, scenarioList, scenarioNames, scenarios } from './index';

// demo plays its week of history before its half hour: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const played = new Map<string, ReturnType<typeof playScenario>>();
const play = (name: string) => {
  const cached = played.get(name);
  if (cached) return cached;
  const result = playScenario(loadScenario(name));
  played.set(name, result);
  return result;
};

const ofType = <T extends ActionType>(entries: EmittedAction[], type: T) =>
  entries.filter((e) => e.action.type === type).map((e) => e.action as ActionOf<T>);

describe('the built-in catalogue', () => {
  it('has the scenarios the issue asks for', () => {
    expect([...scenarioNames].sort()).toEqual(
      [
        'aviator-crashes',
        'casino-rounds',
        'demo',
        'logout-and-faults',
        'matka-results',
        'matka-day',
        'sandbox',
        'smoke',
        'sports-settlement',
      ].sort(),
    );
    expect(() => loadScenario('nope')).toThrow(
      "unknown scenario 'nope': choose one of demo, smoke, sports-settlement, casino-rounds, matka-results, matka-day, aviator-crashes, logout-and-faults, sandbox",
    );
  });

  it('lists itself for a picker and prints credentials', () => {
    expect(scenarioList().find((s) => s.name === 'demo')).toMatchObject({ title: 'Demo', durationMs: null });
    expect(scenarioList().find((s) => s.name === 'smoke')?.durationMs).toBe(180_000);
    expect(accountCredentials(loadScenario('smoke'))).toContainEqual({
      username: 'newbie',
      password: 'newbie1234',
      userType: 'client',
    });
  });

  describe.each(scenarioNames)('%s', (name) => {
    it('validates, includes the standard accounts and round-trips through JSON', () => {
      const scenario = loadScenario(name);
      expect(parseScenario(JSON.parse(JSON.stringify(scenario)))).toEqual(scenario);
      const usernames = scenarioAccounts(scenario).map((a) => a.username);
      for (const username of [
        'demo',
        'newbie',
        'agent',
        'subowner',
        'owner',
        'superadmin',
        'admin',
        'miniadmin',
        'master',
        'superagent',
      ]) {
        expect(usernames).toContain(username);
      }
    });

    it('plays to its end (endless: 30 minutes) with every action valid and in time order', () => {
      const { entries, engine, clock } = play(name);
      const scenario = scenarios[name];
      expect(clock.now()).toBe(engine.endsAt ?? engine.startAt + DEFAULT_ENDLESS_PLAY_MS);
      // The sandbox is idle by design: only its accounts.
      expect(entries.length).toBeGreaterThan(name === 'sandbox' ? 9 : 20);
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i] as EmittedAction;
        expect(scenarioActionSchema.parse(entry.action)).toEqual(entry.action);
        if (i > 0) expect(entry.at).toBeGreaterThanOrEqual(entries[i - 1]?.at ?? 0);
        expect(entry.at).toBeLessThanOrEqual(clock.now());
      }
      expect(scenario?.duration === 'endless' ? engine.endsAt : engine.endsAt).toBe(
        scenario?.duration === 'endless' ? undefined : engine.startAt + (scenario?.duration as number),
      );
    });

    it('is deterministic: the same seed gives the same stream byte for byte, another seed another', () => {
      const scenario = loadScenario(name);
      const first = play(name);
      const again = playScenario(scenario);
      expect(streamDigest(again.entries)).toBe(streamDigest(first.entries));
      const other = playScenario(scenario, { seed: 'another seed' });
      const hasRandomness = name !== 'sandbox' && (name !== 'logout-and-faults' || other.entries.length > 0);
      if (hasRandomness) expect(streamDigest(other.entries)).not.toBe(streamDigest(first.entries));
    });

    it('settles what it opens: each session and round declared once', () => {
      const { entries } = play(name);
      const declaredSessions = [
        ...ofType(entries, 'sports.declareSession'),
        ...ofType(entries, 'sports.voidSession'),
      ].map((a) => `${a.marketId}/${a.sessionId}`);
      expect(new Set(declaredSessions).size).toBe(declaredSessions.length);
      const opened = new Set(
        ofType(entries, 'sports.openSession').map((a) => `${a.marketId}/${a.sessionId}`),
      );
      for (const id of declaredSessions) expect(opened.has(id)).toBe(true);
      const exchangeOpened = new Set(
        ofType(entries, 'sports.openExchangeMarket').map((a) => `${a.marketId}/${a.market}`),
      );
      const exchangeDeclared = ofType(entries, 'sports.declareMarket')
        .filter((a) => a.market === 'matchOdds' || a.market === 'tiedMatch')
        .map((a) => `${a.marketId}/${a.market}`);
      expect(new Set(exchangeDeclared).size).toBe(exchangeDeclared.length);
      for (const id of exchangeDeclared) expect(exchangeOpened.has(id)).toBe(true);
      const rounds = ofType(entries, 'casino.declare').map((a) => a.roundId);
      expect(new Set(rounds).size).toBe(rounds.length);
      const started = new Set(ofType(entries, 'casino.startRound').map((a) => a.roundId));
      for (const id of rounds) expect(started.has(id)).toBe(true);
    });

    it('aviator: every crash verifies from its revealed seed, chained rounds link up', () => {
      const { entries } = play(name);
      const scenario = loadScenario(name);
      const opens = new Map(ofType(entries, 'aviator.openRound').map((a) => [a.roundId, a.serverSeedHash]));
      let previousChainSeed: string | undefined;
      for (const crash of ofType(entries, 'aviator.crash')) {
        const serverSeedHash = opens.get(crash.roundId) ?? '';
        const verdict = verifyCrash({
          serverSeed: crash.serverSeed,
          serverSeedHash,
          crashPoint: crash.crashPoint,
          houseEdge: scenario.aviator?.houseEdge ?? 1,
          salt: scenario.aviator?.salt,
        });
        expect(verdict.hashMatches).toBe(true);
        if (crash.serverSeed.startsWith(SCRIPTED_SEED_PREFIX)) continue;
        expect(verdict).toMatchObject({ ok: true, crashMatches: true });
        if (previousChainSeed) expect(followsInChain(previousChainSeed, crash.serverSeed)).toBe(true);
        previousChainSeed = crash.serverSeed;
      }
    });
  });

  it('smoke covers every area once, in three minutes', () => {
    const { entries } = play('smoke');
    const types = new Set(entries.map((e) => e.action.type));
    for (const type of [
      'sports.declareSession',
      'sports.declareMarket',
      'casino.declare',
      'matka.declare',
      'aviator.crash',
      'account.credit',
      'account.forceLogout',
    ] as const) {
      expect(types).toContain(type);
    }
    expect(ofType(entries, 'sports.declareSession')[0]?.run).toBe(52);
    expect(ofType(entries, 'aviator.crash').map((a) => a.crashPoint)).toContain(1);
  });

  it('sports-settlement declares the 6 over session at 52', () => {
    const declares = ofType(play('sports-settlement').entries, 'sports.declareSession');
    expect(declares.map((a) => a.run)).toContain(52);
  });

  it('aviator-crashes plays its script first', () => {
    const crashes = ofType(play('aviator-crashes').entries, 'aviator.crash').map((a) => a.crashPoint);
    expect(crashes.slice(0, 8)).toEqual([1, 1, 1.01, 1.5, 2.37, 5.5, 10, 100]);
    expect(crashes.length).toBeGreaterThan(8);
  });

  it('matka-day walks QA KALYAN through its day: every gate, then both results', () => {
    const { entries } = play('matka-day');
    const start = Date.parse('2026-03-14T12:00:00+05:30');
    const added = ofType(entries, 'matka.addMarket');
    const kalyan = added.find((a) => a.name === 'QA KALYAN');
    expect(kalyan).toMatchObject({ openTime: '12:10', closeTime: '12:20', betStatus: true, openBet: true });
    expect(added.find((a) => a.name === 'QA PAUSED')?.matkaStatus).toBe(false);
    expect(added.find((a) => a.name === 'NIGHT HARUP')?.extendedCloseDay).toBe(1);
    const day = entries
      .filter((e) => 'matkaEventId' in e.action && e.action.matkaEventId === kalyan?.matkaEventId)
      .filter((e) => e.action.type !== 'matka.addMarket')
      .map((e) => {
        const { type: _type, matkaEventId: _id, ...rest } = e.action as ActionOf<'matka.setFlags'>;
        return { minute: (e.at - start) / 60_000, ...rest };
      });
    expect(day).toEqual([
      { minute: 10, openBet: false },
      { minute: 12, side: 'OPEN', patti: '128', date: '2026-03-14' },
      { minute: 20, closeBet: false, jodiBet: false },
      { minute: 22, side: 'CLOSE', patti: '370', date: '2026-03-14' },
      { minute: 22, betStatus: false },
    ]);
    const upline = added.find((a) => a.name === 'QA UPLINE');
    expect(
      ofType(entries, 'matka.setFlags').find((a) => a.matkaEventId === upline?.matkaEventId),
    ).toMatchObject({ betStatus: false });
  });

  it('demo keeps every area busy with a bounded number of timers', () => {
    const { entries, engine } = play('demo');
    const counts = engine.summary().byType;
    expect(new Set(ofType(entries, 'casino.startRound').map((a) => a.shortName)).size).toBe(11);
    expect(ofType(entries, 'sports.addMatch').length).toBeGreaterThanOrEqual(4);
    expect(
      ofType(entries, 'sports.setStatus').filter((a) => a.status === 'INPLAY').length,
    ).toBeGreaterThanOrEqual(3);
    expect(ofType(entries, 'matka.addMarket').length).toBeGreaterThanOrEqual(4);
    expect(counts['aviator.crash']).toBeGreaterThan(20);
    expect(counts['sports.openSession']).toBeGreaterThan(15);

    const demo = loadScenario('demo');
    const clock = new VirtualClock(clockStartFor(demo));
    const endless = new ScenarioEngine(demo, { clock, target: { apply() {} } });
    endless.start();
    let most = 0;
    for (let step = 0; step < 6; step++) {
      clock.advance(60 * 60_000);
      most = Math.max(most, endless.pendingTimers());
    }
    endless.stop();
    expect(most).toBeLessThan(200);
    expect(endless.summary().byType['sports.addMatch']).toBeGreaterThan(5);
  });
});
