import { describe, expect, it } from 'vitest';
import {
  fancyPnl,
  oddsCommission,
  oddsPositionInfo,
  oddsPositions,
  oddsSettlement,
  oddsWorstCase,
  rateAccepted,
  sessionCommission,
  sessionOutcomes,
  sessionPnlAt,
  sessionWorstCase,
} from '../src/exchange/sports/bet-math';

const TEAMS = ['1', '2'];

describe('odds positions', () => {
  it('Lagai on India at 0.95 for 1000: +950 if India wins, -1000 otherwise', () => {
    const info = oddsPositionInfo({ type: 'L', selectionId: '1', rate: 0.95, stake: 100_000 }, TEAMS);
    expect(info).toEqual({ '1': 95_000, '2': -100_000 });
  });

  it('Khai on India at 0.97 for 1000: -970 if India wins, +1000 otherwise', () => {
    const info = oddsPositionInfo({ type: 'K', selectionId: '1', rate: 0.97, stake: 100_000 }, TEAMS);
    expect(info).toEqual({ '1': -97_000, '2': 100_000 });
  });

  it('works for three selections (the draw of a test match)', () => {
    const info = oddsPositionInfo({ type: 'L', selectionId: '3', rate: 4.5, stake: 10_000 }, ['1', '2', '3']);
    expect(info).toEqual({ '1': -10_000, '2': -10_000, '3': 45_000 });
  });

  it('sums positions and takes the worst selection', () => {
    const a = {
      positionInfo: oddsPositionInfo({ type: 'L', selectionId: '1', rate: 0.95, stake: 100_000 }, TEAMS),
    };
    const b = {
      positionInfo: oddsPositionInfo({ type: 'K', selectionId: '1', rate: 0.97, stake: 50_000 }, TEAMS),
    };
    const positions = oddsPositions([a, b], TEAMS);
    expect(positions).toEqual({ '1': 95_000 - 48_500, '2': -100_000 + 50_000 });
    expect(oddsWorstCase(positions)).toBe(-50_000);
    expect(oddsWorstCase({})).toBe(0);
  });

  it('settles at the winner position; a void market returns the stake (0)', () => {
    const bet = { positionInfo: { '1': 95_000, '2': -100_000 } };
    expect(oddsSettlement(bet, '1')).toBe(95_000);
    expect(oddsSettlement(bet, '2')).toBe(-100_000);
    expect(oddsSettlement(bet, null)).toBe(0);
  });

  it('rounds stake x rate to whole paise', () => {
    const info = oddsPositionInfo({ type: 'L', selectionId: '1', rate: 0.333, stake: 101 }, TEAMS);
    expect(info['1']).toBe(34);
  });
});

describe('rate difference', () => {
  it('accepts the same rate', () => {
    expect(rateAccepted('L', 0.95, 0.95, 1)).toBe(true);
    expect(rateAccepted('K', 0.97, 0.97, 1)).toBe(true);
  });

  it('accepts a Lagai rate that fell by at most the difference, refuses more', () => {
    expect(rateAccepted('L', 0.95, 0.94, 1)).toBe(true);
    expect(rateAccepted('L', 0.95, 0.93, 1)).toBe(false);
    expect(rateAccepted('L', 0.95, 0.9, 5)).toBe(true);
    expect(rateAccepted('L', 0.95, 0.89, 5)).toBe(false);
  });

  it('accepts a Khai rate that rose by at most the difference, refuses more', () => {
    expect(rateAccepted('K', 0.97, 0.98, 1)).toBe(true);
    expect(rateAccepted('K', 0.97, 0.99, 1)).toBe(false);
  });

  it('refuses a move in the user favour (the book only honours what was seen or allowed)', () => {
    expect(rateAccepted('L', 0.95, 0.96, 5)).toBe(false);
    expect(rateAccepted('K', 0.97, 0.96, 5)).toBe(false);
  });
});

describe('fancy', () => {
  const yes = { type: 'Y' as const, run: 46, odds: 1, stake: 50_000 };
  const no = { type: 'N' as const, run: 45, odds: 0.85, stake: 100_000 };

  it('YES wins amount x odds when decisionRun >= run, else loses the amount', () => {
    expect(fancyPnl(yes, 46)).toBe(50_000);
    expect(fancyPnl(yes, 52)).toBe(50_000);
    expect(fancyPnl(yes, 45)).toBe(-50_000);
    expect(fancyPnl({ ...yes, odds: 1.15 }, 50)).toBe(57_500);
  });

  it('NO wins the amount when decisionRun < run, else loses amount x odds', () => {
    expect(fancyPnl(no, 44)).toBe(100_000);
    expect(fancyPnl(no, 45)).toBe(-85_000);
    expect(fancyPnl(no, 60)).toBe(-85_000);
  });

  it('checks 0, each line and the run below it', () => {
    expect(sessionOutcomes([yes, no])).toEqual([0, 44, 45, 46]);
  });

  it('the worst case of YES 46 + NO 45 is at 45, where both lose', () => {
    expect(sessionPnlAt([yes, no], 44)).toBe(-50_000 + 100_000);
    expect(sessionPnlAt([yes, no], 45)).toBe(-50_000 - 85_000);
    expect(sessionPnlAt([yes, no], 46)).toBe(50_000 - 85_000);
    expect(sessionWorstCase([yes, no])).toBe(-135_000);
  });

  it('a hedge YES 40 / NO 50 can only lose on one side', () => {
    const hedge = [
      { type: 'Y' as const, run: 40, odds: 1, stake: 10_000 },
      { type: 'N' as const, run: 50, odds: 1, stake: 10_000 },
    ];
    expect(sessionPnlAt(hedge, 45)).toBe(20_000);
    expect(sessionWorstCase(hedge)).toBe(0);
    expect(sessionWorstCase([])).toBe(0);
  });
});

describe('commission', () => {
  it('session commission is a percentage of turnover; odds commission of a net loss only', () => {
    expect(sessionCommission(100_000, 0)).toBe(0);
    expect(sessionCommission(100_000, 2)).toBe(2_000);
    expect(oddsCommission(-50_000, 1)).toBe(500);
    expect(oddsCommission(50_000, 1)).toBe(0);
    expect(oddsCommission(-50_000, 0)).toBe(0);
  });
});
