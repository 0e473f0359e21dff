import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { signInForTests } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { RequireAuth } from './require-auth';
import { RootRedirect } from './root-redirect';

const routes = [
  { path: '/', element: <RootRedirect /> },
  { path: '/signin', element: <p>sign-in page</p> },
  {
    path: '/main/*',
    element: (
      <RequireAuth>
        <p>private page</p>
      </RequireAuth>
    ),
  },
];

describe('auth guard', () => {
  it('sends a logged-out user from a private route to /signin', async () => {
    const { router } = renderRoutes(routes, '/main/ledger');
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('lets a signed-in client through', async () => {
    signInForTests();
    const { router } = renderRoutes(routes, '/main/ledger');
    expect(await screen.findByText('private page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/main/ledger');
  });

  it('holds a user who never changed the password on /main/changepassword', async () => {
    signInForTests({ isPasswordChanged: false });
    const { router } = renderRoutes(routes, '/main/dashboard');
    await screen.findByText('private page');
    expect(router.state.location.pathname).toBe('/main/changepassword');
  });

  it('restores the session from user_id after a reload', () => {
    signInForTests({ username: 'C1234' });
    const stored = JSON.parse(localStorage.getItem('user_id') ?? '{}');
    expect(stored.token).toBeTruthy();
    expect(stored.data.username).toBe('C1234');
  });
});

describe('root redirect', () => {
  it('sends a logged-out user to /signin', async () => {
    const { router } = renderRoutes(routes, '/');
    await screen.findByText('sign-in page');
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('sends a signed-in user to /main/dashboard without a remembered path', async () => {
    signInForTests();
    const { router } = renderRoutes(routes, '/');
    await screen.findByText('private page');
    expect(router.state.location.pathname).toBe('/main/dashboard');
  });

  it('sends a signed-in user back to the remembered entry path, unless it was the sign-in page', async () => {
    signInForTests();
    sessionStorage.setItem('entryPath', '/main/ledger');
    const first = renderRoutes(routes, '/');
    await screen.findByText('private page');
    expect(first.router.state.location.pathname).toBe('/main/ledger');
    first.unmount();

    sessionStorage.setItem('entryPath', '/signin');
    const second = renderRoutes(routes, '/');
    await screen.findByText('private page');
    expect(second.router.state.location.pathname).toBe('/main/dashboard');
    useSessionStore.getState().reset();
  });
});
