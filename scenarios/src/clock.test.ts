import { describe, expect, it } from 'vitest';
import { RealtimeDriver, VirtualClock } from './clock';
import { Rng } from './rng';

describe('VirtualClock', () => {
  it('fires timers in time order, ties in insertion order, only when time reaches them', () => {
    const clock = new VirtualClock(1000);
    const fired: string[] = [];
    clock.at(1500, () => fired.push('b'));
    clock.at(1200, () => fired.push('a'));
    clock.at(1500, () => fired.push('c'));
    clock.advance(199);
    expect(fired).toEqual([]);
    clock.advance(1);
    expect(fired).toEqual(['a']);
    clock.seek(2000);
    expect(fired).toEqual(['a', 'b', 'c']);
    expect(clock.now()).toBe(2000);
  });

  it('repeats intervals and stops cancelled timers', () => {
    const clock = new VirtualClock(0);
    const ticks: number[] = [];
    const id = clock.every(100, () => ticks.push(clock.now()));
    clock.advance(350);
    clock.cancel(id);
    clock.advance(1000);
    expect(ticks).toEqual([100, 200, 300]);
  });

  it('lets a timer schedule another that falls inside the same advance', () => {
    const clock = new VirtualClock(0);
    const seen: number[] = [];
    clock.at(10, () => clock.after(5, () => seen.push(clock.now())));
    clock.advance(20);
    expect(seen).toEqual([15]);
  });

  it('fires in (time, scheduling) order whatever mix of timers, repeats and cancels it holds', () => {
    // A reference: every pending timer kept in a list and sorted before each firing.
    const rng = new Rng('clock-order');
    const clock = new VirtualClock(0);
    type Ref = { id: number; at: number; seq: number; every?: number; name: string };
    let refSeq = 0;
    const ref: Ref[] = [];
    const fired: string[] = [];
    const expected: string[] = [];
    const ids: number[] = [];
    for (let i = 0; i < 300; i++) {
      const at = rng.int(0, 5000);
      const name = `t${i}`;
      if (rng.chance(0.1)) {
        const every = rng.int(50, 700);
        ids.push(clock.every(every, () => fired.push(name), at));
        ref.push({ id: ids.at(-1) as number, at, seq: ++refSeq, every, name });
      } else {
        ids.push(clock.at(at, () => fired.push(name)));
        ref.push({ id: ids.at(-1) as number, at, seq: ++refSeq, name });
      }
    }
    for (const id of rng.shuffle(ids).slice(0, 60)) {
      clock.cancel(id);
      ref.splice(
        ref.findIndex((timer) => timer.id === id),
        1,
      );
    }
    for (;;) {
      ref.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = ref[0];
      if (!next || next.at > 6000) break;
      expected.push(next.name);
      if (next.every) {
        next.at += next.every;
        next.seq = ++refSeq;
      } else ref.shift();
    }
    clock.seek(6000);
    expect(fired).toEqual(expected);
  });

  it('steps to the next event and refuses to go backwards', () => {
    const clock = new VirtualClock(0);
    clock.at(500, () => undefined);
    expect(clock.step()).toBe(500);
    expect(clock.step()).toBeUndefined();
    expect(() => clock.seek(100)).toThrow(RangeError);
  });
});

describe('RealtimeDriver', () => {
  it('advances virtual time by wall time x speed and not while paused', () => {
    let wall = 0;
    const clock = new VirtualClock(0);
    const driver = new RealtimeDriver(clock, 10, 20, () => wall);
    driver.start();
    wall = 100;
    driver.tick();
    expect(clock.now()).toBe(1000);
    driver.pause();
    wall = 500;
    driver.tick();
    driver.resume();
    wall = 510;
    driver.tick();
    expect(clock.now()).toBe(1100);
    driver.pause();
  });

  it('stops by itself exactly at stopAt and does not start again there', () => {
    let wall = 0;
    const clock = new VirtualClock(0);
    const fired: number[] = [];
    clock.at(900, () => fired.push(clock.now()));
    clock.at(1100, () => fired.push(clock.now()));
    const driver = new RealtimeDriver(clock, 10, 20, () => wall, 1000);
    driver.start();
    wall = 500;
    driver.tick();
    expect(clock.now()).toBe(1000);
    expect(fired).toEqual([900]);
    expect(driver.running).toBe(false);
    expect(driver.atStop).toBe(true);
    driver.resume();
    expect(driver.running).toBe(false);
    driver.stopAt = undefined;
    driver.resume();
    wall = 520;
    driver.tick();
    expect(clock.now()).toBe(1200);
    expect(fired).toEqual([900, 1100]);
    driver.pause();
  });
});
