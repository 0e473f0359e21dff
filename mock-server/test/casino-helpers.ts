/**
 * Shared set-up of the casino and aviator tests: a harness on a scenario that deals no
 * casino or aviator rounds itself (the tests drive the tables with h.sim.trigger), fresh
 * accounts with known coins, and the money identities every test checks.
 */
import { formatRequestDate } from '@esk/contracts';
import { expect } from 'vitest';
import type { OutboundEvent } from '../src/exchange/outbox';
import { createHarness, type Harness, newClient } from './harness';

export async function casinoHarness(): Promise<Harness> {
  return createHarness({ SCENARIO: 'matka-results' });
}

/** Creates a client with `coins` and logs it in. */
export const client = newClient;

export const today = (h: Harness) => formatRequestDate(h.sim.clock.now());

/** Balance equals the sum of the statement; exposure equals the expected worst cases (coins). */
export function expectMoney(
  h: Harness,
  userId: string,
  expected: { balance: number; exposure: number },
): void {
  const funds = h.sim.exchange.funds;
  const statementSum = funds.entries(userId).reduce((sum, entry) => sum + entry.amount, 0);
  expect(funds.balance(userId)).toBe(statementSum);
  expect(funds.wallet(userId)).toEqual({ coins: expected.balance, exposure: expected.exposure });
}

/** Records what the exchange pushes. */
export function recordOutbox(h: Harness): OutboundEvent[] {
  const seen: OutboundEvent[] = [];
  h.sim.exchange.outbox.subscribe((event) => seen.push(event));
  return seen;
}
