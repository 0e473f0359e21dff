import { calls } from '@esk/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '@/config/env';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { IframeCasinoPage } from './iframe-casino-page';
import { VirtualGamePage } from './virtual-game-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the virtual games page', () => {
  it('embeds a provider of its own with the stored login token (001 §2.3)', () => {
    setConfigForTests({ virtualGamesUrl: 'https://games.example.com' });
    const login = signInForTests();
    renderAt(<VirtualGamePage gameName="roultee" />);
    const frame = screen.getByTestId('provider-frame');
    expect(frame.getAttribute('src')).toBe(
      `https://games.example.com/games/roultee?token=${encodeURIComponent(login.token)}`,
    );
    expect(screen.getByRole('heading', { name: 'Roulette' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the API’s own provider at the address casinoLoginUrl gives: no session token in the URL', async () => {
    setConfigForTests({ virtualGamesUrl: '' });
    const login = signInForTests();
    fetchMock.mockResolvedValue(
      jsonResponse({
        error: false,
        code: 0,
        message: 'Success',
        data: { url: '/games/roultee?token=game-1' },
      }),
    );
    renderAt(<VirtualGamePage gameName="roultee" />);
    const frame = await screen.findByTestId('provider-frame');
    expect(frame.getAttribute('src')).toBe('/games/roultee?token=game-1');
    expect(frame.getAttribute('src')).not.toContain(login.token);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(new RegExp(`${calls.user.casinoLoginUrl.path}$`));
    expect(JSON.parse(String(init?.body))).toMatchObject({ gameId: 'roultee', providerName: '' });
  });

  it("says 'No game found' for any other name", () => {
    signInForTests();
    renderAt(<VirtualGamePage gameName="poker" />);
    expect(screen.getByRole('alert').textContent).toContain('No game found');
    expect(screen.queryByTestId('provider-frame')).toBeNull();
  });
});

describe('the embedded casino page', () => {
  it('opens the casino login URL, sent as the spec says, at 98% of the viewport', async () => {
    signInForTests();
    fetchMock.mockResolvedValue(
      jsonResponse({
        error: false,
        code: 0,
        message: 'Success',
        data: { url: 'https://games.example.com/g/3031?t=1' },
      }),
    );
    renderAt(<IframeCasinoPage gameId="3031" />);
    const frame = await screen.findByTestId('provider-frame');
    expect(frame.getAttribute('src')).toBe('https://games.example.com/g/3031?t=1');
    expect(frame.className).toMatch(/viewport98/);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(new RegExp(`${calls.user.casinoLoginUrl.path}$`));
    expect(JSON.parse(String(init?.body))).toEqual({
      gameId: '3031',
      platformId: 'mobile',
      redirectUrl: `${location.origin}/main/dashboard`,
      providerName: 'diamond',
    });
  });

  it('says why a game cannot open and retries on demand', async () => {
    signInForTests();
    fetchMock.mockResolvedValue(jsonResponse({ error: true, code: 1, message: 'No game found: 42' }));
    renderAt(<IframeCasinoPage gameId="42" />);
    expect((await screen.findByRole('alert')).textContent).toContain('No game found: 42');
    fetchMock.mockResolvedValue(
      jsonResponse({ error: false, code: 0, message: 'Success', data: { url: '/games/201206?token=t' } }),
    );
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByTestId('provider-frame')).toBeTruthy());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).providerName).toBe('');
  });
});
