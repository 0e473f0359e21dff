import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '@/config/env';
import { registerNavigator } from '@/lib/navigation';
import { useNotificationsStore } from '@/stores/notifications-store';
import { useSessionStore } from '@/stores/session-store';
import { jsonResponse, loginExample } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { SignInForm } from './sign-in-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  setConfigForTests({ domain: 'site.test' });
  vi.stubGlobal('fetch', fetchMock);
  registerNavigator(vi.fn());
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSessionStore.getState().reset();
  useNotificationsStore.setState({ toasts: [] });
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));

describe('sign-in form', () => {
  it('shows the notes of the sign-in page', () => {
    renderAt(<SignInForm onSignedIn={vi.fn()} />);
    expect(screen.getByText('This Website is not for Indian Territory')).toBeTruthy();
    expect(screen.getByText('18+ Only')).toBeTruthy();
  });

  it('shows both blank messages and sends nothing when submitted empty', () => {
    renderAt(<SignInForm onSignedIn={vi.fn()} />);
    submit();
    expect(screen.getByText('User Name can not be blank!')).toBeTruthy();
    expect(screen.getByText('User Password can not be blank!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing while the password is empty', () => {
    renderAt(<SignInForm onSignedIn={vi.fn()} />);
    fill('Username', 'demo');
    submit();
    expect(screen.queryByText('User Name can not be blank!')).toBeNull();
    expect(screen.getByText('User Password can not be blank!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles the password between hidden and shown', () => {
    renderAt(<SignInForm onSignedIn={vi.fn()} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
  });

  it('logs a client in with the username upper-cased, isClient and host, and stores user_id', async () => {
    fetchMock.mockResolvedValue(jsonResponse(loginExample));
    const onSignedIn = vi.fn();
    renderAt(<SignInForm onSignedIn={onSignedIn} />);
    fill('Username', 'demo');
    fill('Password', 'demo1234');
    submit();

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toEqual({ username: 'DEMO', password: 'demo1234', isClient: true, host: 'site.test' });
    expect(useSessionStore.getState().session?.token).toBe(loginExample.token);
    expect(JSON.parse(localStorage.getItem('user_id') ?? '{}').token).toBe(loginExample.token);
    expect(localStorage.getItem('matchBetPlaceModal')).toBe('true');
    expect(JSON.parse(localStorage.getItem('betChipsData') ?? '{}')).toMatchObject({ '1000': 1000 });
    expect(localStorage.getItem('rateReffrenec')).toBe('0.01');
  });

  it("refuses a non-client with 'You Are Not Authorised' and returns to /signin after 1 second", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const navigate = vi.fn();
    registerNavigator(navigate);
    window.history.replaceState(null, '', '/somewhere');
    fetchMock.mockResolvedValue(
      jsonResponse({ ...loginExample, data: { ...loginExample.data, userType: 'agent' } }),
    );
    const onSignedIn = vi.fn();
    renderAt(<SignInForm onSignedIn={onSignedIn} />);
    fill('Username', 'agent1');
    fill('Password', 'secret');
    submit();

    await waitFor(() =>
      expect(useNotificationsStore.getState().toasts.map((t) => t.message)).toContain(
        'You Are Not Authorised',
      ),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
    window.history.replaceState(null, '', '/');
  });
});
