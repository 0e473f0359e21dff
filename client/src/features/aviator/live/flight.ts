/**
 * The flight shared by the page: one FlightTracker fed by the socket, and the frame it gives,
 * published every animation frame to subscribers that must not re-render React (the stage,
 * the cash-out amount, auto cash-out). A new page visit starts a fresh tracker.
 */
import { type FlightFrame, FlightTracker } from '../logic/flight';

const EMPTY_FRAME: FlightFrame = {
  status: null,
  roundId: '',
  multiplier: 1,
  elapsedMs: 0,
  crashValue: undefined,
  progress: 0,
};

type FrameListener = (frame: FlightFrame) => void;

let tracker = new FlightTracker();
let current: FlightFrame = EMPTY_FRAME;
const listeners = new Set<FrameListener>();

export const flightTracker = (): FlightTracker => tracker;

export function resetFlight(): void {
  tracker = new FlightTracker();
  current = EMPTY_FRAME;
}

export const currentFrame = (): FlightFrame => current;

export function publishFrame(frame: FlightFrame): void {
  current = frame;
  for (const listener of listeners) listener(frame);
}

/** Calls `listener` with every frame; returns the unsubscribe function. */
export function onFrame(listener: FrameListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
