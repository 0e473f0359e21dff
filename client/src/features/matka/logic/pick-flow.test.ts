import { MATKA_MESSAGES, ODD_EVEN_MESSAGES } from '@esk/contracts/catalog/matka';
import { describe, expect, it } from 'vitest';
import {
  gamePageBetType,
  gamePickMessage,
  harupPickMessage,
  oddEvenGateMessage,
  oddEvenMissing,
  oddEvenOutOfOrder,
} from './pick-flow';

const ON = { betStatus: true, openBet: true, closeBet: true, jodiBet: true };

describe('a tap on a game page number (spec 002 §4)', () => {
  it('asks for the market type first, even when betting is closed', () => {
    expect(gamePickMessage(ON, 'SINGLE', null)).toBe(MATKA_MESSAGES.selectMarketType);
    // The patti pages say it in the lowercase variant (002 §4).
    expect(gamePickMessage({ ...ON, betStatus: false }, 'DOUBLE_PATTI', null)).toBe(
      MATKA_MESSAGES.selectMarketTypeLower,
    );
  });

  it('then refuses with the upline message when betStatus is off', () => {
    expect(gamePickMessage({ ...ON, betStatus: false }, 'SINGLE', 'OPEN')).toBe(MATKA_MESSAGES.betClosed);
  });

  it('then times out the chosen side when its flag is off, and opens the slip when it is on', () => {
    const openClosed = { ...ON, openBet: false };
    expect(gamePickMessage(openClosed, 'SINGLE_PATTI', 'OPEN')).toBe(MATKA_MESSAGES.betTimeout);
    expect(gamePickMessage(openClosed, 'SINGLE_PATTI', 'CLOSE')).toBeUndefined();
    expect(gamePickMessage(ON, 'TRIPLE_PATTI', 'OPEN')).toBeUndefined();
  });

  it('the Jodi page needs no market type: it bets CLOSE and refuses without jodiBet', () => {
    expect(gamePageBetType('JODI', null)).toBe('CLOSE');
    expect(gamePageBetType('JODI', 'OPEN')).toBe('CLOSE');
    expect(gamePageBetType('SINGLE', null)).toBeNull();
    expect(gamePickMessage(ON, 'JODI', null)).toBeUndefined();
    expect(gamePickMessage({ ...ON, jodiBet: false }, 'JODI', null)).toBe(MATKA_MESSAGES.jodiClosed);
  });
});

describe('a tap on a Harup grid', () => {
  it('gates the JODI grid by jodiBet, Andar by openBet and Bahar by closeBet', () => {
    expect(harupPickMessage(ON, 'JODI')).toBeUndefined();
    expect(harupPickMessage({ ...ON, jodiBet: false }, 'JODI')).toBe(MATKA_MESSAGES.jodiClosed);
    expect(harupPickMessage({ ...ON, openBet: false }, 'HAROOP_ANDAR')).toBe(MATKA_MESSAGES.betTimeout);
    expect(harupPickMessage({ ...ON, openBet: false }, 'HAROOP_BAHAR')).toBeUndefined();
    expect(harupPickMessage({ ...ON, closeBet: false }, 'HAROOP_BAHAR')).toBe(MATKA_MESSAGES.betTimeout);
    expect(harupPickMessage({ ...ON, betStatus: false }, 'HAROOP_ANDAR')).toBe(MATKA_MESSAGES.betClosed);
  });
});

describe('the Odd-Even form (spec 002 §5)', () => {
  it('asks for market type, then game type, then amount, in that order', () => {
    expect(oddEvenMissing({ marketType: null, choice: null, amount: '' })).toEqual({
      field: 'marketType',
      message: ODD_EVEN_MESSAGES.selectMarketType,
    });
    expect(oddEvenMissing({ marketType: null, choice: 'ODD', amount: '100' })?.message).toBe(
      'select market type',
    );
    expect(oddEvenMissing({ marketType: 'OPEN', choice: null, amount: '100' })?.message).toBe(
      'select game type',
    );
    expect(oddEvenMissing({ marketType: 'OPEN', choice: 'EVEN', amount: '' })?.message).toBe('enter amount');
    expect(oddEvenMissing({ marketType: 'OPEN', choice: 'EVEN', amount: '0' })?.field).toBe('amount');
    expect(oddEvenMissing({ marketType: 'CLOSE', choice: 'EVEN', amount: '250' })).toBeUndefined();
  });

  it('says which choice is missing when one is made out of order', () => {
    const empty = { marketType: null, choice: null, amount: '' };
    expect(oddEvenOutOfOrder(empty, 'choice')).toBe('Please select market Type');
    expect(oddEvenOutOfOrder({ ...empty, marketType: 'OPEN' }, 'choice')).toBeUndefined();
    expect(oddEvenOutOfOrder({ ...empty, marketType: 'OPEN' }, 'amount')).toBe('Please select game Type');
    expect(oddEvenOutOfOrder({ ...empty, marketType: 'OPEN', choice: 'ODD' }, 'amount')).toBeUndefined();
  });

  it('then gates the chosen market type by the flags', () => {
    expect(oddEvenGateMessage({ ...ON, closeBet: false }, 'CLOSE')).toBe(MATKA_MESSAGES.betTimeout);
    expect(oddEvenGateMessage({ ...ON, closeBet: false }, 'OPEN')).toBeUndefined();
  });
});
