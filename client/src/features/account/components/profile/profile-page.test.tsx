import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationsStore } from '@/stores/notifications-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { ProfilePage } from './profile-page';
import { rateChoice } from './rate-difference-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const toasts = () => useNotificationsStore.getState().toasts;

describe('settings / profile', () => {
  it('reads the stored fraction as a choice of 1 to 5', () => {
    expect(rateChoice(0.02)).toBe(2);
    expect(rateChoice(0.05)).toBe(5);
    expect(rateChoice(0)).toBe(1);
    expect(rateChoice(0.5)).toBe(5);
  });

  it('shows the personal and company tables', () => {
    signInForTests({ username: 'DEMO', name: 'Demo Client' });
    renderAt(<ProfilePage />);
    expect(screen.getByText('DEMO')).toBeTruthy();
    expect(screen.getByText('Demo Client')).toBeTruthy();
    // The role label of the language file (000 §1), in the reader's language.
    expect(screen.getByRole('row', { name: 'Account Type Client' })).toBeTruthy();
    expect(screen.getByText('Help Line No:')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Old Data/ }).getAttribute('href')).toBe(
      'https://old.example.com/',
    );
  });

  it("shows the casino point rate from the user's intCasinoMultiply, 2 when the record has none", () => {
    signInForTests({ intCasinoMultiply: 5 });
    const { unmount } = renderAt(<ProfilePage />);
    expect(screen.getByRole('row', { name: /Casino Point Rate/ }).textContent).toContain(
      '1 Point = ₹5 (10 Points = ₹50)',
    );
    unmount();
    signInForTests({ intCasinoMultiply: undefined });
    renderAt(<ProfilePage />);
    expect(screen.getByRole('row', { name: /Casino Point Rate/ }).textContent).toContain(
      '1 Point = ₹2 (10 Points = ₹20)',
    );
  });

  it('UPDATE sends the chosen rate and stores the answer under rateReffrenec', async () => {
    signInForTests();
    fetchMock.mockResolvedValue(jsonResponse(examplesOf(calls.user.updateRateReffrenece)[0].response));
    renderAt(<ProfilePage />);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(usePreferencesStore.getState().rateReference).toBe(0.02));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/v1\/user\/updateRateReffrenece$/);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ rate: 2 });
    expect(localStorage.getItem('rateReffrenec')).toBe('0.02');
    expect(toasts()).toMatchObject([{ tone: 'success', message: 'Rate updated successfully' }]);
  });

  it('the bet modal switch saves the flag; a failure is only logged', async () => {
    signInForTests();
    usePreferencesStore.getState().setBetModal(true);
    fetchMock.mockResolvedValueOnce(jsonResponse(examplesOf(calls.user.updateBetChipsModal)[0].response));
    renderAt(<ProfilePage />);
    const toggle = screen.getByRole('switch', { name: 'Bet Modal On/Off' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(usePreferencesStore.getState().betModal).toBe(false));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ status: false });
    expect(localStorage.getItem('matchBetPlaceModal')).toBe('false');

    useNotificationsStore.setState({ toasts: [] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: true, code: 1, message: 'Not allowed' }, 400));
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(usePreferencesStore.getState().betModal).toBe(false);
    expect(toasts()).toEqual([]);
  });
});
