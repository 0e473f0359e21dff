/**
 * Where the player protection reads the time: one injectable clock, so tests pin it (unit tests
 * give the provider a fixed clock, e2e pins the browser's with page.clock). The rules themselves
 * take `now` as an argument.
 */
import { createContext, useContext, useEffect, useState } from 'react';

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export const ClockContext = createContext<Clock>(systemClock);

export const useClock = (): Clock => useContext(ClockContext);

/** The clock's time, read again every `everyMs`. */
export function useNow(everyMs: number): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
