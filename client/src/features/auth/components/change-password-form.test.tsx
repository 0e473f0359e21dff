import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationsStore } from '@/stores/notifications-store';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { ChangePasswordForm, validatePasswordChange } from './change-password-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Done' }));
const toasts = () => useNotificationsStore.getState().toasts;

describe('change password', () => {
  it('names the first failing rule per field', () => {
    expect(validatePasswordChange({ oldPassword: '', password: '', confirmPassword: '' })).toEqual({
      oldPassword: 'password.oldRequired',
      password: 'password.newRequired',
      confirmPassword: 'password.confirmRequired',
    });
    expect(validatePasswordChange({ oldPassword: 'a', password: 'b', confirmPassword: 'c' })).toEqual({
      confirmPassword: 'password.mismatch',
    });
  });

  it('shows the exact required messages and sends nothing', () => {
    renderAt(<ChangePasswordForm onChanged={vi.fn()} />);
    submit();
    expect(screen.getByText('Please enter your old password!')).toBeTruthy();
    expect(screen.getByText('Please enter your new password!')).toBeTruthy();
    expect(screen.getByText('Please confirm your new password!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a mismatch shows an error notification and sends nothing', () => {
    renderAt(<ChangePasswordForm onChanged={vi.fn()} />);
    fill('Current Password', 'old');
    fill('New Password', 'new-1');
    fill('Confirm Password', 'new-2');
    submit();
    expect(screen.getByText('The two passwords do not match!')).toBeTruthy();
    expect(toasts()).toMatchObject([{ tone: 'error', message: 'The two passwords do not match!' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('PATCHes user/updateUserPassword and shows the server message', async () => {
    signInForTests();
    fetchMock.mockResolvedValue(jsonResponse(examplesOf(calls.user.updateUserPassword)[0].response));
    const onChanged = vi.fn();
    renderAt(<ChangePasswordForm onChanged={onChanged} />);
    fill('Current Password', 'demo1234');
    fill('New Password', 'demo12345');
    fill('Confirm Password', 'demo12345');
    submit();

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/v1\/user\/updateUserPassword$/);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      oldPassword: 'demo1234',
      password: 'demo12345',
    });
    expect(toasts()).toMatchObject([{ tone: 'success', message: 'Password changed successfully' }]);
  });
});
