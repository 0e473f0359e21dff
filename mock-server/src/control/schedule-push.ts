/**
 * The script's schedule for each control room page: every page picks how far ahead it looks
 * (`scheduleWindow`, default 30 minutes) and gets its schedule on connect, when it changes
 * the window, and whenever its list changes (not on every tick: the page counts down from
 * the state's clock). Pages looking equally far share one read.
 *
 * The default window is read at once. A longer one (up to 6 hours: tens of thousands of demo
 * actions), or a look-ahead far behind the clock, is run ahead in slices of a few milliseconds
 * between other work, so the mock never stalls its players; meanwhile a page gets what is
 * known, its `windowMs` saying how far that is (0: nothing yet).
 */
import { controlRequests } from '@esk/contracts/control';
import { SCHEDULE_DEFAULT_WINDOW_MS, type Schedule, scheduleAreas } from '@esk/contracts/http/admin';
import type { Socket } from 'socket.io';
import { scheduleOf } from '../sim/schedule';
import type { Simulation } from '../sim/simulation';

/** Wall time per slice of running ahead, and how often pages hear of the progress. */
const SLICE_MS = 15;
const PROGRESS_EVERY_MS = 500;
/** A gap this small (scenario time) is run at once: a tick's worth, even at ×60. */
const CATCH_UP_MS = 60_000;

interface Page {
  socket: Socket;
  windowMs: number;
  /** The areas last sent, as JSON: sent again only when they change. */
  last: string;
}

export class SchedulePush {
  readonly #pages = new Map<string, Page>();
  #extending = false;
  #stopped = false;

  constructor(readonly sim: Simulation) {}

  add(socket: Socket): void {
    const page: Page = { socket, windowMs: SCHEDULE_DEFAULT_WINDOW_MS, last: '' };
    this.#pages.set(socket.id, page);
    socket.on('disconnect', () => this.#pages.delete(socket.id));
    socket.on('scheduleWindow', (raw: unknown) => {
      const read = controlRequests.scheduleWindow.safeParse(raw);
      // A malformed request changes nothing: the page keeps the window it had.
      if (!read.success) return;
      page.windowMs = read.data.windowMs;
      this.#send(page, this.#read(page.windowMs), true);
    });
    this.#send(page, this.#read(page.windowMs), true);
  }

  /** Sends every page its schedule if it changed (`force`: in any case, after a load). */
  sendAll(force = false): void {
    const read = new Map<number, Schedule>();
    for (const page of this.#pages.values()) {
      let schedule = read.get(page.windowMs);
      if (!schedule) {
        schedule = this.#read(page.windowMs);
        read.set(page.windowMs, schedule);
      }
      this.#send(page, schedule, force);
    }
  }

  /** Stops running ahead in the background (the namespace is closing). */
  stop(): void {
    this.#stopped = true;
    this.#pages.clear();
  }

  /** Sends one page its schedule now (it asked for a refresh). */
  refresh(socket: Socket): void {
    const page = this.#pages.get(socket.id);
    if (page) this.#send(page, this.#read(page.windowMs), true);
  }

  /**
   * The schedule `windowMs` ahead when the look-ahead is at most the default window short of
   * it (read at once: a load's first read, a tick's catch-up); else what it knows now (nothing
   * yet when it is behind the clock: a mock that ran for days before a page opened), running
   * on for the rest in slices.
   */
  #read(windowMs: number): Schedule {
    const { lookAhead } = this.sim;
    const now = this.sim.clock.now();
    const known = lookAhead.horizon - now;
    if (windowMs - known <= Math.max(CATCH_UP_MS, SCHEDULE_DEFAULT_WINDOW_MS))
      return scheduleOf(lookAhead, now, { windowMs });
    this.#extend();
    if (known <= 0)
      return { now, windowMs: 0, areas: scheduleAreas.map((area) => ({ area, next: [], more: 0 })) };
    return scheduleOf(lookAhead, now, { windowMs: known });
  }

  /** Runs the look-ahead on to the widest window a page wants, a slice per turn of the event loop. */
  #extend(): void {
    if (this.#extending) return;
    this.#extending = true;
    let told = performance.now();
    const slice = () => {
      if (this.#stopped) return;
      const widest = Math.max(0, ...[...this.#pages.values()].map((page) => page.windowMs));
      const done = this.sim.lookAhead.extend(this.sim.clock.now() + widest, SLICE_MS);
      if (done || performance.now() - told >= PROGRESS_EVERY_MS) {
        told = performance.now();
        this.#extending = !done;
        this.sendAll();
      }
      if (this.#extending) setImmediate(slice);
    };
    setImmediate(slice);
  }

  #send(page: Page, schedule: Schedule, force: boolean): void {
    const areas = JSON.stringify([schedule.windowMs, schedule.areas]);
    if (!force && areas === page.last) return;
    page.last = areas;
    page.socket.emit('schedule', schedule);
  }
}
