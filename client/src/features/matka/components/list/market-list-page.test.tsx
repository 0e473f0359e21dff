import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMatkaApi } from '@/testing/fake-matka-api';
import { signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { MarketListPage } from './market-list-page';

let api: ReturnType<typeof fakeMatkaApi>;

beforeEach(() => {
  // 23:50 on 18 Nov 2026 at +05:30 (already the 19th nowhere that matters: the date is IST).
  vi.useFakeTimers({ now: Date.parse('2026-11-18T18:20:00Z'), toFake: ['Date'] });
  api = fakeMatkaApi();
  vi.stubGlobal('fetch', api.fetchMock);
  signInForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the matka market list (spec 002 §2)', () => {
  it("lists active markets only, with today's date and open time; a Harup market opens the satta-matkas page", async () => {
    api.state.markets = [
      ...api.state.markets,
      { ...api.state.markets[0], name: 'PAUSED', matkaEventId: '7009', matkaStatus: false },
    ];
    renderAt(<MarketListPage />);
    await waitFor(() => expect(screen.getAllByTestId('matka-market')).toHaveLength(2));
    const [kalyan, harup] = screen.getAllByTestId('matka-market') as [HTMLElement, HTMLElement];
    expect(kalyan.textContent).toContain('KALYAN');
    expect(within(kalyan).getByTestId('market-date').textContent).toBe('18-11-2026');
    expect(kalyan.textContent).toMatch(/Open\s*15:45/);
    expect(kalyan.getAttribute('href')).toBe('/main/matka-type/KALYAN/7001');
    expect(harup.getAttribute('href')).toBe('/main/satta-matkas/7005');
    expect(harup.textContent).toContain('Harup');
    expect(screen.queryByText('PAUSED')).toBeNull();
    expect(screen.getByRole('link', { name: 'Matka Bet List' }).getAttribute('href')).toBe(
      '/main/matka-bet-list',
    );
  });

  it('tells each market state in words before anyone taps', async () => {
    api.state.markets = [
      { ...api.state.markets[0], openBet: false },
      { ...api.state.markets[1], matkaEventId: '7006', betStatus: false },
    ];
    renderAt(<MarketListPage />);
    await waitFor(() => expect(screen.getAllByTestId('market-phase')).toHaveLength(2));
    expect(screen.getAllByTestId('market-phase').map((badge) => badge.textContent)).toEqual([
      'Close market open',
      'Bets closed',
    ]);
  });
});
