import { ODD_EVEN_MESSAGES } from '@esk/contracts/catalog/matka';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationsStore } from '@/stores/notifications-store';
import { betRow, fakeMatkaApi } from '@/testing/fake-matka-api';
import { signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { GamePage } from './game-page';

let api: ReturnType<typeof fakeMatkaApi>;
const toasts = () => useNotificationsStore.getState().toasts.map((toast) => toast.message);
const press = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }));
const amount = () => screen.getByLabelText('Amount') as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-18T06:30:00Z'), shouldAdvanceTime: true });
  api = fakeMatkaApi();
  vi.stubGlobal('fetch', api.fetchMock);
  signInForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function open() {
  renderAt(<GamePage gameType="ODD_EVEN" matkaEventId="7001" />);
  // A text query while waiting: a role query polled until the page loads costs far more.
  await screen.findByText('Place Bet');
}

describe('the Odd-Even page (spec 002 §5)', () => {
  it('names the first missing choice in order: market type, game type, amount', async () => {
    await open();
    press('Place Bet');
    expect(screen.getByTestId('missing-marketType').textContent).toBe(ODD_EVEN_MESSAGES.selectMarketType);
    press('Open Market');
    press('Place Bet');
    expect(screen.getByTestId('missing-choice').textContent).toBe(ODD_EVEN_MESSAGES.selectGameType);
    press(/^ODD/);
    press('Place Bet');
    expect(screen.getByTestId('missing-amount').textContent).toBe(ODD_EVEN_MESSAGES.enterAmount);
    expect(document.activeElement).toBe(amount());
    expect(api.requests('matka/matkaPlaceBet')).toHaveLength(0);
  });

  it('says which choice comes first when one is made out of order', async () => {
    await open();
    press(/^EVEN/);
    expect(toasts()).toEqual([ODD_EVEN_MESSAGES.pleaseSelectMarketType]);
    expect(screen.getByRole('button', { name: /^EVEN/ }).getAttribute('aria-pressed')).toBe('false');
    press('Close Market');
    fireEvent.change(amount(), { target: { value: '50' } });
    expect(toasts()).toContain(ODD_EVEN_MESSAGES.pleaseSelectGameType);
    expect(amount().value).toBe('');
  });

  it('places gameType ODD_EVEN with the market type as betType and ODD/EVEN as betNumber', async () => {
    await open();
    press('Close Market');
    press(/^EVEN/);
    fireEvent.change(amount(), { target: { value: '0250' } });
    expect(amount().value).toBe('250');
    api.state.bets = [betRow({ gameType: 'ODD_EVEN', betType: 'CLOSE', betNumber: 'EVEN', amount: 250 })];
    press('Place Bet');
    await waitFor(() => expect(toasts()).toEqual(['Bet Successful']));
    expect(api.requests('matka/matkaPlaceBet')[0]?.body).toEqual({
      matkaEventId: '7001',
      gameType: 'ODD_EVEN',
      betType: 'CLOSE',
      betNumber: 'EVEN',
      amount: 250,
    });
    expect(amount().value).toBe('');
    // EVEN pays 250 x 0.9; ODD would lose the stake.
    const even = screen.getByRole('button', { name: /^EVEN/ });
    await waitFor(() => expect(even.textContent).toContain('+225'));
    expect(screen.getByRole('button', { name: /^ODD/ }).textContent).toContain('-250');
    expect(within(screen.getByTestId('today-bets')).getByText('EVEN')).toBeTruthy();
  });

  it("refuses with the market's gate before sending: only the open sides are offered, betStatus off says so", async () => {
    api.state.market = { ...api.state.market, betStatus: false, closeBet: false };
    await open();
    expect(screen.queryByRole('button', { name: 'Close Market' })).toBeNull();
    press('Open Market');
    press(/^ODD/);
    fireEvent.change(amount(), { target: { value: '100' } });
    press('Place Bet');
    expect(toasts()).toEqual(['Your Bet is Closed Please Connect With Upline']);
    expect(api.requests('matka/matkaPlaceBet')).toHaveLength(0);
  });
});
