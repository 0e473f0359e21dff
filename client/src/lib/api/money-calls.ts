/**
 * The money calls on their way (contracts with access 'bettor': bets, cancels, cash-outs), so
 * that nothing reloads the page under one: the update prompt waits until none is left.
 * A plain counter with listeners (useSyncExternalStore reads it), no store library needed.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

export const moneyCallsInFlight = (): number => inFlight;

export function subscribeMoneyCalls(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts `call` as a money call until it settles. */
export async function trackMoneyCall<T>(call: () => Promise<T>): Promise<T> {
  inFlight += 1;
  changed();
  try {
    return await call();
  } finally {
    inFlight -= 1;
    changed();
  }
}
