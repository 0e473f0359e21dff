import type { TimerId } from '@esk/scenarios/clock';
import type { Rng } from '@esk/scenarios/rng';
import type { Outbox } from './outbox';

/** What every part of the exchange shares: the scenario's clock, its seeded randomness and the outbox. */
export interface ExchangeContext {
  now(): number;
  rng: Rng;
  outbox: Outbox;
  /** A deterministic id: prefix + counter (per prefix), e.g. 'bet-000017'. */
  nextId(prefix: string): string;
  /** Timers on the scenario clock (room pushes, round phases). */
  timers: Timers;
}

export interface Timers {
  every(intervalMs: number, run: () => void): TimerId;
  after(delayMs: number, run: () => void): TimerId;
  cancel(id: TimerId): void;
}

export function createIdSource(): (prefix: string) => string {
  const counters = new Map<string, number>();
  return (prefix) => {
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    return `${prefix}-${String(next).padStart(6, '0')}`;
  };
}
