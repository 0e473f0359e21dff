import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAvailability } from '@/lib/api/availability';
import { useNotificationsStore } from '@/stores/notifications-store';
import { betRow, fakeMatkaApi } from '@/testing/fake-matka-api';
import { signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { BetListPage } from './bet-list-page';

let api: ReturnType<typeof fakeMatkaApi>;
const toasts = () => useNotificationsStore.getState().toasts.map((toast) => toast.message);
/** The last request of the live bets (isDeleted false, as the spec sends it). */
const lastListBody = () =>
  api
    .requests('matka/matkaBetList')
    .filter((request) => request.body.isDeleted === false)
    .at(-1)?.body;

beforeEach(() => {
  // Wednesday 18 Nov 2026, 12:00 at +05:30.
  vi.useFakeTimers({ now: Date.parse('2026-11-18T06:30:00Z'), shouldAdvanceTime: true });
  api = fakeMatkaApi();
  api.state.bets = [
    betRow({
      _id: 'won',
      betNumber: '3',
      betType: 'CLOSE',
      amount: 200,
      isDeclare: 1,
      result: '3',
      profitLoss: 1700,
    }),
    betRow({
      _id: 'lost',
      betNumber: '127',
      gameType: 'SINGLE_PATTI',
      isDeclare: 1,
      result: '128',
      profitLoss: -100,
    }),
    betRow({ _id: 'open', betNumber: '07', gameType: 'JODI', betType: 'CLOSE', amount: 50 }),
  ];
  vi.stubGlobal('fetch', api.fetchMock);
  signInForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetAvailability();
});

const rows = () => screen.getAllByRole('row').slice(1);

describe('the matka bet list (spec 002 §2)', () => {
  it("lists today's bets with the spec's columns, 'Not Declare' and the P&L sum", async () => {
    renderAt(<BetListPage />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(lastListBody()).toEqual({ fromDate: '2026-11-18', toDate: '2026-11-18', isDeleted: false });
    // The cancelled ones too, so a cancelled bet stays listed as Canceled.
    expect(api.requests('matka/matkaBetList').map((request) => request.body.isDeleted)).toContain(true);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'SR.',
      'Matka Name',
      'Bet Number',
      'Game Type',
      'Amt.',
      'Result',
      'P&L',
      'Created',
      'Action',
    ]);
    const cells = (index: number) =>
      within(rows()[index] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(0).slice(1, 8)).toEqual([
      'KALYAN',
      '3',
      'Single',
      '200',
      '3',
      '1700',
      '18-11-2026 12:00:00 PM',
    ]);
    expect(cells(1)[5]).toBe('128');
    expect(cells(2).slice(2, 7)).toEqual(['07', 'Jodi', '50', 'Not Declare', '0']);
    expect(screen.getByTestId('pnl-total').textContent).toBe('1600');
    expect(screen.getByTestId('bets-count').textContent).toBe('3');
  });

  it('asks again for a preset range, one market and one game type', async () => {
    renderAt(<BetListPage />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'This Week' }));
    await waitFor(() =>
      expect(lastListBody()).toMatchObject({ fromDate: '2026-11-16', toDate: '2026-11-22' }),
    );
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'KALYAN' })).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Matka Name'), { target: { value: '7001' } });
    fireEvent.change(screen.getByLabelText('Games Type'), { target: { value: 'TRIPLE_PATTI' } });
    await waitFor(() =>
      expect(lastListBody()).toEqual({
        fromDate: '2026-11-16',
        toDate: '2026-11-22',
        matkaEventId: '7001',
        gameType: 'tripplePatti',
        isDeleted: false,
      }),
    );
  });

  it('cancels an undeclared bet after a confirmation; declared bets and closed sides have no Cancel', async () => {
    api.state.markets = [{ ...api.state.markets[0], openBet: true, closeBet: true, jodiBet: true }];
    renderAt(<BetListPage />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel bet 07' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this bet?' });
    expect(within(dialog).getByTestId('cancel-summary').textContent).toContain('Jodi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Bet' }));
    expect(api.requests('matka/matkaBetCancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel bet 07' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Bet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('matka/matkaBetCancel')[0]?.body).toEqual({ betId: 'open' });
    expect(toasts()).toEqual(['Bet canceled successfully']);
    // The cancelled bet stays listed as Canceled, counts nothing and has no Cancel.
    await waitFor(() => expect(screen.getByRole('row', { name: /07.*Canceled/ })).toBeTruthy());
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.getByTestId('pnl-total').textContent).toBe('1600');
  });

  it('on a server without bet cancel (the real API) says so once and drops the Cancel column', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    api.state.markets = [{ ...api.state.markets[0], openBet: true, closeBet: true, jodiBet: true }];
    api.state.hasCancel = false;
    renderAt(<BetListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel bet 07' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Bet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()).toEqual(['Cancelling bets is not available on this server']);
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(rows()).toHaveLength(3);
  });

  it("hides Cancel once the bet's side has closed", async () => {
    api.state.markets = [{ ...api.state.markets[0], closeBet: false, jodiBet: false }];
    renderAt(<BetListPage />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'KALYAN' })).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });
});
