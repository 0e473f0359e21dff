/**
 * The one clock a simulation owns. Virtual time only moves when advanced: by a test
 * (`advance`, `step`, `seek`) or by a RealtimeDriver that maps wall time times `speed`.
 * Timers fire in (time, insertion) order, so the same schedule always runs the same way.
 */
export type TimerId = number;

interface Timer {
  id: TimerId;
  at: number;
  seq: number;
  run: () => void;
  every?: number;
}

export class VirtualClock {
  #now: number;
  #seq = 0;
  #timers = new Map<TimerId, Timer>();
  /** A binary min-heap by (at, seq); a cancelled timer stays until it reaches the top, then is dropped. */
  #heap: Timer[] = [];

  constructor(startAt: number) {
    this.#now = startAt;
  }

  now(): number {
    return this.#now;
  }

  /** Runs `run` when virtual time reaches `at` (immediately on the next advance if `at` is past). */
  at(at: number, run: () => void): TimerId {
    return this.#add({ at: Math.max(at, this.#now), run });
  }

  after(delayMs: number, run: () => void): TimerId {
    return this.at(this.#now + delayMs, run);
  }

  every(intervalMs: number, run: () => void, firstAt = this.#now + intervalMs): TimerId {
    if (!(intervalMs > 0)) throw new RangeError('interval must be positive');
    return this.#add({ at: firstAt, run, every: intervalMs });
  }

  cancel(id: TimerId): void {
    this.#timers.delete(id);
  }

  /** When the next timer is due, or undefined when none is pending. */
  nextAt(): number | undefined {
    return this.#peek()?.at;
  }

  pending(): number {
    return this.#timers.size;
  }

  /** Moves time forward by `ms`, firing every timer due on the way, in order. */
  advance(ms: number): void {
    this.seek(this.#now + ms);
  }

  /** Moves time forward to `to` (never backwards), firing every timer due on the way. */
  seek(to: number): void {
    if (to < this.#now) throw new RangeError('the clock cannot go backwards');
    for (;;) {
      const next = this.#peek();
      if (!next || next.at > to) break;
      this.#pop();
      this.#now = next.at;
      this.#fire(next);
    }
    this.#now = to;
  }

  /** Jumps to the next timer and fires everything due then. Returns the new time, or undefined if idle. */
  step(): number | undefined {
    const at = this.nextAt();
    if (at === undefined) return undefined;
    this.seek(at);
    return at;
  }

  #add(timer: Omit<Timer, 'id' | 'seq'>): TimerId {
    const seq = ++this.#seq;
    const full: Timer = { ...timer, id: seq, seq };
    this.#timers.set(seq, full);
    this.#push(full);
    return seq;
  }

  #fire(timer: Timer): void {
    if (timer.every !== undefined) {
      timer.at += timer.every;
      timer.seq = ++this.#seq;
      this.#push(timer);
    } else {
      this.#timers.delete(timer.id);
    }
    timer.run();
  }

  /** The live timer due first (cancelled ones on top are dropped on the way). */
  #peek(): Timer | undefined {
    for (;;) {
      const top = this.#heap[0];
      if (!top || this.#timers.get(top.id) === top) return top;
      this.#pop();
    }
  }

  #push(timer: Timer): void {
    const heap = this.#heap;
    heap.push(timer);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(timer, heap[parent] as Timer)) break;
      heap[i] = heap[parent] as Timer;
      i = parent;
    }
    heap[i] = timer;
  }

  #pop(): void {
    const heap = this.#heap;
    const last = heap.pop();
    if (!last || heap.length === 0) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && before(heap[right] as Timer, heap[left] as Timer) ? right : left;
      if (!before(heap[child] as Timer, last)) break;
      heap[i] = heap[child] as Timer;
      i = child;
    }
    heap[i] = last;
  }
}

/** Time order, then the order timers were (re)scheduled in. */
const before = (a: Timer, b: Timer) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

/**
 * Drives a VirtualClock from wall time: each tick advances it by elapsed wall time x speed.
 * Pausing stops virtual time; resuming continues from where it stopped. With `stopAt` (a
 * scenario's end) it stops there by itself: the clock lands exactly on it and stays.
 */
export class RealtimeDriver {
  #timer: ReturnType<typeof setInterval> | undefined;
  #last = 0;
  speed: number;
  /** Where driving stops by itself (epoch ms); undefined: never. */
  stopAt: number | undefined;

  constructor(
    readonly clock: VirtualClock,
    speed = 1,
    readonly tickMs = 20,
    readonly wallNow: () => number = () => performance.now(),
    stopAt?: number,
  ) {
    this.speed = speed;
    this.stopAt = stopAt;
  }

  get running(): boolean {
    return this.#timer !== undefined;
  }

  /** Whether the clock has reached `stopAt` (then starting does nothing). */
  get atStop(): boolean {
    return this.stopAt !== undefined && this.clock.now() >= this.stopAt;
  }

  start(): void {
    if (this.#timer || this.atStop) return;
    this.#last = this.wallNow();
    this.#timer = setInterval(() => this.tick(), this.tickMs);
    this.#timer.unref?.();
  }

  tick(): void {
    if (!this.#timer) return;
    const wall = this.wallNow();
    const elapsed = Math.floor((wall - this.#last) * this.speed);
    this.#last = wall;
    if (this.stopAt !== undefined && this.clock.now() + elapsed >= this.stopAt) {
      this.clock.seek(Math.max(this.clock.now(), this.stopAt));
      this.#stop();
      return;
    }
    if (elapsed > 0) this.clock.advance(elapsed);
  }

  pause(): void {
    if (!this.#timer) return;
    this.tick();
    this.#stop();
  }

  resume(): void {
    this.start();
  }

  setSpeed(speed: number): void {
    if (!(speed > 0)) throw new RangeError('speed must be positive');
    if (this.#timer) this.tick();
    this.speed = speed;
  }

  #stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
