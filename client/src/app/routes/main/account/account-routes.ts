/**
 * The account screens' routes (spec 000 §2): profile/settings, statement, ledger, complete
 * games, ledger details, the two casino ledger reports, free games and the stake editor.
 * Each page loads lazily into the account chunk; `handle.title` is the header's section title.
 */
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RouteHandle } from '../../../layout/use-section-title';

const m = paths.main;
const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

export const ACCOUNT_ROUTES: RouteObject[] = [
  {
    path: m.profile.path,
    handle: handle('title.profile'),
    lazy: () => import('./profile').then((mod) => ({ Component: mod.ProfileRoute })),
  },
  {
    path: m.settings.path,
    handle: handle('title.settings'),
    lazy: () => import('./profile').then((mod) => ({ Component: mod.ProfileRoute })),
  },
  {
    path: m.statement.path,
    handle: handle('title.statement'),
    lazy: () => import('./statement').then((mod) => ({ Component: mod.StatementRoute })),
  },
  {
    path: m.ledger.path,
    handle: handle('title.ledger'),
    lazy: () => import('./ledger').then((mod) => ({ Component: mod.LedgerRoute })),
  },
  {
    path: m.completeGame.path,
    handle: handle('title.completeGame'),
    lazy: () => import('./ledger').then((mod) => ({ Component: mod.CompleteGameRoute })),
  },
  {
    path: m.ledgerDetails.path,
    handle: handle('title.ledgerDetails'),
    lazy: () => import('./ledger-details').then((mod) => ({ Component: mod.LedgerDetailsRoute })),
  },
  {
    path: m.ledgerCasinoDetails.path,
    handle: handle('title.ledgerCasinoDetails'),
    lazy: () =>
      import('./casino-ledger-details').then((mod) => ({ Component: mod.LedgerCasinoDetailsRoute })),
  },
  {
    path: m.internationalLedgerCasinoDetails.path,
    handle: handle('title.internationalLedgerCasinoDetails'),
    lazy: () =>
      import('./casino-ledger-details').then((mod) => ({
        Component: mod.InternationalLedgerCasinoDetailsRoute,
      })),
  },
  {
    path: m.freeGame.path,
    handle: handle('title.freeGame'),
    lazy: () => import('./free-game').then((mod) => ({ Component: mod.FreeGameRoute })),
  },
  {
    path: m.editStakes.path,
    handle: handle('title.editStakes'),
    lazy: () => import('./edit-stakes').then((mod) => ({ Component: mod.EditStakesRoute })),
  },
];
