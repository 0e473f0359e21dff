import { describe, expect, it } from 'vitest';
import {
  compareSessionNames,
  DEFAULT_BET_CHIPS,
  fancyProfitLoss,
  isSessionLocked,
  type MaxMinCoins,
  stakeLimits,
} from './sports';

const coins: MaxMinCoins = {
  maximum_match_bet: 100000,
  minimum_match_bet: 100,
  maximum_session_bet: 50000,
  minimum_session_bet: 100,
  maximum_tie_coins: 0,
  maximum_toss_coins: 25000,
};

describe('stakeLimits', () => {
  it('uses the session limits for fancy', () => {
    expect(stakeLimits(coins, 'fancy')).toEqual({ min: 100, max: 50000 });
  });

  it('uses a specific maximum above 0, else the match maximum', () => {
    expect(stakeLimits(coins, 'toss')).toEqual({ min: 100, max: 25000 });
    expect(stakeLimits(coins, 'tiedMatch')).toEqual({ min: 100, max: 100000 });
    expect(stakeLimits(coins, 'matchOdds')).toEqual({ min: 100, max: 100000 });
    expect(stakeLimits(coins, 'bookmaker')).toEqual({ min: 100, max: 100000 });
  });
});

describe('fancyProfitLoss', () => {
  const bet = { run: 46, odds: 0.9, amount: 1000 };

  it('settles YES bets', () => {
    expect(fancyProfitLoss({ ...bet, type: 'Y' }, 46)).toBe(900);
    expect(fancyProfitLoss({ ...bet, type: 'Y' }, 45)).toBe(-1000);
  });

  it('settles NO bets', () => {
    expect(fancyProfitLoss({ ...bet, type: 'N' }, 50)).toBe(-900);
    expect(fancyProfitLoss({ ...bet, type: 'N' }, 40)).toBe(1000);
  });

  it('rounds', () => {
    expect(fancyProfitLoss({ run: 10, odds: 0.85, amount: 333, type: 'Y' }, 12)).toBe(283);
  });
});

describe('sessions', () => {
  it('locks suspended, closed and ball-running rows in any case', () => {
    expect(isSessionLocked('SUSPENDED')).toBe(true);
    expect(isSessionLocked('Ball Running')).toBe(true);
    expect(isSessionLocked('CLOSE')).toBe(true);
    expect(isSessionLocked('ACTIVE')).toBe(false);
    expect(isSessionLocked(undefined)).toBe(false);
  });

  it('sorts by keyword order, OVER rows numerically, others last', () => {
    const names = [
      'INDIA ADV',
      'FALL OF 1ST WKT IND',
      '10 OVER RUN IND',
      'V KOHLI RUN',
      '6 OVER RUN IND',
      'ONLY 6TH OVER RUN IND',
      '1ST INN BOUNDARIES IND',
    ];
    expect([...names].sort(compareSessionNames)).toEqual([
      'ONLY 6TH OVER RUN IND',
      '6 OVER RUN IND',
      '10 OVER RUN IND',
      'FALL OF 1ST WKT IND',
      'V KOHLI RUN',
      '1ST INN BOUNDARIES IND',
      'INDIA ADV',
    ]);
  });
});

describe('default bet chips', () => {
  it('are the spec 000 §9 chip amounts keyed by label', () => {
    expect(Object.values(DEFAULT_BET_CHIPS)).toEqual([1000, 2000, 5000, 10000, 20000, 50000, 100000, 250000]);
    expect(DEFAULT_BET_CHIPS['5000']).toBe(5000);
  });
});
