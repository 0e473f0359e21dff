import { describe, expect, it } from 'vitest';
import { pageCount, runningBalances, showPagination } from './running-balance';

const row = (amount: number, statementFor = 'profitLoss') => ({ amount, statementFor });

describe('statement running balance', () => {
  it('paged: starts from balanceAmount and adds from the oldest row (rows newest first)', () => {
    const rows = [row(-200), row(1960), row(5000, 'ACCOUNT_STATEMENT')];
    expect(runningBalances(rows, 10_000, true)).toEqual([16_760, 16_960, 15_000]);
  });

  it('paged: ACCOUNT_STATEMENT rows do not reset the balance', () => {
    expect(runningBalances([row(100, 'ACCOUNT_STATEMENT'), row(50)], 1000, true)).toEqual([1150, 1050]);
  });

  it('unpaged: resets to 0 at every ACCOUNT_STATEMENT row, then adds it (spec 000 §4)', () => {
    const rows = [row(300, 'ACCOUNT_STATEMENT'), row(-40), row(5000, 'ACCOUNT_STATEMENT'), row(25)];
    // oldest first: 25 -> 10025; deposit resets to 0 then +5000; -40 -> 4960; deposit resets, 300.
    expect(runningBalances(rows, 10_000, false)).toEqual([300, 4960, 5000, 10_025]);
  });

  it('unpaged without ACCOUNT_STATEMENT rows behaves like the paged form', () => {
    expect(runningBalances([row(1), row(2)], 10, false)).toEqual([13, 12]);
  });

  it('keeps cents exact and survives an empty page', () => {
    expect(runningBalances([row(0.2), row(0.1)], 0, true)).toEqual([0.3, 0.1]);
    expect(runningBalances([], 500, true)).toEqual([]);
  });

  it('pagination shows for the paged form with more than one page of 50', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(showPagination(true, 51)).toBe(true);
    expect(showPagination(true, 50)).toBe(false);
    expect(showPagination(false, 500)).toBe(false);
  });
});
