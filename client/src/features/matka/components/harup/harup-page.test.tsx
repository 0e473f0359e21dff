import { MATKA_MESSAGES } from '@esk/contracts/catalog/matka';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationsStore } from '@/stores/notifications-store';
import { fakeMatkaApi, HARUP_EXAMPLE } from '@/testing/fake-matka-api';
import { signInForTests } from '@/testing/fixtures';
import { tileIn, tilesIn } from '@/testing/matka-grid';
import { renderAt } from '@/testing/render';
import { useMatkaSlipStore } from '../../stores/matka-slip-store';
import { HarupRoutePage } from './harup-route-page';

let api: ReturnType<typeof fakeMatkaApi>;
const toasts = () => useNotificationsStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-18T06:30:00Z'), shouldAdvanceTime: true });
  api = fakeMatkaApi();
  // DISAWAR: 23:00 to 04:30 (extendedCloseDay 1), closeBet off.
  api.state.market = { ...HARUP_EXAMPLE };
  vi.stubGlobal('fetch', api.fetchMock);
  signInForTests();
  useMatkaSlipStore.getState().reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Harup page (spec 002 §2)', () => {
  it('shows the short name, today, and the close dated tomorrow; tab 1 is the 01-100 JODI grid', async () => {
    renderAt(<HarupRoutePage marketEvent="7005" />);
    const grid = await screen.findByTestId('number-grid');
    const header = screen.getByTestId('market-header');
    expect(within(header).getByRole('heading').textContent).toBe('DISAWAR');
    expect(screen.getByTestId('market-date').textContent).toBe('18-11-2026');
    expect(screen.getByTestId('market-close').textContent).toBe('04:30 (19-11-2026)');
    const tiles = tilesIn(grid);
    expect(tiles).toHaveLength(100);
    expect(tiles[0]?.textContent).toMatch(/^01/);
    expect(tiles[99]?.textContent).toMatch(/^100/);
    fireEvent.click(tileIn(grid, '07'));
    expect(useMatkaSlipStore.getState().selection).toEqual({
      matkaEventId: '7005',
      gameType: 'JODI',
      betType: 'JODI',
      betNumber: '07',
    });
  });

  it('gates Andar by openBet and Bahar by closeBet on tab 2, digits shown 01 to 10', async () => {
    renderAt(<HarupRoutePage marketEvent="7005" />);
    await screen.findByTestId('number-grid');
    const tabs = screen.getByRole('group', { name: 'Harup games' });
    fireEvent.click(within(tabs).getByRole('button', { name: 'Harup Andar Bahar' }));
    const [andar, bahar] = screen.getAllByTestId('number-grid') as [HTMLElement, HTMLElement];
    expect(
      within(andar)
        .getAllByRole('button')
        .map((tile) => tile.textContent?.trim()),
    ).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    fireEvent.click(tileIn(bahar, '4', '04'));
    expect(toasts()).toEqual([MATKA_MESSAGES.betTimeout]);
    fireEvent.click(tileIn(andar, '10'));
    expect(useMatkaSlipStore.getState().selection).toMatchObject({
      gameType: 'HAROOP_ANDAR',
      betType: 'HAROOP_ANDAR',
      betNumber: '10',
    });
  });

  it('refuses the JODI grid without jodiBet', async () => {
    api.state.market = { ...HARUP_EXAMPLE, jodiBet: false };
    renderAt(<HarupRoutePage marketEvent="7005" />);
    const grid = await screen.findByTestId('number-grid');
    fireEvent.click(tileIn(grid, '55'));
    await waitFor(() => expect(toasts()).toEqual([MATKA_MESSAGES.jodiClosed]));
  });
});
