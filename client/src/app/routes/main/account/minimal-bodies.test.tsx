/**
 * Issue 17: the account screens render from minimal bodies (every call answered with only the
 * fields its contract requires) without a drift message.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectSettledWithoutDrift, SLOW_WAIT, withMinimalApi } from '@/testing/minimal-api';
import { renderRoutes } from '@/testing/render';
import { LedgerCasinoDetailsRoute } from './casino-ledger-details';
import { LedgerRoute } from './ledger';
import { LedgerDetailsRoute } from './ledger-details';
import { ProfileRoute } from './profile';
import { StatementRoute } from './statement';

// The area's pages (loaded eagerly: a lazy chunk's first import is slow on a busy machine).
const routes = [
  { path: '/main/profile', element: <ProfileRoute /> },
  { path: '/main/statement/:userId?', element: <StatementRoute /> },
  { path: '/main/ledger', element: <LedgerRoute /> },
  { path: '/main/ledger-details/:marketId?', element: <LedgerDetailsRoute /> },
  {
    path: '/main/ledger-casino-details/:eventId?/:ledgerType?/:date?',
    element: <LedgerCasinoDetailsRoute />,
  },
];

const driftLogs = withMinimalApi();

describe('account screens from minimal bodies', () => {
  it('shows the statement rows (no balanceAmount or totalCount needed)', async () => {
    renderRoutes(routes, '/main/statement');
    expect(await screen.findByText('Deposit by upline', {}, SLOW_WAIT)).toBeTruthy();
    expect(screen.getByText('India v Australia / Bookmaker / Won')).toBeTruthy();
    await expectSettledWithoutDrift(driftLogs);
  });

  it('shows the ledger rows', async () => {
    renderRoutes(routes, '/main/ledger');
    expect(await screen.findByText('Lucky 7', {}, SLOW_WAIT)).toBeTruthy();
    expect(screen.getAllByText(/India v Australia/).length).toBeGreaterThan(0);
    await expectSettledWithoutDrift(driftLogs);
  });

  it('shows the ledger details of a match', async () => {
    renderRoutes(routes, '/main/ledger-details/1.234567890');
    expect(await screen.findByText('Fancy Bets', {}, SLOW_WAIT)).toBeTruthy();
    await expectSettledWithoutDrift(driftLogs);
  });

  it('shows the diamond casino report of a ledger entry', async () => {
    renderRoutes(routes, '/main/ledger-casino-details/3032/diamondCasino/1763661600000');
    expect(await screen.findAllByText(/Casino Plus Minus/i, {}, SLOW_WAIT)).not.toHaveLength(0);
    await expectSettledWithoutDrift(driftLogs);
  });

  it('shows the profile', async () => {
    renderRoutes(routes, '/main/profile');
    expect(await screen.findAllByText(/Rate Information/i, {}, SLOW_WAIT)).not.toHaveLength(0);
    await expectSettledWithoutDrift(driftLogs);
  });
});
