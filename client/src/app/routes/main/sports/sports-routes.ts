/**
 * The sports screens' routes (spec 000 §2): the match list, match details and pending bets.
 * Each page loads lazily into the sports chunk; `handle.title` is the header's section title.
 */
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RouteHandle } from '../../../layout/use-section-title';

const m = paths.main;
const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

export const SPORTS_ROUTES: RouteObject[] = [
  {
    path: m.matches.path,
    handle: handle('title.matches'),
    lazy: () => import('./matches').then((mod) => ({ Component: mod.MatchesRoute })),
  },
  {
    path: m.matchDetails.path,
    handle: handle('title.matchDetails'),
    lazy: () => import('./match-details').then((mod) => ({ Component: mod.MatchDetailsRoute })),
  },
  {
    path: m.pendingBets.path,
    handle: handle('title.pendingBets'),
    lazy: () => import('./pending-bets').then((mod) => ({ Component: mod.PendingBetsRoute })),
  },
];
