import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { LedgerPage } from './ledger-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse(examplesOf(calls.user.userLedger)[0].response));
});
afterEach(() => vi.unstubAllGlobals());

describe('ledger', () => {
  it('asks for the own ledger and shows totals, columns and links by ledger type', async () => {
    const { data } = signInForTests();
    renderAt(<LedgerPage />);
    const cricket = await screen.findByRole('link', { name: 'India v Australia' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ downlineUserId: data.userId });
    expect(screen.getByText('MY LEDGER')).toBeTruthy();
    for (const header of ['DESCRIPTION', 'WON BY', 'DENA', 'LENA', 'HISAB']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(cricket.getAttribute('href')).toBe('/main/ledger-details/1.234567890');
    expect(screen.getByRole('link', { name: 'Lucky 7' }).getAttribute('href')).toBe(
      '/main/ledger-casino-details/3032/diamondCasino/1763661600000',
    );
    // Totals: Lena = creditAmount, Dena = |debitAmount|, Balance = calAmount.
    const totals = screen.getByText('Lena').closest('dl') as HTMLElement;
    expect(within(totals).getByText('1960.00')).toBeTruthy();
    expect(within(totals).getByText('500.00')).toBeTruthy();
    expect(within(totals).getByText('1460.00')).toBeTruthy();
    // Win under LENA, loss under DENA.
    const [won, lost] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(won as HTMLElement).getByText('Win 1960.00')).toBeTruthy();
    expect(within(lost as HTMLElement).getByText('Loss 500.00')).toBeTruthy();
  });

  it('Complete Games keeps sports lines, with their own totals', async () => {
    signInForTests();
    renderAt(<LedgerPage title="account.ledger.completeGames" sportsOnly />);
    await screen.findByRole('link', { name: 'India v Australia' });
    expect(screen.queryByRole('link', { name: 'Lucky 7' })).toBeNull();
    expect(screen.getByText('Complete Games')).toBeTruthy();
  });
});
