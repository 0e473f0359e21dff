import { describe, expect, it } from 'vitest';
import {
  assertCards,
  colourOf,
  DECK_32,
  DECK_52,
  faceUp,
  isCard,
  parityOf,
  parseCard,
  rankValue,
} from './cards';

describe('cards', () => {
  it('builds a 52-card deck and a 32-card deck of 6..K, all distinct and valid', () => {
    expect(new Set(DECK_52).size).toBe(52);
    expect(new Set(DECK_32).size).toBe(32);
    expect(DECK_52.every(isCard)).toBe(true);
    expect(DECK_32.map(rankValue).every((value) => value >= 6 && value <= 13)).toBe(true);
    expect(DECK_52).toContain('10SS');
    expect(DECK_32).not.toContain('ASS');
  });

  it('reads the notation: rank value A=1..K=13, suit, colour and parity', () => {
    expect(parseCard('KHH')).toMatchObject({ rank: 'K', value: 13, suit: 'H' });
    expect(parseCard('10SS')).toMatchObject({ rank: '10', value: 10, suit: 'S' });
    expect(rankValue('ACC')).toBe(1);
    expect(colourOf('7DD')).toBe('Red');
    expect(colourOf('7CC')).toBe('Black');
    expect(parityOf('JSS')).toBe('Odd');
    expect(parityOf('QSS')).toBe('Even');
    expect(() => parseCard('1')).toThrow();
    expect(() => parseCard('KH')).toThrow();
  });

  it('hides cards beyond the shown count and pads to the wanted length', () => {
    expect(faceUp(['KHH', '2CC', '9DD'], 1)).toEqual(['KHH', '1', '1']);
    expect(faceUp([], 0, 3)).toEqual(['1', '1', '1']);
    expect(faceUp(['KHH'], 5, 2)).toEqual(['KHH', '1']);
  });

  it('rejects repeated cards and wrong counts', () => {
    expect(() => assertCards(['KHH', 'KHH'], 2)).toThrow(/twice/);
    expect(() => assertCards(['KHH'], 2)).toThrow(/expected 2/);
    expect(() => assertCards(['ASS'], 1, DECK_32)).toThrow(/deck/);
  });
});
