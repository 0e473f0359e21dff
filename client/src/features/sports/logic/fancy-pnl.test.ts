import { describe, expect, it } from 'vitest';
import { fancyBetPnl, totalFancyPnl } from './fancy-pnl';

const bet = { run: 45, odds: 1.15, amount: 1000, isDeclare: true, isDeleted: false };

describe('fancy P&L', () => {
  it('follows the spec: YES wins amount x odds when decisionRun >= run', () => {
    expect(fancyBetPnl({ ...bet, type: 'Y', decisionRun: 45 })).toBe(1150);
    expect(fancyBetPnl({ ...bet, type: 'Y', decisionRun: 44 })).toBe(-1000);
    expect(fancyBetPnl({ ...bet, type: 'N', decisionRun: 50 })).toBe(-1150);
    expect(fancyBetPnl({ ...bet, type: 'N', decisionRun: 10 })).toBe(1000);
  });

  it('has no P&L while pending or without a result; a deleted bet counts 0', () => {
    expect(fancyBetPnl({ ...bet, type: 'Y', isDeclare: false, decisionRun: null })).toBeNull();
    expect(fancyBetPnl({ ...bet, type: 'Y', decisionRun: null })).toBeNull();
    expect(fancyBetPnl({ ...bet, type: 'Y', decisionRun: 90, isDeleted: true })).toBe(0);
  });

  it('totals the declared bets', () => {
    expect(
      totalFancyPnl([
        { ...bet, type: 'Y', decisionRun: 45 },
        { ...bet, type: 'N', decisionRun: 10 },
        { ...bet, type: 'Y', decisionRun: null },
      ]),
    ).toBe(2150);
  });
});
