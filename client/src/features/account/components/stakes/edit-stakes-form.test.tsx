import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationsStore } from '@/stores/notifications-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { EditStakesForm } from './edit-stakes-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const input = (n: number) => screen.getByLabelText(`Stake Value ${n}:`) as HTMLInputElement;

describe('edit stakes', () => {
  it('shows one input per saved chip', () => {
    signInForTests();
    usePreferencesStore.getState().setBetChips({ '100': 100, '500': 500, '1000': 1000 });
    renderAt(<EditStakesForm />);
    expect(input(1).value).toBe('100');
    expect(input(3).value).toBe('1000');
    expect(screen.queryByLabelText('Stake Value 4:')).toBeNull();
  });

  it('refuses non-digits and more than 10 digits with only a console note; empty is allowed', () => {
    signInForTests();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<EditStakesForm />);
    fireEvent.change(input(1), { target: { value: '12a' } });
    expect(input(1).value).toBe('1000');
    fireEvent.change(input(1), { target: { value: '12345678901' } });
    expect(input(1).value).toBe('1000');
    expect(error).toHaveBeenCalledWith('Please enter a valid integer value with up to 10 digits.');
    fireEvent.change(input(1), { target: { value: '' } });
    expect(input(1).value).toBe('');
    expect(useNotificationsStore.getState().toasts).toEqual([]);
  });

  it('SAVE sends user/userUpdate, then stores the chips and toasts', async () => {
    const { data } = signInForTests();
    fetchMock.mockResolvedValue(jsonResponse(examplesOf(calls.user.userUpdate)[0].response));
    renderAt(<EditStakesForm />);
    fireEvent.change(input(1), { target: { value: '1500' } });
    fireEvent.change(input(2), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(usePreferencesStore.getState().betChips['1000']).toBe(1500));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/v1\/user\/userUpdate$/);
    expect(init?.method).toBe('PATCH');
    const body = JSON.parse(String(init?.body));
    expect(body.userId).toBe(data.userId);
    expect(body.betChipsData).toMatchObject({ '1000': 1500, '5000': 5000 });
    expect(body.betChipsData).not.toHaveProperty('2000');
    expect(JSON.parse(localStorage.getItem('betChipsData') ?? '{}')['1000']).toBe(1500);
    expect(useNotificationsStore.getState().toasts).toMatchObject([
      { tone: 'success', message: 'User updated successfully' },
    ]);
  });
});
