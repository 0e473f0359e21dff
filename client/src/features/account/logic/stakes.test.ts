import { describe, expect, it } from 'vitest';
import { chipInputs, chipsToSave, isValidStakeInput } from './stakes';

describe('stake editor', () => {
  it('accepts digits only, up to 10, and empty', () => {
    expect(isValidStakeInput('')).toBe(true);
    expect(isValidStakeInput('0')).toBe(true);
    expect(isValidStakeInput('1234567890')).toBe(true);
    expect(isValidStakeInput('12345678901')).toBe(false);
    expect(isValidStakeInput('12.5')).toBe(false);
    expect(isValidStakeInput('-5')).toBe(false);
    expect(isValidStakeInput('1e3')).toBe(false);
    expect(isValidStakeInput(' 5')).toBe(false);
  });

  it('keeps labels, sends numbers and drops empty chips', () => {
    const inputs = chipInputs({ '1000': 1000, '2000': 2000, '5000': 5000 });
    expect(inputs).toEqual([
      { key: '1000', value: '1000' },
      { key: '2000', value: '2000' },
      { key: '5000', value: '5000' },
    ]);
    const edited = inputs.map((input, index) =>
      index === 0 ? { ...input, value: '1500' } : index === 1 ? { ...input, value: '' } : input,
    );
    expect(chipsToSave(edited)).toEqual({ '1000': 1500, '5000': 5000 });
  });
});
