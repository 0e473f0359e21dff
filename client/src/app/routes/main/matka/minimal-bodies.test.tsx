/**
 * Issue 17: the matka screens render from minimal bodies (every call answered with only the
 * fields its contract requires) without a drift message.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectSettledWithoutDrift, SLOW_WAIT, withMinimalApi } from '@/testing/minimal-api';
import { renderRoutes } from '@/testing/render';
import { MatkaBetListRoute, MatkaListRoute } from './matka-pages';

const routes = [
  { path: '/main/matka-list', element: <MatkaListRoute /> },
  { path: '/main/matka-bet-list', element: <MatkaBetListRoute /> },
];
const driftLogs = withMinimalApi();

describe('matka screens from minimal bodies', () => {
  it('lists the markets', async () => {
    renderRoutes(routes, '/main/matka-list');
    expect(await screen.findAllByText(/KALYAN/i, {}, SLOW_WAIT)).not.toHaveLength(0);
    await expectSettledWithoutDrift(driftLogs);
  });

  it('lists the bets (no profit, loss, _id or flags needed)', async () => {
    renderRoutes(routes, '/main/matka-bet-list');
    expect(await screen.findAllByText(/KALYAN/i, {}, SLOW_WAIT)).not.toHaveLength(0);
    await expectSettledWithoutDrift(driftLogs);
  });
});
