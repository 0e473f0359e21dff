/**
 * The route table. Public: /signin (and the error pages). Everything under /main needs a
 * session (RequireAuth) and renders inside the AppShell; `handle.title` is the header's
 * section title. The shell and every screen load lazily, so /signin fetches neither the
 * shell (socket, polls, header, menu) nor any page, and each area is its own chunk.
 */
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAuth } from './guards/require-auth';
import { RootRedirect } from './guards/root-redirect';
import type { RouteHandle } from './layout/use-section-title';
import { ACCOUNT_ROUTES } from './routes/main/account/account-routes';
import { AVIATOR_ROUTES } from './routes/main/aviator/aviator-routes';
import { CASINO_LOBBY_ROUTES } from './routes/main/casino/casino-lobby-routes';
import { LIVE_TABLE_ROUTES } from './routes/main/casino/live-table-routes';
import { MATKA_ROUTES } from './routes/main/matka/matka-routes';
import { SPORTS_ROUTES } from './routes/main/sports/sports-routes';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { ServerErrorRoute } from './routes/server-error';
import { SignInRoute } from './routes/signin';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

const mainRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.main.dashboard.href()} replace /> },
  {
    path: paths.main.dashboard.path,
    handle: handle('title.dashboard'),
    lazy: () => import('./routes/main/dashboard').then((m) => ({ Component: m.DashboardRoute })),
  },
  {
    path: paths.main.rules.path,
    handle: handle('title.rules'),
    lazy: () => import('./routes/main/rules').then((m) => ({ Component: m.RulesRoute })),
  },
  {
    path: paths.main.changePassword.path,
    handle: handle('title.changePassword'),
    lazy: () => import('./routes/main/change-password').then((m) => ({ Component: m.ChangePasswordRoute })),
  },
  ...ACCOUNT_ROUTES,
  ...SPORTS_ROUTES,
  ...AVIATOR_ROUTES,
  ...MATKA_ROUTES,
  ...CASINO_LOBBY_ROUTES,
  ...LIVE_TABLE_ROUTES,
  { path: '*', element: <NotFoundRoute /> },
];

export const routes: RouteObject[] = [
  { path: paths.root.path, element: <RootRedirect />, errorElement: <RouteError /> },
  { path: paths.signin.path, element: <SignInRoute />, errorElement: <RouteError /> },
  { path: paths.notFound.path, element: <NotFoundRoute /> },
  { path: paths.serverError.path, element: <ServerErrorRoute /> },
  {
    path: '/main',
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        lazy: () => import('./layout/app-shell').then((m) => ({ Component: m.AppShell })),
        // A pathless layer so a page error keeps the shell around the 500 page.
        children: [{ errorElement: <RouteError />, children: mainRoutes }],
      },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

export const createAppRouter = () => createBrowserRouter(routes);
