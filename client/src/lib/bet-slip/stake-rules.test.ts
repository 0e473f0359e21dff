import { describe, expect, it } from 'vitest';
import { digitsOnlyStake, zeroFloorStake } from './stake-rules';

describe('sports stake input (000 §5)', () => {
  it('takes digits', () => {
    expect(digitsOnlyStake('500', '')).toBe('500');
    expect(digitsOnlyStake('0500', '')).toBe('500');
  });

  it('ignores non-numeric typing', () => {
    expect(digitsOnlyStake('50a', '50')).toBe('50');
    expect(digitsOnlyStake('5.5', '5')).toBe('5');
    expect(digitsOnlyStake('-5', '')).toBe('');
    expect(digitsOnlyStake('1e3', '1')).toBe('1');
  });

  it('allows an empty value', () => {
    expect(digitsOnlyStake('', '500')).toBe('');
  });
});

describe('casino and matka stake input (001 §5, 002 §5)', () => {
  it('turns negative, empty or non-numeric text into 0', () => {
    expect(zeroFloorStake('-5')).toBe('0');
    expect(zeroFloorStake('')).toBe('0');
    expect(zeroFloorStake('5a')).toBe('0');
  });

  it('strips a single leading zero once there is more than one character', () => {
    expect(zeroFloorStake('05')).toBe('5');
    expect(zeroFloorStake('0')).toBe('0');
    expect(zeroFloorStake('250')).toBe('250');
  });
});
