/** Drives the aviator area from the tests: round actions, bets, cash-outs and cancels by contract. */
import { calls } from '@esk/contracts';
import { AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import type { Harness } from './harness';

const aviator = calls.aviator;

/** `harness` is read at each call (the tests make a fresh one per test). */
export function aviatorDriver(harness: () => Harness, serverSeedHash = 'ab'.repeat(32)) {
  const h = () => harness();
  return {
    open: (roundId: string, bettingMs = 5000, fair: { houseEdge?: number; salt?: string } = {}) =>
      h().sim.trigger({ type: 'aviator.openRound', roundId, serverSeedHash, bettingMs, ...fair }),
    takeOff: (roundId: string, crashPoint: number) =>
      h().sim.trigger({ type: 'aviator.takeOff', roundId, crashPoint }),
    crash: (roundId: string, crashPoint: number) =>
      h().sim.trigger({ type: 'aviator.crash', roundId, crashPoint, serverSeed: `seed-${roundId}` }),
    place: (token: string, roundId: string, amount: number) =>
      h().call(
        aviator.avaitorGamePlace,
        { roundId, amount, casinoType: 'aviator', eventId: AVIATOR_EVENT_ID },
        { token },
      ),
    cashOut: (token: string, roundId: string, betId: string) =>
      h().call(aviator.avaitorCashOut, { roundId, eventId: AVIATOR_EVENT_ID, betId }, { token }),
    cancel: (token: string, roundId: string, betId: string) =>
      h().call(aviator.avaitorCancelBet, { roundId, eventId: AVIATOR_EVENT_ID, betId }, { token }),
    area: () => h().sim.exchange.areas.aviator,
  };
}

/** The bet id avaitorGamePlace answered. */
export const betIdOf = (answer: { raw: Record<string, unknown> }) =>
  (answer.raw.data as { betInsertId: string }).betInsertId;
