import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationsStore } from '@/stores/notifications-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { BetModalSwitch } from './bet-modal-switch';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  signInForTests();
  usePreferencesStore.getState().setBetModal(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('bet modal switch', () => {
  it('PATCHes the new flag, mirrors it, toasts, and reloads the page after 1 s', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: false, code: 0, message: 'Updated successfully', data: { betChipsModal: true } }),
    );
    const onReload = vi.fn();
    renderAt(<BetModalSwitch onReload={onReload} />);
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/v1/user/updateBetChipsModal');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ status: true });
    expect(localStorage.getItem('matchBetPlaceModal')).toBe('true');
    expect(useNotificationsStore.getState().toasts).toMatchObject([
      { tone: 'success', message: 'Updated successfully' },
    ]);
    expect(onReload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse({ error: true, code: 1, message: 'nope' }));
    renderAt(<BetModalSwitch onReload={vi.fn()} />);
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(useNotificationsStore.getState().toasts).toEqual([]);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });
});
