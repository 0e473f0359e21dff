/**
 * Issue 17: the sports screens render from minimal bodies (every call answered with only the
 * fields its contract requires) without a drift message.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectSettledWithoutDrift, SLOW_WAIT, withMinimalApi } from '@/testing/minimal-api';
import { renderRoutes } from '@/testing/render';
import { MatchDetailsRoute } from './match-details';
import { MatchesRoute } from './matches';
import { PendingBetsRoute } from './pending-bets';

// The area's pages (loaded eagerly: a lazy chunk's first import is slow on a busy machine).
const routes = [
  { path: '/main/matches', element: <MatchesRoute /> },
  { path: '/main/match-deatils/:marketId?/:eventId?', element: <MatchDetailsRoute /> },
  { path: '/main/pending-bets', element: <PendingBetsRoute /> },
];

const driftLogs = withMinimalApi();

describe('sports screens from minimal bodies', () => {
  it('lists the in-play match', async () => {
    renderRoutes(routes, '/main/matches');
    expect(await screen.findByRole('link', { name: /India v Australia/ }, SLOW_WAIT)).toBeTruthy();
    await expectSettledWithoutDrift(driftLogs);
  });

  it('shows the match with its bookmaker and session rows and the bets', async () => {
    renderRoutes(routes, '/main/match-deatils/1.245690241/34012345');
    const bookmaker = await screen.findByRole('table', { name: 'Bookmaker' }, SLOW_WAIT);
    expect(await within(bookmaker).findByText('India', {}, SLOW_WAIT)).toBeTruthy();
    const session = screen.getByRole('table', { name: 'Session' });
    expect(await within(session).findByText('6 OVER RUN IND', {}, SLOW_WAIT)).toBeTruthy();
    expect(await screen.findAllByText('4 OVER RUN IND', {}, SLOW_WAIT)).not.toHaveLength(0);
    await expectSettledWithoutDrift(driftLogs);
  });

  it('lists the pending bets', async () => {
    renderRoutes(routes, '/main/pending-bets');
    expect(await screen.findAllByText(/India/, {}, SLOW_WAIT)).not.toHaveLength(0);
    await expectSettledWithoutDrift(driftLogs);
  });
});
