import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { PendingBetsTable } from './pending-bets-table';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  signInForTests();
});
afterEach(() => vi.unstubAllGlobals());

const respond = (bets: unknown) =>
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('betsList')
      ? jsonResponse(bets)
      : jsonResponse({ error: false, code: 0, message: '', data: [] }),
  );

describe('pending bets', () => {
  it('asks sports/betsList with the pending flags and lists the rows', async () => {
    respond(
      examplesOf(calls.sports.betsList).find(
        (example) => example.name === 'pending bets as a flat exposure list',
      )?.response,
    );
    renderAt(<PendingBetsTable />);
    expect(await screen.findByText('India v Australia')).toBeTruthy();
    expect(screen.getByText('Lucky 7 - A')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('betsList'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      fancyBet: true,
      oddsBet: true,
      diamondBet: true,
      isDeclare: false,
      isDeleted: false,
      isClientExposure: true,
    });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Match',
      'Stake',
      'Rate',
      'Type',
      'Time',
      'Market Type',
    ]);
  });

  it('says No Bets Available when there are none', async () => {
    respond({ error: false, code: 0, message: '', data: { oddsBetData: [], fancyBetData: [] } });
    renderAt(<PendingBetsTable />);
    expect(await screen.findByText('No Bets Available')).toBeTruthy();
  });
});
