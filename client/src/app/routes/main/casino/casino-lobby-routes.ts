/**
 * The casino lobby's routes (spec 001 §2.1, §2.3, §2.4): the lobby, the virtual games, the
 * embedded casino and the international casino. They load lazily into one casino-lobby chunk;
 * the live tables' routes are live-table-routes.ts. `handle.title` is the header's section title.
 */
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RouteHandle } from '../../../layout/use-section-title';

const m = paths.main;
const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

export const CASINO_LOBBY_ROUTES: RouteObject[] = [
  {
    path: m.casino.path,
    handle: handle('title.casino'),
    lazy: () => import('./casino-lobby').then((mod) => ({ Component: mod.CasinoLobbyRoute })),
  },
  {
    path: m.virtualGames.path,
    handle: handle('title.virtualGames'),
    lazy: () => import('./casino-lobby').then((mod) => ({ Component: mod.VirtualGamesRoute })),
  },
  {
    path: m.iframeCasino.path,
    handle: handle('title.iframeCasino'),
    lazy: () => import('./casino-lobby').then((mod) => ({ Component: mod.IframeCasinoRoute })),
  },
  {
    path: m.intCasino.path,
    handle: handle('title.intCasino'),
    lazy: () => import('./casino-lobby').then((mod) => ({ Component: mod.IntCasinoRoute })),
  },
];
