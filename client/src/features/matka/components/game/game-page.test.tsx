import { MATKA_MESSAGES } from '@esk/contracts/catalog/matka';
import { getMatkaByMatkaEventId } from '@esk/contracts/http/matka';
import { userBalance } from '@esk/contracts/http/user';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import { useDomainSettingStore } from '@/stores/domain-setting-store';
import { useNotificationsStore } from '@/stores/notifications-store';
import { betRow, fakeMatkaApi } from '@/testing/fake-matka-api';
import { signInForTests } from '@/testing/fixtures';
import { tileIn, tilesIn } from '@/testing/matka-grid';
import { renderAt } from '@/testing/render';
import { useMatkaSlipStore } from '../../stores/matka-slip-store';
import { GamePage } from './game-page';

let api: ReturnType<typeof fakeMatkaApi>;
const toasts = () => useNotificationsStore.getState().toasts.map((toast) => toast.message);
// Role queries stay inside small parts of the page: over its 100-120 tiles each takes seconds in jsdom.
const tile = (number: string) => tileIn(screen.getByTestId('number-grid'), number);
const marketType = () => within(screen.getByTestId('market-type'));
const pickMarketType = (name: 'Open Market' | 'Close Market') =>
  fireEvent.click(marketType().getByRole('button', { name }));
const inSlip = (name: string) =>
  fireEvent.click(within(screen.getByTestId('bet-slip')).getByRole('button', { name }));

beforeEach(() => {
  // Wednesday 18 Nov 2026, 12:00 at +05:30; timers run, and the tests may jump them.
  vi.useFakeTimers({ now: Date.parse('2026-11-18T06:30:00Z'), shouldAdvanceTime: true });
  api = fakeMatkaApi();
  vi.stubGlobal('fetch', api.fetchMock);
  signInForTests();
  useMatkaSlipStore.getState().reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The shell's balance query (the wallet feature's key); a bet must refresh it. */
function Balance() {
  useQuery({ queryKey: callKey(userBalance), queryFn: () => callApi(userBalance, {}) });
  return null;
}

async function open(gameType: Parameters<typeof GamePage>[0]['gameType']) {
  const view = renderAt(
    <>
      <GamePage gameType={gameType} matkaEventId="7001" />
      <Balance />
    </>,
  );
  await screen.findByTestId('number-grid');
  return view;
}

describe('a matka game page', () => {
  it("shows the single digit at 9.5 minus the domain's global offset (002 §2)", async () => {
    useDomainSettingStore.setState({ setting: { globalOffset: 0.5 } });
    try {
      await open('SINGLE');
      expect(screen.getByTestId('market-rate').textContent).toBe('9');
    } finally {
      useDomainSettingStore.setState({ setting: null });
    }
  });

  it('shows the market name with the game suffix, times, Min/Max, the rate and every number', async () => {
    await open('SINGLE_PATTI');
    const header = screen.getByTestId('market-header');
    expect(within(header).getByRole('heading').textContent).toBe('KALYAN-SINGLE-PATTI');
    expect(header.textContent).toContain('18-11-2026');
    expect(screen.getByTestId('market-open').textContent).toBe('15:45');
    expect(screen.getByTestId('market-close').textContent).toBe('17:45');
    expect(header.textContent).toMatch(/Min\s*10/i);
    expect(header.textContent).toMatch(/Max\s*10000/i);
    expect(screen.getByTestId('market-rate').textContent).toBe('150');
    expect(tilesIn(screen.getByTestId('number-grid'))).toHaveLength(120);
    expect(screen.getByRole('heading', { name: 'Group 0' })).toBeTruthy();
    // Today's bets of this market and game page, as the spec's call shape.
    await waitFor(() => expect(api.requests('matka/matkaBetList')).not.toHaveLength(0));
    expect(api.requests('matka/matkaBetList')[0]?.body).toEqual({
      fromDate: '2026-11-18',
      toDate: '2026-11-18',
      matkaEventId: '7001',
      gameType: 'singlePatti',
      isDeleted: false,
    });
  });

  it('asks for the market type first, offers only the open sides, and times out a side that closed', async () => {
    const { queryClient } = await open('SINGLE');
    fireEvent.click(tile('5'));
    expect(toasts()).toEqual([MATKA_MESSAGES.selectMarketType]);
    expect(useMatkaSlipStore.getState().selection).toBeNull();

    pickMarketType('Open Market');
    // The open side closes while the page is open (the market is polled).
    act(() =>
      queryClient.setQueryData(callKey(getMatkaByMatkaEventId, { matkaEventId: '7001' }), (market) =>
        market ? { ...market, openBet: false } : market,
      ),
    );
    await waitFor(() => expect(marketType().queryByRole('button', { name: 'Open Market' })).toBeNull());
    expect(screen.getByText('Your market type has closed: choose another.')).toBeTruthy();
    fireEvent.click(tile('5'));
    expect(toasts()).toContain(MATKA_MESSAGES.betTimeout);
    expect(useMatkaSlipStore.getState().selection).toBeNull();
  });

  it("says 'Your Bet is Closed Please Connect With Upline' when betStatus is off", async () => {
    api.state.market = { ...api.state.market, betStatus: false };
    await open('TRIPLE_PATTI');
    expect(screen.getByTestId('market-phase').textContent).toBe('Bets closed');
    pickMarketType('Close Market');
    fireEvent.click(tile('777'));
    expect(toasts()).toEqual([MATKA_MESSAGES.betClosed]);
  });

  it("bets CLOSE on the Jodi page without a market type, and refuses with 'Jodi Status Closed'", async () => {
    api.state.market = { ...api.state.market, jodiBet: false };
    const { queryClient } = await open('JODI');
    // No market type on the Jodi page.
    expect(screen.queryByText('Open Market')).toBeNull();
    expect(screen.queryByText('Close Market')).toBeNull();
    fireEvent.click(tile('07'));
    expect(toasts()).toEqual([MATKA_MESSAGES.jodiClosed]);
    act(() =>
      queryClient.setQueryData(callKey(getMatkaByMatkaEventId, { matkaEventId: '7001' }), (market) =>
        market ? { ...market, jodiBet: true } : market,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('number-grid').className).not.toMatch(/closed/i));
    fireEvent.click(tile('07'));
    expect(useMatkaSlipStore.getState().selection).toEqual({
      matkaEventId: '7001',
      gameType: 'JODI',
      betType: 'CLOSE',
      betNumber: '07',
    });
  });

  it("opens the slip with stake '0' and 7 seconds, strips a leading zero, and closes at 0", async () => {
    await open('SINGLE');
    pickMarketType('Close Market');
    fireEvent.click(tile('5'));
    const slip = screen.getByTestId('bet-slip');
    const amount = within(slip).getByLabelText('Amount') as HTMLInputElement;
    expect(amount.value).toBe('0');
    expect(within(slip).getByRole('timer').textContent).toBe('7');
    expect(slip.textContent).toContain('CLOSE');
    expect(slip.textContent).toContain('Single 5');
    expect(within(slip).getByTestId('slip-rate').textContent).toBe('9.5');
    fireEvent.change(amount, { target: { value: '05' } });
    expect(amount.value).toBe('5');
    expect(tile('5').getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(7_000));
    expect(screen.queryByTestId('bet-slip')).toBeNull();
  });

  it("places the payload once with an Idempotency-Key, toasts 'Bet Successful', reloads the bets and the balance", async () => {
    await open('SINGLE');
    pickMarketType('Open Market');
    fireEvent.click(tile('5'));
    const before = api.requests('matka/matkaBetList').length;
    const balanceBefore = api.requests('user/userBalance').length;
    api.state.bets = [betRow({ betNumber: '5', amount: 100 })];
    fireEvent.change(within(screen.getByTestId('bet-slip')).getByLabelText('Amount'), {
      target: { value: '100' },
    });
    inSlip('Done');
    await waitFor(() => expect(toasts()).toEqual([MATKA_MESSAGES.betSuccess]));
    const placed = api.requests('matka/matkaPlaceBet');
    expect(placed).toHaveLength(1);
    expect(placed[0]?.body).toEqual({
      matkaEventId: '7001',
      gameType: 'SINGLE',
      betType: 'OPEN',
      betNumber: '5',
      amount: 100,
    });
    expect(placed[0]?.headers['Idempotency-Key']).toMatch(/.{8,}/);
    expect(screen.queryByTestId('bet-slip')).toBeNull();
    await waitFor(() => expect(api.requests('matka/matkaBetList').length).toBeGreaterThan(before));
    await waitFor(() => expect(api.requests('user/userBalance').length).toBeGreaterThan(balanceBefore));
    // The P&L under each number follows the new bet: 5 wins 850, the others lose 100.
    await waitFor(() => expect(within(tile('5')).getByTestId('tile-pnl').textContent).toBe('P&L +850'));
    expect(within(tile('3')).getByTestId('tile-pnl').textContent).toBe('P&L -100');
    // The bet is listed with its Market Type.
    expect(screen.getByTestId('today-bets').textContent).toContain('OPEN');
  });

  it('shows the server message when the bet is refused, and the spec text when no answer came', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.state.placeReply = {
      error: false,
      code: 0,
      message: '',
      data: { error: true, message: 'Matka Bet Timeout' },
    };
    await open('SINGLE');
    pickMarketType('Open Market');
    fireEvent.click(tile('2'));
    inSlip('1000');
    inSlip('Done');
    await waitFor(() => expect(toasts()).toContain('Matka Bet Timeout'));
    api.fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('offline');
    });
    fireEvent.click(tile('2'));
    inSlip('1000');
    inSlip('Done');
    await waitFor(() => expect(toasts()).toContain(MATKA_MESSAGES.betRequestFailed));
  });

  it("says 'Something went wrong' when the market cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    renderAt(<GamePage gameType="SINGLE" matkaEventId="7001" />);
    await waitFor(() => expect(toasts()).toEqual([MATKA_MESSAGES.lookupFailed]));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
