import { describe, expect, it } from 'vitest';
import { ALL_PATTIS, MATKA_MESSAGES } from './matka';
import { marketTypeOptions, matkaDisplayRate, matkaGateMessage, settlementSide } from './matka-gating';

const ON = { betStatus: true, openBet: true, closeBet: true, jodiBet: true };

describe('settlementSide', () => {
  it('puts each game on the result that decides it', () => {
    expect(settlementSide('SINGLE', 'OPEN')).toBe('OPEN');
    expect(settlementSide('ODD_EVEN', 'CLOSE')).toBe('CLOSE');
    expect(settlementSide('JODI', 'CLOSE')).toBe('CLOSE');
    expect(settlementSide('JODI', 'JODI')).toBe('CLOSE');
    expect(settlementSide('HAROOP_ANDAR', 'HAROOP_ANDAR')).toBe('OPEN');
    expect(settlementSide('HAROOP_BAHAR', 'HAROOP_BAHAR')).toBe('CLOSE');
  });
});

describe('matkaGateMessage (the pick flow after the market type, spec 002 §4)', () => {
  it('lets a bet through while every switch is on', () => {
    expect(matkaGateMessage(ON, 'SINGLE', 'OPEN')).toBeUndefined();
    expect(matkaGateMessage(ON, 'JODI', 'CLOSE')).toBeUndefined();
    expect(matkaGateMessage(ON, 'HAROOP_BAHAR', 'HAROOP_BAHAR')).toBeUndefined();
  });

  it('checks betStatus first, whatever else is off', () => {
    const off = { betStatus: false, openBet: false, closeBet: false, jodiBet: false };
    expect(matkaGateMessage(off, 'SINGLE', 'OPEN')).toBe(MATKA_MESSAGES.betClosed);
    expect(matkaGateMessage(off, 'JODI', 'CLOSE')).toBe(MATKA_MESSAGES.betClosed);
  });

  it('refuses the side whose flag is off with Matka Bet Timeout, and only that side', () => {
    expect(matkaGateMessage({ ...ON, openBet: false }, 'SINGLE', 'OPEN')).toBe(MATKA_MESSAGES.betTimeout);
    expect(matkaGateMessage({ ...ON, openBet: false }, 'SINGLE_PATTI', 'CLOSE')).toBeUndefined();
    expect(matkaGateMessage({ ...ON, closeBet: false }, 'ODD_EVEN', 'CLOSE')).toBe(MATKA_MESSAGES.betTimeout);
    expect(matkaGateMessage({ ...ON, openBet: false }, 'HAROOP_ANDAR', 'HAROOP_ANDAR')).toBe(
      MATKA_MESSAGES.betTimeout,
    );
    expect(matkaGateMessage({ ...ON, closeBet: false }, 'HAROOP_BAHAR', 'HAROOP_BAHAR')).toBe(
      MATKA_MESSAGES.betTimeout,
    );
  });

  it('refuses a jodi without jodiBet, and the Jodi page also without closeBet', () => {
    expect(matkaGateMessage({ ...ON, jodiBet: false }, 'JODI', 'CLOSE')).toBe(MATKA_MESSAGES.jodiClosed);
    expect(matkaGateMessage({ ...ON, jodiBet: false }, 'JODI', 'JODI')).toBe(MATKA_MESSAGES.jodiClosed);
    expect(matkaGateMessage({ ...ON, closeBet: false }, 'JODI', 'CLOSE')).toBe(MATKA_MESSAGES.betTimeout);
    expect(matkaGateMessage({ ...ON, closeBet: false }, 'JODI', 'JODI')).toBeUndefined();
  });

  it('reads a missing side flag as off', () => {
    expect(matkaGateMessage({ betStatus: true }, 'SINGLE', 'OPEN')).toBe(MATKA_MESSAGES.betTimeout);
    expect(matkaGateMessage({ betStatus: true }, 'JODI', 'JODI')).toBe(MATKA_MESSAGES.jodiClosed);
  });
});

describe('marketTypeOptions', () => {
  it('offers Open only with openBet and Close only with closeBet', () => {
    expect(marketTypeOptions(ON)).toEqual(['OPEN', 'CLOSE']);
    expect(marketTypeOptions({ ...ON, openBet: false })).toEqual(['CLOSE']);
    expect(marketTypeOptions({ ...ON, closeBet: false })).toEqual(['OPEN']);
    expect(marketTypeOptions({ betStatus: true })).toEqual([]);
  });
});

describe('matkaDisplayRate', () => {
  it('shows the single digit at 9.5 minus the global offset, the other games at their fixed odds', () => {
    expect(matkaDisplayRate('SINGLE')).toBe(9.5);
    expect(matkaDisplayRate('SINGLE', 0.5)).toBe(9);
    expect(matkaDisplayRate('ODD_EVEN', 0.1)).toBe(1.9);
    expect(matkaDisplayRate('SINGLE', Number.NaN)).toBe(9.5);
  });
});

describe('ALL_PATTIS', () => {
  it('is every result a draw can declare: 120 single + 90 double + 10 triple, no repeats', () => {
    expect(ALL_PATTIS).toHaveLength(220);
    expect(new Set(ALL_PATTIS).size).toBe(220);
  });
});
