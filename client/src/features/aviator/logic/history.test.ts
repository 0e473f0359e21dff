import { describe, expect, it } from 'vitest';
import { type CrashEntry, historyAfterPush, historyFromRounds } from './history';

const push = (roundId: string, gameStatus: string, crashValue: number, crashStatus = true) => ({
  roundId,
  gameStatus,
  crashValue,
  crashStatus,
});

describe('the crash history strip', () => {
  it('starts from the server rows, newest first, at most 30', () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ roundId: `R${40 - i}`, creashValue: 1 + i / 100 }));
    const history = historyFromRounds(rows);
    expect(history).toHaveLength(30);
    expect(history[0]).toEqual({ roundId: 'R40', value: 1 });
    expect(historyFromRounds([{ creashValue: 2.5 }])).toEqual([{ value: 2.5 }]);
  });

  it('prepends a crash value when its round closes with crashStatus true, once', () => {
    let history: readonly CrashEntry[] = historyFromRounds([{ roundId: 'R1', creashValue: 1.2 }]);
    history = historyAfterPush(history, push('R2', 'waiting', 3.4));
    expect(history.map((e) => e.value)).toEqual([1.2]);
    history = historyAfterPush(history, push('R2', 'close', 3.4));
    history = historyAfterPush(history, push('R2', 'close', 3.4));
    expect(history.map((e) => e.value)).toEqual([3.4, 1.2]);
    expect(historyAfterPush(history, push('R3', 'close', 0, false))).toBe(history);
  });

  it('does not add a round the fetched history already holds (the page opened after its crash)', () => {
    const history = historyFromRounds([{ roundId: 'R7', creashValue: 5 }]);
    expect(historyAfterPush(history, push('R7', 'close', 5))).toBe(history);
  });

  it('keeps 30 entries as rounds close', () => {
    let history: readonly CrashEntry[] = historyFromRounds([]);
    for (let i = 1; i <= 35; i++) history = historyAfterPush(history, push(`R${i}`, 'close', i));
    expect(history).toHaveLength(30);
    expect(history[0]?.value).toBe(35);
    expect(history.at(-1)?.value).toBe(6);
  });
});
