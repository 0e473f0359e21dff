import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { LedgerDetailsPage } from './ledger-details-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('ledger details', () => {
  it('shows the three tables and the four plus-minus summaries', async () => {
    signInForTests();
    const example = examplesOf(calls.user.completeLedgerDetails)[0].response;
    const rejected = {
      ...example.data.sessionBetsData[0],
      _id: 'bet-x',
      isDeleted: 1,
      deletedRemark: 'Wrong rate',
    };
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('clientBetListByMarketId')
        ? jsonResponse({ error: true, code: 1, message: 'Service unavailable' })
        : jsonResponse({
            ...example,
            data: { ...example.data, sessionBetsData: [...example.data.sessionBetsData, rejected] },
          }),
    );
    renderAt(<LedgerDetailsPage marketId="1.234567890" />);
    expect(await screen.findByText('You Won 950/- Coins')).toBeTruthy();
    expect(screen.getByText('Match Bets')).toBeTruthy();
    const details = fetchMock.mock.calls.find(([url]) => String(url).includes('completeLedgerDetails'));
    expect(JSON.parse(String(details?.[1]?.body))).toEqual({ marketId: '1.234567890' });
    expect(screen.getByText('Fancy Bets')).toBeTruthy();
    expect(screen.getByText('Rejected Bets')).toBeTruthy();
    expect(screen.getByText('Wrong rate')).toBeTruthy();
    expect(screen.getByText('You Lost 200/- Coins')).toBeTruthy();
    expect(screen.getByText('You Won 12/- Coins')).toBeTruthy();
    expect(screen.getByText('You Won 762/- Coins')).toBeTruthy();
    expect(screen.getByText('LAGAI')).toBeTruthy();
    expect(screen.getByText('950.00')).toBeTruthy();
  });

  it("shows Rejected Bets from clientBetListByMarketId {isDeleted: true}, with each bet's remark", async () => {
    signInForTests();
    const example = examplesOf(calls.user.completeLedgerDetails)[0].response;
    const listed = examplesOf(calls.sports.clientBetListByMarketId)[0].response;
    const deletedOdds = { ...listed.data.oddsBetData?.[0], isDeleted: 1, deletedRemark: 'VPN detected' };
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('clientBetListByMarketId')
        ? jsonResponse({ ...listed, data: { oddsBetData: [deletedOdds], fancyBetData: [] } })
        : jsonResponse(example),
    );
    renderAt(<LedgerDetailsPage marketId="1.234567890" />);
    expect(await screen.findByText('VPN detected')).toBeTruthy();
    const asked = fetchMock.mock.calls.find(([url]) => String(url).includes('clientBetListByMarketId'));
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({
      marketId: '1.234567890',
      oddsBet: true,
      fancyBet: true,
      isDeleted: true,
    });
  });

  it('empty tables say No Bets Available', async () => {
    signInForTests();
    const example = examplesOf(calls.user.completeLedgerDetails)[0].response;
    fetchMock.mockResolvedValue(
      jsonResponse({ ...example, data: { ...example.data, oddsBetsData: [], sessionBetsData: [] } }),
    );
    renderAt(<LedgerDetailsPage marketId="1.234567890" />);
    expect(await screen.findAllByText('No Bets Available')).toHaveLength(3);
  });
});
