import { describe, expect, it } from 'vitest';
import {
  ALL_MATKA_GAME_TYPES,
  doublePattiGroups,
  formatMatkaAmount,
  harupJodiNumbers,
  harupNumbers,
  isValidBetNumber,
  JODI_PAGE_BET_TYPE,
  jodiNumbers,
  MATKA_GAME_TILES,
  MATKA_GAME_TYPES,
  MATKA_MESSAGES,
  MATKA_ODDS,
  matkaPayout,
  matkaWinProfit,
  numbersFor,
  ODD_EVEN_MESSAGES,
  pattiGroup,
  singleNumbers,
  singlePattiGroups,
  triplePattiNumbers,
} from './matka';

const rank = (digit: string) => (digit === '0' ? 10 : Number(digit));
const ranks = (patti: string) => [...patti].map(rank);
const isAscending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);
const compareByRank = (a: string, b: string) => {
  const [ra, rb] = [ranks(a), ranks(b)];
  for (let i = 0; i < 3; i++) if (ra[i] !== rb[i]) return (ra[i] ?? 0) - (rb[i] ?? 0);
  return 0;
};

describe('matka number sets', () => {
  it('single is 0..9 and jodi 00..99', () => {
    expect(singleNumbers()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const jodi = jodiNumbers();
    expect(jodi).toHaveLength(100);
    expect(jodi[0]).toBe('00');
    expect(jodi[7]).toBe('07');
    expect(jodi[99]).toBe('99');
  });

  it('triple patti is 000, 111, ..., 999', () => {
    expect(triplePattiNumbers()).toEqual([
      '000',
      '111',
      '222',
      '333',
      '444',
      '555',
      '666',
      '777',
      '888',
      '999',
    ]);
  });

  it('single patti: 120 numbers, distinct digits ascending with 0 last, 10 groups of 12', () => {
    const groups = singlePattiGroups();
    expect(groups).toHaveLength(10);
    const all = groups.flat();
    expect(all).toHaveLength(120);
    expect(new Set(all).size).toBe(120);
    groups.forEach((group, index) => {
      expect(group).toHaveLength(12);
      for (const patti of group) {
        expect(new Set(patti).size).toBe(3);
        expect(isAscending(ranks(patti))).toBe(true);
        expect(pattiGroup(patti)).toBe(index);
      }
      expect([...group].sort(compareByRank)).toEqual(group);
    });
    expect(groups[0]).toEqual([
      '127',
      '136',
      '145',
      '190',
      '235',
      '280',
      '370',
      '389',
      '460',
      '479',
      '569',
      '578',
    ]);
    expect(groups[1]).toContain('128');
    expect(groups[1]).toContain('560');
    expect(groups[3]).toContain('120');
    expect(groups[7]).toContain('890');
    expect(all).not.toContain('012');
  });

  it('double patti: 90 numbers with exactly two equal digits, 10 groups of 9', () => {
    const groups = doublePattiGroups();
    expect(groups).toHaveLength(10);
    const all = groups.flat();
    expect(all).toHaveLength(90);
    expect(new Set(all).size).toBe(90);
    groups.forEach((group, index) => {
      expect(group).toHaveLength(9);
      for (const patti of group) {
        expect(new Set(patti).size).toBe(2);
        expect(isAscending(ranks(patti))).toBe(true);
        expect(pattiGroup(patti)).toBe(index);
      }
      expect([...group].sort(compareByRank)).toEqual(group);
    });
    expect(groups[0]).toEqual(['118', '226', '244', '299', '334', '488', '550', '668', '677']);
    expect(groups[1]).toEqual(['119', '155', '100', '227', '335', '344', '399', '588', '669']);
    expect(groups[2]).toContain('110');
    expect(groups[2]).toContain('200');
  });

  it('harup grids: digits 1..10 and patti grid 01..100', () => {
    expect(harupNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const grid = harupJodiNumbers();
    expect(grid).toHaveLength(100);
    expect(grid[0]).toBe('01');
    expect(grid[99]).toBe('100');
  });

  it('numbersFor gives the set of every game type', () => {
    expect(numbersFor('SINGLE')).toHaveLength(10);
    expect(numbersFor('JODI')).toHaveLength(100);
    expect(numbersFor('SINGLE_PATTI')).toHaveLength(120);
    expect(numbersFor('DOUBLE_PATTI')).toHaveLength(90);
    expect(numbersFor('TRIPLE_PATTI')).toHaveLength(10);
    expect(numbersFor('ODD_EVEN')).toEqual(['ODD', 'EVEN']);
    expect(numbersFor('HAROOP_ANDAR')).toHaveLength(10);
  });
});

describe('isValidBetNumber', () => {
  it('accepts every number of every set', () => {
    for (const gameType of ALL_MATKA_GAME_TYPES) {
      for (const number of numbersFor(gameType)) expect(isValidBetNumber(gameType, number)).toBe(true);
    }
  });

  it('rejects numbers outside the sets', () => {
    expect(isValidBetNumber('SINGLE', '10')).toBe(false);
    expect(isValidBetNumber('SINGLE', '05')).toBe(false);
    expect(isValidBetNumber('SINGLE', '')).toBe(false);
    expect(isValidBetNumber('JODI', '7')).toBe(false);
    expect(isValidBetNumber('JODI', '101')).toBe(false);
    expect(isValidBetNumber('SINGLE_PATTI', '721')).toBe(false);
    expect(isValidBetNumber('SINGLE_PATTI', '112')).toBe(false);
    expect(isValidBetNumber('DOUBLE_PATTI', '127')).toBe(false);
    expect(isValidBetNumber('DOUBLE_PATTI', '001')).toBe(false);
    expect(isValidBetNumber('DOUBLE_PATTI', '111')).toBe(false);
    expect(isValidBetNumber('TRIPLE_PATTI', '112')).toBe(false);
    expect(isValidBetNumber('ODD_EVEN', 'odd')).toBe(false);
    expect(isValidBetNumber('HAROOP_BAHAR', '11')).toBe(false);
    expect(isValidBetNumber('SANGAM', '1')).toBe(false);
  });

  it('takes the Harup page variants', () => {
    expect(isValidBetNumber('JODI', '100')).toBe(true);
    expect(isValidBetNumber('HAROOP_ANDAR', '0')).toBe(true);
  });
});

describe('matka constants', () => {
  it('has single odds 9.5 and a rate for every game type', () => {
    expect(MATKA_ODDS.SINGLE).toBe(9.5);
    for (const gameType of ALL_MATKA_GAME_TYPES) expect(MATKA_ODDS[gameType]).toBeGreaterThan(1);
    expect(matkaWinProfit('SINGLE', 100)).toBe(850);
    expect(matkaPayout('SINGLE_PATTI', 100)).toBe(15000);
  });

  it('keeps the spec messages verbatim', () => {
    expect(MATKA_MESSAGES.betClosed).toBe('Your Bet is Closed Please Connect With Upline');
    expect(MATKA_MESSAGES.betTimeout).toBe('Matka Bet Timeout');
    expect(MATKA_MESSAGES.jodiClosed).toBe('Jodi Status Closed');
    expect(MATKA_MESSAGES.selectMarketType).toBe('Please Select Market Type');
    expect(ODD_EVEN_MESSAGES.enterAmount).toBe('enter amount');
  });

  it('has one menu tile per game type and the Jodi page bets CLOSE', () => {
    expect(MATKA_GAME_TILES.map((tile) => tile.gameType)).toEqual([...MATKA_GAME_TYPES]);
    expect(JODI_PAGE_BET_TYPE).toBe('CLOSE');
  });

  it('formats amounts with trailing zeros trimmed', () => {
    expect(formatMatkaAmount(100)).toBe('100');
    expect(formatMatkaAmount(95.5)).toBe('95.5');
    expect(formatMatkaAmount(0.256)).toBe('0.26');
    expect(formatMatkaAmount(0)).toBe('0');
  });
});
