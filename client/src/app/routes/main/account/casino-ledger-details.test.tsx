import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { InternationalLedgerCasinoDetailsRoute, LedgerCasinoDetailsRoute } from './casino-ledger-details';

const fetchMock = vi.fn<typeof fetch>();
const answers: Record<string, unknown> = {};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    const match = Object.keys(answers).find((suffix) => path.includes(suffix));
    return jsonResponse(
      match ? answers[match] : { error: true, code: 404, message: 'no' },
      match ? 200 : 404,
    );
  });
  answers['/casino/diamondBetsList'] = examplesOf(calls.casino.diamondBetsList)[1]!.response;
  answers['/casino/diamondCasinoReportByUser'] = examplesOf(
    calls.casino.diamondCasinoReportByUser,
  )[0].response;
  answers['/reports/casinoTransactionReport'] = examplesOf(calls.reports.casinoTransactionReport)[0].response;
  answers['/sports/betsList'] = examplesOf(calls.sports.betsList).find(
    (e) => e.name === 'international report rows',
  )?.response;
  answers['/result/allCasinoResult'] = {
    data: {
      data: [
        {
          gtype: 'baccarat',
          mid: '90010126031319305',
          cards: '8HH,KSS,7CC,5DD,1,9HH',
          desc: 'Player|No Pair|No|No|Big',
          win: '1',
        },
      ],
    },
  };
});
afterEach(() => vi.unstubAllGlobals());

const calledWith = (suffix: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(suffix))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

const MARCH_13_IST = '1773340200000'; // 2026-03-13 00:00 +05:30

describe('the International report route', () => {
  it.each([
    ['marketId', '90010120260313'],
    ['eventId', '900101'],
  ])('lists the entry’s rounds by its %s with P&L credit - debit + rollback', async (_name, id) => {
    signInForTests();
    renderRoutes(
      [
        {
          path: '/main/international-ledger-casino-details/:eventId?/:ledgerType?/:date?',
          element: <InternationalLedgerCasinoDetailsRoute />,
        },
      ],
      `/main/international-ledger-casino-details/${id}/internationalCasino/${MARCH_13_IST}`,
    );
    const table = await screen.findByRole('table');
    expect(calledWith('/sports/betsList')[0]).toEqual({
      eventId: id,
      casinoBet: true,
      fromDate: '2026-03-13',
      toDate: '2026-03-13',
      isDeleted: false,
    });
    expect(calledWith('/reports/casinoTransactionReport')[0]).toMatchObject({
      eventId: id,
      casinoType: 'internationalCasino',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // 400 - 200 + 0 won; 0 - 100 + 100 returned.
    expect(rows[0]?.textContent).toContain('200.00');
    expect(rows[0]?.textContent).toContain('Declare');
    expect(within(rows[1] as HTMLElement).getByText('0.00')).toBeTruthy();
    expect(screen.getByText('Casino Plus Minus')).toBeTruthy();
  });

  it('opens a round’s result from its Player Name', async () => {
    signInForTests();
    renderRoutes(
      [
        {
          path: '/main/international-ledger-casino-details/:eventId?/:ledgerType?/:date?',
          element: <InternationalLedgerCasinoDetailsRoute />,
        },
      ],
      `/main/international-ledger-casino-details/90010120260313/internationalCasino/${MARCH_13_IST}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: /90010126031319305/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('90010126031319305');
    expect(await within(dialog).findByRole('region', { name: 'Player, Winner' })).toBeTruthy();
  });
});

describe('the Diamond report route', () => {
  it('opens the result of a bet’s round from TEAM, drawn from the bet’s own result details', async () => {
    signInForTests();
    renderRoutes(
      [
        {
          path: '/main/ledger-casino-details/:eventId?/:ledgerType?/:date?',
          element: <LedgerCasinoDetailsRoute />,
        },
      ],
      `/main/ledger-casino-details/3030/diamondCasino/${MARCH_13_IST}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: /112260313184507/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('112260313184507');
    expect(await within(dialog).findByRole('img', { name: 'King of Hearts' })).toBeTruthy();
    expect(calledWith('/result/allCasinoResult')).toHaveLength(0);
  });
});
