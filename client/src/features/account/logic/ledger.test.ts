import { describe, expect, it } from 'vitest';
import { isSportsLedgerType, ledgerAmounts, ledgerLink, ledgerTotals, subsetHisab } from './ledger';
import { plusMinus, plusMinusText } from './plus-minus';

describe('ledger sign convention', () => {
  it('a positive amount is a win: LENA (receivable)', () => {
    expect(ledgerAmounts(1960)).toEqual({ lena: 1960, dena: 0, outcome: 'win', value: 1960 });
  });

  it('a negative amount is a loss: DENA (payable)', () => {
    expect(ledgerAmounts(-500)).toEqual({ lena: 0, dena: 500, outcome: 'loss', value: 500 });
  });

  it('totals a subset of rows the same way', () => {
    expect(ledgerTotals([{ amount: 1960 }, { amount: -500 }, { amount: 40 }])).toEqual({
      lena: 2000,
      dena: 500,
      balance: 1500,
    });
  });

  it('recomputes HISAB over a subset, oldest first (rows newest first)', () => {
    expect(subsetHisab([{ amount: -2000 }, { amount: 0.1 }, { amount: 2500 }])).toEqual([
      500.1, 2500.1, 2500,
    ]);
    expect(subsetHisab([])).toEqual([]);
  });

  it('links each description by ledger type', () => {
    const base = { marketId: '1.234', eventId: '3032', date: 1763661600000 };
    expect(ledgerLink({ ...base, ledgerType: 'diamondCasino' })).toBe(
      '/main/ledger-casino-details/3032/diamondCasino/1763661600000',
    );
    expect(ledgerLink({ ...base, ledgerType: 'internationalCasino' })).toBe(
      '/main/international-ledger-casino-details/1.234/internationalCasino/1763661600000',
    );
    expect(ledgerLink({ ...base, ledgerType: 'cricket' })).toBe('/main/ledger-details/1.234');
    expect(ledgerLink({ ...base, ledgerType: 'matka' })).toBe('/main/ledger-details/1.234');
  });

  it('Complete Games keeps sports lines only', () => {
    expect(isSportsLedgerType('cricket')).toBe(true);
    expect(isSportsLedgerType('diamondCasino')).toBe(false);
    expect(isSportsLedgerType('internationalCasino')).toBe(false);
    expect(isSportsLedgerType('matka')).toBe(false);
  });
});

describe('You Won / You Lost', () => {
  const ledger = { won: 'You Won {amount}/- Coins', lost: 'You Lost {amount}/- Coins' };
  const casino = { won: 'You Won {amount}/- Coins.', lost: 'You Lost {amount}/- Coins.' };

  it('shows the absolute value, trailing zeros trimmed', () => {
    expect(plusMinusText(950, ledger)).toBe('You Won 950/- Coins');
    expect(plusMinusText(-200, ledger)).toBe('You Lost 200/- Coins');
    expect(plusMinusText(-1250.5, casino)).toBe('You Lost 1250.5/- Coins.');
    expect(plusMinusText(12.345, casino)).toBe('You Won 12.35/- Coins.');
  });

  it('zero counts as won; garbage as zero', () => {
    expect(plusMinus(0)).toEqual({ won: true, amount: '0' });
    expect(plusMinus(Number.NaN)).toEqual({ won: true, amount: '0' });
  });
});
