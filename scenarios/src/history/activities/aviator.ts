/**
 * Aviator sessions: every day one or two sessions of eight to fifteen rounds, played by
 * the scenario's own aviator generator with the rounds that come before its chain (so the
 * past and the present form one provably fair chain), no crowd and no chat. The player
 * bets most rounds and sets an auto cash-out: usually a modest target, sometimes a greedy
 * one, sometimes none; it cashes out when the plane reaches the target, or loses the stake.
 */
import { msToReach } from '@esk/contracts/catalog/aviator-curve';
import type { AviatorSpec } from '../../format/aviator';
import { aviatorChainSeed, type RoundSeeds, seedsBeforeChain, startAviator } from '../../generators/aviator';
import { crashPointFromSeed, hashChain } from '../../generators/aviator-fair';
import type { Rng } from '../../rng';
import type { StakeLadder } from '../player';
import type { PastActivity, PastWorld } from '../world';
import { clockAt, inPast, momentBetween, pastDays, rngOf } from '../world';

const MINUTE = 60_000;
const WINDOWS = [
  ['12:30', '14:30'],
  ['17:00', '19:00'],
  ['21:00', '22:30'],
] as const;
/** Long enough for fifteen rounds even if every plane flies to 1000x. */
const SESSION_MS = 40 * MINUTE;
const LADDER: StakeLadder = [0.05, 0.1, 0.1, 0.2, 0.5];
/** The mock's default table limits (designed: the spec gives none). */
const LIMITS = { min: 10, max: 10_000 };

interface Session {
  start: number;
  rounds: number;
}

/** Auto cash-out targets as a person sets them; null rides the plane to the crash. */
function target(rng: Rng): number | null {
  const roll = rng.next();
  if (roll < 0.55) return Math.round(rng.float(1.2, 2) * 100) / 100;
  if (roll < 0.8) return Math.round(rng.float(2, 4) * 100) / 100;
  if (roll < 0.9) return Math.round(rng.float(5, 10) * 100) / 100;
  return null;
}

function sliceOf(seeds: string[], spec: AviatorSpec): RoundSeeds {
  let round = 0;
  return {
    next: () => {
      const serverSeed = seeds[round++];
      if (serverSeed === undefined) return undefined;
      const crashPoint = crashPointFromSeed(serverSeed, spec.houseEdge, spec.salt);
      return { round, serverSeed, crashPoint, scripted: false };
    },
  };
}

function playRounds(world: PastWorld, rng: Rng): void {
  const { ctx, player } = world;
  ctx.watch((action) => {
    const now = ctx.now();
    if (action.type === 'aviator.openRound' && rng.chance(0.85)) {
      const bets = rng.chance(0.15) ? 2 : 1;
      for (let i = 0; i < bets; i++) {
        ctx.at(now + rng.int(1000, Math.max(1500, action.bettingMs - 1500)), () =>
          player.aviatorBet(LADDER, LIMITS),
        );
      }
    }
    if (action.type === 'aviator.takeOff') {
      // One auto cash-out per bet of the player's in this round, each reached or not.
      const placed = world.view.aviatorBets(action.roundId);
      for (let i = 0; i < placed; i++) {
        const at = target(rng);
        if (at !== null && at < action.crashPoint) {
          ctx.at(now + msToReach(at), () => player.aviatorCashOut(action.roundId));
        }
      }
    }
  });
}

export const aviatorActivity: PastActivity = {
  name: 'aviator',
  applies: (scenario) => scenario.aviator !== undefined,
  start(world) {
    const spec = world.scenario.aviator;
    if (!spec) return;
    const rng = rngOf(world, 'aviator');
    const sessions: Session[] = [];
    for (const day of pastDays(world)) {
      for (const [open, close] of rng.shuffle(WINDOWS).slice(0, rng.int(1, 2))) {
        const start = momentBetween(rng, clockAt(day, open), clockAt(day, close));
        if (inPast(world, start, SESSION_MS)) sessions.push({ start, rounds: rng.int(8, 15) });
      }
    }
    sessions.sort((a, b) => a.start - b.start);
    const total = sessions.reduce((sum, session) => sum + session.rounds, 0);
    if (total === 0) return;
    const chain = hashChain(aviatorChainSeed(spec, world.scenario.name, world.ctx.seed), spec.chainLength);
    const seeds = seedsBeforeChain(chain, total);
    const past: AviatorSpec = {
      ...spec,
      script: [],
      crashes: [],
      settings: [],
      crowd: false,
      afterScript: 'chain',
    };
    let used = 0;
    for (const session of sessions) {
      const slice = sliceOf(seeds.slice(used, used + session.rounds), spec);
      used += session.rounds;
      const sessionSpec = { ...past, start: session.start - world.from, rounds: session.rounds };
      startAviator(world.ctx, sessionSpec, world.scenario.name, { seeds: slice });
    }
    playRounds(world, rng.fork('player'));
  },
};
