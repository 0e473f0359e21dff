import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerReloader } from '@/lib/navigation';
import { dispatchAccountEvent } from '@/lib/socket/account-events';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { MatchDetailsRoute } from './match-details';

const fetchMock = vi.fn<typeof fetch>();
const MARKET = '1.233426157';
const CACHE = 'http://cache.test/match/1';
const details = (extra: Record<string, unknown> = {}) => ({
  error: false,
  code: 0,
  message: '',
  data: {
    ...examplesOf(calls.sports.sportByMarketId)[1]?.response.data,
    marketId: MARKET,
    socketPerm: false,
    cacheUrl: CACHE,
    status: 'INPLAY',
    isToss: false,
    ...extra,
  },
});
const feed = examplesOf(calls.sports.matchCache)[0].response;
const ok = (data: unknown) => jsonResponse({ error: false, code: 0, message: '', data });

let cacheUp = true;
function serve(detailBody: unknown) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === CACHE) return cacheUp ? jsonResponse(feed) : Promise.reject(new TypeError('down'));
    if (url.includes('sportByMarketId')) {
      return jsonResponse(detailBody);
    }
    if (url.includes('userPosition')) return ok({ oddsPosition: [], sessionPosition: [] });
    if (url.includes('betsList')) return ok({ oddsBetData: [], fancyBetData: [] });
    return ok([]);
  });
}

const routes = [
  { path: '/main/match-deatils/:marketId?/:eventId?', element: <MatchDetailsRoute /> },
  { path: '/main/dashboard', element: <p>dashboard page</p> },
];

beforeEach(() => {
  cacheUp = true;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  signInForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('match details', () => {
  it('polls the cache URL without socketPerm and renders the Bookmaker and Session tables', async () => {
    serve(details());
    renderRoutes(routes, `/main/match-deatils/${MARKET}/34391443`);
    expect(await screen.findByRole('table', { name: 'Bookmaker' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Session' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Toss' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === CACHE)).toBe(true);
    expect(screen.getAllByText('No Bets Available')).toHaveLength(2);
  });

  it('shows the suspended state when a poll fails', async () => {
    cacheUp = false;
    serve(details());
    renderRoutes(routes, `/main/match-deatils/${MARKET}/34391443`);
    expect(await screen.findAllByText('Live rates are not available right now.')).not.toHaveLength(0);
  });

  it('sends a COMPLETED match to the dashboard', async () => {
    serve(details({ status: 'COMPLETED' }));
    const { router } = renderRoutes(routes, `/main/match-deatils/${MARKET}/34391443`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/dashboard'));
  });

  it('reloads the page (the browser) on marketReload for this market only (000 §4)', async () => {
    const reload = vi.fn();
    const undo = registerReloader(reload);
    try {
      serve(details());
      renderRoutes(routes, `/main/match-deatils/${MARKET}/34391443`);
      await screen.findByRole('table', { name: 'Bookmaker' });
      act(() => dispatchAccountEvent('marketReload', { marketId: '1.999' }));
      expect(reload).not.toHaveBeenCalled();
      act(() => dispatchAccountEvent('marketReload', { marketId: MARKET }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      undo();
    }
  });
});
