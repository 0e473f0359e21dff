/**
 * Aviator in a scenario: the round rhythm and where crash values come from (a script for
 * the first rounds, then a provably fair hash chain; see generators/aviator-fair.ts).
 */
import { z } from 'zod';
import { durationSchema, offsetSchema } from '../duration';
import { AVIATOR_FAIR_SALT } from '../generators/aviator-fair';

export const aviatorSpecSchema = z.strictObject({
  /** House edge in percent: 1 is bustabit's 99% return, 3 is Spribe's stated 97%. */
  houseEdge: z.number().min(0).max(99).default(1),
  salt: z.string().min(1).default(AVIATOR_FAIR_SALT),
  /** The secret the hash chain grows from; default derived from the scenario name and seed. */
  chainSeed: z.string().min(1).optional(),
  /** Rounds per chain; a fresh chain (chainSeed + '#2', ...) follows when one runs out. */
  chainLength: z.number().int().min(1).max(1_000_000).default(10_000),
  start: offsetSchema.default(0),
  /** Betting window (gameStatus open). */
  betting: durationSchema.prefault('8s'),
  /** From the crash to aviator.closeRound (gameStatus waiting, "FLEW AWAY!"). */
  closeAfter: durationSchema.prefault('3s'),
  /** From closeRound to the next round opening. */
  nextAfter: durationSchema.prefault('2s'),
  /** Crash values of the first rounds; null takes the chain's value. Scripted rounds are not provably fair. */
  script: z.array(z.number().min(1).max(1_000_000).nullable()).default([]),
  /** After the script: rounds from the chain, or stop. */
  afterScript: z.enum(['chain', 'stop']).default('chain'),
  /** Stop after this many rounds; default endless (within the scenario). */
  rounds: z.number().int().positive().optional(),
});
export type AviatorSpec = z.output<typeof aviatorSpecSchema>;
