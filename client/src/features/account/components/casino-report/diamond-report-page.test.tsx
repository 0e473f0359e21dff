import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { DiamondReportPage } from './diamond-report-page';
import { InternationalReportPage } from './international-report-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith('/casino/diamondBetsList')) {
      return jsonResponse(examplesOf(calls.casino.diamondBetsList)[1]!.response);
    }
    if (path.endsWith('/casino/diamondCasinoReportByUser')) {
      return jsonResponse(examplesOf(calls.casino.diamondCasinoReportByUser)[0].response);
    }
    return jsonResponse(examplesOf(calls.reports.casinoTransactionReport)[0].response);
  });
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (suffix: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(suffix));
  return JSON.parse(String(call?.[1]?.body));
};

// Rendering under jsdom takes seconds on a busy 2-core machine.
describe('casino ledger reports', { timeout: 30_000 }, () => {
  it('Diamond: the day’s settled bets and the three summary blocks', async () => {
    signInForTests();
    renderAt(<DiamondReportPage eventId="3030" ledgerType="diamondCasino" day="2026-03-13" />);
    expect(await screen.findByText('Player A')).toBeTruthy();
    expect(bodyOf('/casino/diamondBetsList')).toEqual({
      eventId: '3030',
      fromDate: '2026-03-13',
      toDate: '2026-03-13',
      isDeclare: true,
      isDeleted: false,
    });
    expect(screen.getByText('112260313184507')).toBeTruthy();
    expect(screen.getByText('LAGAI')).toBeTruthy();
    expect(screen.getByText('Player B')).toBeTruthy();
    expect(screen.getByText('1000.00').className).toMatch(/loss/);
    await waitFor(() => expect(screen.getByText('Casino Plus Minus')).toBeTruthy());
    expect(bodyOf('/casino/diamondCasinoReportByUser')).toMatchObject({ casinoType: 'diamondCasino' });
    expect(screen.getByText('You Lost 1250.5/- Coins.')).toBeTruthy();
    expect(screen.getByText('You Won 12.5/- Coins.')).toBeTruthy();
    expect(screen.getByText('You Lost 1238/- Coins.')).toBeTruthy();
  });

  it('International: summary blocks of reports/casinoTransactionReport', async () => {
    signInForTests();
    renderAt(<InternationalReportPage eventId="900000" ledgerType="internationalCasino" day="2026-03-13" />);
    expect(await screen.findByText('You Lost 2350/- Coins.')).toBeTruthy();
    expect(screen.getByText('International Casino Bets')).toBeTruthy();
    expect(screen.getByText('You Won 0/- Coins.')).toBeTruthy();
    expect(screen.getByText('You Lost 2326.5/- Coins.')).toBeTruthy();
    expect(bodyOf('/reports/casinoTransactionReport')).toEqual({
      eventId: '900000',
      fromDate: '2026-03-13',
      toDate: '2026-03-13',
      casinoType: 'internationalCasino',
    });
  });
});
