import type { MatkaBet } from '@esk/contracts/http/matka';
import { describe, expect, it } from 'vitest';
import { betListFilter, canCancel, resultText, totalAmount, totalProfitLoss } from './bet-list';

const bet = (over: Partial<MatkaBet> = {}): MatkaBet => ({
  _id: 'b1',
  matkaName: 'QA KALYAN',
  betNumber: '5',
  gameType: 'SINGLE',
  betType: 'OPEN',
  amount: 100,
  profitLoss: 0,
  isDeclare: false,
  createdAt: 0,
  ...over,
});
const ON = { betStatus: true, openBet: true, closeBet: true, jodiBet: true };

describe('the Result column', () => {
  it("shows 'Not Declare' unless the bet is declared with a result", () => {
    expect(resultText(bet())).toBe('Not Declare');
    expect(resultText(bet({ result: '1' }))).toBe('Not Declare');
    expect(resultText(bet({ isDeclare: true, result: null }))).toBe('Not Declare');
    expect(resultText(bet({ isDeclare: true, result: ' ' }))).toBe('Not Declare');
    expect(resultText(bet({ isDeclare: true, result: '128' }))).toBe('128');
    expect(resultText(bet({ isDeclare: true, result: '370', oddEvenResult: 'EVEN' }))).toBe('370 (EVEN)');
    expect(resultText(bet({ isDeclare: false, result: null, oddEvenResult: null }))).toBe('Not Declare');
  });
});

describe('sums', () => {
  it('adds profitLoss and amounts to the cent', () => {
    const rows = [
      bet({ profitLoss: 850, amount: 100 }),
      bet({ profitLoss: -0.1 }),
      bet({ profitLoss: -0.2, amount: 0.3 }),
    ];
    expect(totalProfitLoss(rows)).toBe(849.7);
    expect(totalAmount(rows)).toBe(200.3);
    expect(totalProfitLoss([])).toBe(0);
  });
});

describe('the Games Type filter', () => {
  it("sends the game pages' names and the Harup types as they are", () => {
    expect(betListFilter('SINGLE_PATTI')).toBe('singlePatti');
    expect(betListFilter('TRIPLE_PATTI')).toBe('tripplePatti');
    expect(betListFilter('ODD_EVEN')).toBe('oddEven');
    expect(betListFilter('HAROOP_ANDAR')).toBe('HAROOP_ANDAR');
  });
});

describe('cancel', () => {
  it('is offered for an open bet whose side still takes bets', () => {
    expect(canCancel(bet(), ON)).toBe(true);
    expect(canCancel(bet({ gameType: 'JODI', betType: 'CLOSE' }), ON)).toBe(true);
  });

  it('is not offered for a declared, cancelled or id-less bet, an unknown market or a closed side', () => {
    expect(canCancel(bet({ isDeclare: true }), ON)).toBe(false);
    expect(canCancel(bet({ isDeleted: true }), ON)).toBe(false);
    expect(canCancel(bet({ _id: undefined }), ON)).toBe(false);
    expect(canCancel(bet(), undefined)).toBe(false);
    expect(canCancel(bet(), { ...ON, openBet: false })).toBe(false);
    expect(canCancel(bet({ betType: 'CLOSE' }), { ...ON, openBet: false })).toBe(true);
    expect(canCancel(bet(), { ...ON, betStatus: false })).toBe(false);
    expect(canCancel(bet({ gameType: 'SANGAM' }), ON)).toBe(false);
  });
});
