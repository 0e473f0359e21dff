import { jodiNumbers, singleNumbers } from '@esk/contracts/catalog/matka';
import type { MatkaBet } from '@esk/contracts/http/matka';
import { describe, expect, it } from 'vitest';
import { canonicalNumber, numberPositions } from './positions';

const bet = (over: Partial<MatkaBet>): MatkaBet => ({
  _id: 'b',
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

describe('P&L under each number', () => {
  it('is nothing while the player has no open bet on the grid', () => {
    expect(numberPositions([], 'SINGLE', singleNumbers())).toBeNull();
    const declared = bet({ isDeclare: true, profitLoss: 850 });
    const canceled = bet({ isDeleted: true });
    const otherGame = bet({ gameType: 'SINGLE_PATTI', betNumber: '128' });
    expect(numberPositions([declared, canceled, otherGame], 'SINGLE', singleNumbers())).toBeNull();
  });

  it('wins amount x (9.5 - 1) on the number bet and loses the stake on every other', () => {
    const positions = numberPositions([bet({ betNumber: '5', amount: 100 })], 'SINGLE', singleNumbers());
    expect(positions?.['5']).toBe(850);
    expect(positions?.['0']).toBe(-100);
    expect(Object.keys(positions ?? {})).toHaveLength(10);
  });

  it('adds up several bets: a winner pays, the others on the grid lose their stakes', () => {
    const bets = [
      bet({ betNumber: '5', amount: 100 }),
      bet({ betNumber: '5', amount: 50, betType: 'CLOSE' }),
      bet({ betNumber: '7', amount: 20 }),
    ];
    const positions = numberPositions(bets, 'SINGLE', singleNumbers());
    // 5: 150 x 8.5 = 1275 won, 20 lost; 7: 20 x 8.5 = 170 won, 150 lost; others: 170 lost.
    expect(positions).toMatchObject({ '5': 1255, '7': 20, '3': -170 });
  });

  it("matches a jodi bet the server wrote as '7' to the tile '07'", () => {
    const positions = numberPositions(
      [bet({ gameType: 'JODI', betNumber: '7', amount: 10 })],
      'JODI',
      jodiNumbers(),
    );
    expect(positions?.['07']).toBe(940);
    expect(positions?.['70']).toBe(-10);
  });

  it('keeps cents exact', () => {
    const positions = numberPositions(
      [bet({ gameType: 'ODD_EVEN', betNumber: 'ODD', amount: 10.1 })],
      'ODD_EVEN',
      ['ODD', 'EVEN'],
    );
    expect(positions).toEqual({ ODD: 9.09, EVEN: -10.1 });
  });
});

describe('canonicalNumber', () => {
  it('pads jodis to 2 and pattis to 3 digits, trims singles, leaves words', () => {
    expect(canonicalNumber('JODI', '7')).toBe('07');
    expect(canonicalNumber('JODI', '100')).toBe('100');
    expect(canonicalNumber('TRIPLE_PATTI', '0')).toBe('000');
    expect(canonicalNumber('SINGLE', '05')).toBe('5');
    expect(canonicalNumber('ODD_EVEN', 'EVEN')).toBe('EVEN');
  });
});
