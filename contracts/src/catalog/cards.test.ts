import { describe, expect, it } from 'vitest';
import { cardName, isCard, parseCard, readCard } from './cards';

describe('card notation', () => {
  it('reads rank, value, suit and colour', () => {
    expect(readCard('KHH')).toEqual({ card: 'KHH', rank: 'K', value: 13, suit: 'H', colour: 'Red' });
    expect(readCard('10SS')).toMatchObject({ rank: '10', value: 10, suit: 'S', colour: 'Black' });
    expect(readCard(' 7dd ')).toMatchObject({ card: '7DD', suit: 'D', colour: 'Red' });
  });

  it("reads a face-down '1', an empty slot or junk as no card", () => {
    for (const code of ['1', '', undefined, 'KH', '11HH', 'KHS']) expect(readCard(code)).toBeUndefined();
    expect(isCard('1')).toBe(false);
  });

  it('parseCard refuses anything but an exact card code', () => {
    expect(parseCard('ACC').value).toBe(1);
    expect(() => parseCard('1')).toThrow(RangeError);
    expect(() => parseCard('khh')).toThrow(RangeError);
  });

  it('names a card for screen readers', () => {
    expect(cardName(parseCard('QSS'))).toBe('Queen of Spades');
    expect(cardName(parseCard('10DD'))).toBe('Ten of Diamonds');
  });
});
