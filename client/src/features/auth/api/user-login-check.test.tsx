import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { useLoginCheck } from './user-login-check';

const fetchMock = vi.fn<typeof fetch>();

function Probe() {
  useLoginCheck();
  return null;
}

const answer = (data: Record<string, unknown>) =>
  jsonResponse({ error: false, code: 0, message: 'User is logged in', data });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the shell’s login check (user/userLoginCheck)', () => {
  it('asks with the user id and keeps a live session', async () => {
    const body = signInForTests();
    fetchMock.mockResolvedValue(
      answer({ isLogin: true, userId: body.data.userId, userType: 'client', isPasswordChanged: true }),
    );
    renderAt(<Probe />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/v1\/user\/userLoginCheck$/);
    expect(JSON.parse(String(init?.body))).toEqual({ userId: body.data.userId });
    expect(useSessionStore.getState().session?.token).toBe(body.token);
  });

  it('signs out when the server says the user is not logged in', async () => {
    const body = signInForTests();
    fetchMock.mockResolvedValue(
      answer({ isLogin: false, userId: body.data.userId, userType: 'client', isPasswordChanged: true }),
    );
    renderAt(<Probe />);
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('takes a password reset elsewhere into the session and its stored record', async () => {
    const body = signInForTests({ isPasswordChanged: true });
    fetchMock.mockResolvedValue(
      answer({ isLogin: true, userId: body.data.userId, userType: 'client', isPasswordChanged: false }),
    );
    renderAt(<Probe />);
    await waitFor(() => expect(useSessionStore.getState().session?.user.isPasswordChanged).toBe(false));
    expect(JSON.parse(localStorage.getItem('user_id') ?? '{}').data.isPasswordChanged).toBe(false);
  });
});
