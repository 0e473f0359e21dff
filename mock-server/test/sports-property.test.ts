/**
 * Property: random sequences of bookmaker and session bets by three users (some refused),
 * interleaved with rate moves, settlements, retried Idempotency-Keys and parallel batches.
 * After every step: balance == sum of statement amounts, exposure == the sum over open
 * markets of the worst case recomputed here from the accepted bets (by brute force, not by
 * the server's rules), available balance never negative, a retry never applies twice, and
 * each sequential bet is accepted exactly when this model says it should be.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { sportsHarness } from './sports-fixture';
import type { BetCommand, Command, Line } from './sports-model';
import { TEAMS } from './sports-model';
import { Run } from './sports-property-run';

// ---------------------------------------------------------------- commands

const user = fc.integer({ min: 0, max: 2 });
const stake = fc.oneof(fc.integer({ min: 50, max: 3000 }), fc.integer({ min: 50, max: 25000 }));
const oddsCmd = fc.record({
  kind: fc.constant('odds' as const),
  user,
  sel: fc.constantFrom(...TEAMS),
  type: fc.constantFrom('L' as const, 'K' as const),
  stake,
  stale: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
});
const fancyCmd = fc.record({
  kind: fc.constant('fancy' as const),
  user,
  type: fc.constantFrom('Y' as const, 'N' as const),
  stake,
  stale: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
});
const betCmd: fc.Arbitrary<BetCommand> = fc.oneof(oddsCmd, fancyCmd);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: betCmd },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rates' as const),
      sel: fc.constantFrom(...TEAMS),
      lgaai: fc.constantFrom(0, 0.5, 0.85, 0.95, 1.02, 1.5),
      suspended: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('line' as const),
      runsNo: fc.integer({ min: 20, max: 60 }),
      gap: fc.integer({ min: 0, max: 2 }),
      odds: fc.constantFrom<[number, number]>([1, 1], [0.85, 1.15], [0.9, 1.1]),
      status: fc.constantFrom('ACTIVE', 'ACTIVE', 'ACTIVE', 'SUSPENDED', 'BALL RUNNING') as fc.Arbitrary<
        Line['status']
      >,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('declareSession' as const),
      run: fc.integer({ min: 10, max: 80 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('declareBookmaker' as const),
      winner: fc.constantFrom<string | null>('1', '2', null),
      nextMatch: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('parallel' as const),
      bets: fc.array(betCmd, { minLength: 2, maxLength: 5 }),
      dup: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }) },
);
describe('sports money invariants', () => {
  it('hold over random bets, rate moves, settlements, retries and parallel batches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 8, maxLength: 30 }), async (commands) => {
        const h = await sportsHarness();
        try {
          const run = new Run(h);
          await run.start();
          for (const cmd of commands) {
            await run.step(cmd);
            run.checkInvariants();
          }
          await run.checkOverHttp();
        } finally {
          await h.close();
        }
      }),
      { numRuns: 20, seed: 20261121 },
    );
  }, 300_000);
});
