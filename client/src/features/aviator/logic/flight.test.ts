import { msToReach, multiplierAt } from '@esk/contracts/catalog/aviator-curve';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FlightPush, FlightTracker } from './flight';

const FRAME_MS = 1000 / 60;
const PUSH_MS = 200;

const running = (roundId: string, multiplier: number): FlightPush => ({
  gameStatus: 'running',
  roundId,
  curentMultiplier: multiplier,
  crashValue: 0,
  crashStatus: false,
  progress: 100,
  waitingTime: 0,
});
const crashed = (roundId: string, crash: number): FlightPush => ({
  ...running(roundId, crash),
  gameStatus: 'waiting',
  crashValue: crash,
  crashStatus: true,
  progress: 0,
});

interface Flight {
  /** Local time of take-off on the server (the page's clock). */
  takeOff: number;
  crash: number;
  /** Delay of each push, by push index (the last one is the crash push). */
  latency: (index: number) => number;
}

/**
 * Plays a round as the page sees it: the server pushes the floored multiplier every 200 ms of
 * flight and the crash the moment it happens; each push arrives after its latency; the page
 * draws a frame every 1/60 s. Returns every frame drawn while the round is on screen.
 */
function play(flight: Flight, tracker = new FlightTracker()) {
  const crashMs = msToReach(flight.crash);
  const arrivals: { at: number; push: FlightPush }[] = [];
  let index = 0;
  for (let t = 0; t < crashMs; t += PUSH_MS) {
    arrivals.push({ at: flight.takeOff + t + flight.latency(index++), push: running('R1', multiplierAt(t)) });
  }
  const crashArrives = flight.takeOff + crashMs + flight.latency(index);
  arrivals.push({ at: crashArrives, push: crashed('R1', flight.crash) });
  arrivals.sort((a, b) => a.at - b.at);
  const frames: { at: number; multiplier: number; elapsedMs: number; crashKnown: boolean }[] = [];
  let next = 0;
  for (let at = flight.takeOff; at < crashArrives + 500; at += FRAME_MS) {
    while (next < arrivals.length && (arrivals[next]?.at ?? Infinity) <= at) {
      const arrival = arrivals[next++];
      if (arrival) tracker.push(arrival.push, arrival.at);
    }
    const frame = tracker.frame(at);
    if (frame.status === null) continue;
    frames.push({
      at,
      multiplier: frame.multiplier,
      elapsedMs: frame.elapsedMs,
      crashKnown: frame.crashValue !== undefined,
    });
  }
  return { frames, crashArrives, crashMs };
}

const steady = (ms: number) => () => ms;

describe('the flight tracker', () => {
  it('draws the shared curve, a little behind the server, and ends on the crash value', () => {
    const { frames, crashMs } = play({ takeOff: 1000, crash: 2.37, latency: steady(30) });
    const flying = frames.filter((f) => !f.crashKnown);
    const last = flying.at(-1);
    // Behind the server by its push delay plus the safety lag, never ahead.
    for (const frame of flying.slice(20)) {
      const server = frame.at - 1000;
      expect(frame.elapsedMs).toBeLessThanOrEqual(server);
      expect(server - frame.elapsedMs).toBeLessThan(30 + 40 + 60);
    }
    expect(last?.multiplier).toBeLessThanOrEqual(2.37);
    expect(last?.elapsedMs).toBeLessThanOrEqual(crashMs);
    expect(frames.at(-1)?.multiplier).toBe(2.37);
  });

  it('is monotonic and never passes the crash, whatever the jitter', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 12, noNaN: true }),
        fc.array(fc.integer({ min: 20, max: 60 }), { minLength: 50, maxLength: 50 }),
        (raw, delays) => {
          const crash = Math.floor(raw * 100) / 100;
          const { frames } = play({ takeOff: 0, crash, latency: (i) => delays[i % delays.length] ?? 40 });
          let previous = 0;
          for (const frame of frames) {
            expect(frame.multiplier).toBeGreaterThanOrEqual(previous);
            expect(frame.multiplier).toBeLessThanOrEqual(crash);
            previous = frame.multiplier;
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);

  it('converges on the pushes without stepping five times a second', () => {
    // The first push is late (150 ms), the rest arrive in 25 ms: the picture must catch up smoothly.
    const { frames } = play({ takeOff: 0, crash: 8, latency: (i) => (i === 0 ? 150 : 25) });
    const flying = frames.filter((f) => !f.crashKnown);
    for (let i = 1; i < flying.length; i++) {
      const step = (flying[i]?.elapsedMs ?? 0) - (flying[i - 1]?.elapsedMs ?? 0);
      // At most 1.25x real time per frame: no jump when a push lands.
      expect(step).toBeLessThanOrEqual(FRAME_MS * 1.25 + 1e-6);
      expect(step).toBeGreaterThanOrEqual(0);
    }
    const settled = flying.filter((f) => f.at > 3000);
    for (const frame of settled) {
      const lag = frame.at - frame.elapsedMs;
      // Steady state: 25 ms push delay + 40 ms safety, within the curve's 2-decimal step.
      expect(lag).toBeGreaterThan(25 + 40 - 5);
      expect(lag).toBeLessThan(25 + 40 + 60);
    }
  });

  it('freezes the plane when the pushes stop instead of flying on', () => {
    const tracker = new FlightTracker();
    tracker.push(running('R2', 1.5), 10_000);
    const first = tracker.frame(10_000).multiplier;
    let last = first;
    for (let at = 10_000; at < 14_000; at += FRAME_MS) last = tracker.frame(at).multiplier;
    // No push for 4 s: at most 400 ms past the last pushed multiplier.
    expect(last).toBeLessThanOrEqual(multiplierAt(msToReach(1.51) + 400));
    expect(tracker.frame(20_000).multiplier).toBe(last);
  });

  it('starts a joined-late round where the server is and resets for the next round', () => {
    const tracker = new FlightTracker();
    tracker.push(running('R3', 4.2), 0);
    expect(tracker.frame(0).multiplier).toBeGreaterThan(4.1);
    tracker.push(crashed('R3', 4.31), 100);
    expect(tracker.frame(120)).toMatchObject({ status: 'waiting', multiplier: 4.31, crashValue: 4.31 });
    tracker.push({ ...running('R4', 1), gameStatus: 'open', progress: 25 }, 1000);
    expect(tracker.frame(1000)).toMatchObject({
      status: 'open',
      roundId: 'R4',
      multiplier: 1,
      crashValue: undefined,
    });
  });

  it('moves the betting bar between pushes at the speed the push gives', () => {
    const tracker = new FlightTracker();
    const open = (progress: number, waitingTime: number, at: number) =>
      tracker.push({ ...running('R5', 1), gameStatus: 'open', progress, waitingTime }, at);
    // 12.5 % done, 7 s left: 12.5 % a second.
    open(12.5, 7, 1000);
    expect(tracker.frame(1500).progress).toBeCloseTo(18.75, 5);
    // Never more than a second ahead of the last push, never past 100.
    expect(tracker.frame(9000).progress).toBe(25);
    open(99, 1, 8000);
    expect(tracker.frame(8800).progress).toBe(99.8);
    expect(tracker.frame(9900).progress).toBe(100);
    // Pushes that arrive together (a burst) do not make the bar race ahead.
    const burst = new FlightTracker();
    burst.push({ ...running('R8', 1), gameStatus: 'open', progress: 10, waitingTime: 8 }, 5000);
    burst.push({ ...running('R8', 1), gameStatus: 'open', progress: 12.5, waitingTime: 7 }, 5001);
    expect(burst.frame(5500).progress).toBeLessThan(20);
  });

  it('jumps to where the server is when a stalled stream delivers its pushes in a burst', () => {
    const tracker = new FlightTracker();
    // Every push of 6 s of flight arrives at once, at local time 50 000.
    for (let t = 0; t <= 6000; t += PUSH_MS) tracker.push(running('R7', multiplierAt(t)), 50_000);
    tracker.frame(50_000);
    const frame = tracker.frame(50_000 + FRAME_MS);
    expect(frame.elapsedMs).toBeGreaterThan(6000 - 40 - 200);
    expect(frame.elapsedMs).toBeLessThanOrEqual(6000);
  });

  it('snaps instead of slewing after a long frame gap (a tab that was hidden)', () => {
    const tracker = new FlightTracker();
    tracker.push(running('R6', 1), 0);
    tracker.frame(0);
    tracker.push(running('R6', multiplierAt(5000)), 5000);
    const frame = tracker.frame(5000);
    expect(frame.elapsedMs).toBeGreaterThan(5000 - 40 - 200);
  });
});
