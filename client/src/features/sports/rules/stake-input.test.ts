import { describe, expect, it } from 'vitest';
import { sanitizeStake, stakeAmount } from './stake-input';

describe('stake input', () => {
  it('takes digits', () => {
    expect(sanitizeStake('500', '')).toBe('500');
    expect(sanitizeStake('0500', '')).toBe('500');
  });

  it('ignores non-numeric typing', () => {
    expect(sanitizeStake('50a', '50')).toBe('50');
    expect(sanitizeStake('5.5', '5')).toBe('5');
    expect(sanitizeStake('-5', '')).toBe('');
    expect(sanitizeStake('1e3', '1')).toBe('1');
  });

  it('allows an empty value', () => {
    expect(sanitizeStake('', '500')).toBe('');
    expect(stakeAmount('')).toBe(0);
    expect(stakeAmount('250')).toBe(250);
  });
});
