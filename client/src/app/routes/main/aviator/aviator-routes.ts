/**
 * The aviator route (spec 002 §2): /main/aviator/{eventId}; the main menu's tile points to
 * aviator/30303 (the game's own event id, 303031, is what its calls carry). The page and Pixi
 * load only with this route.
 */
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RouteHandle } from '../../../layout/use-section-title';

const handle: RouteHandle = { title: 'title.aviator' };

export const AVIATOR_ROUTES: RouteObject[] = [
  {
    path: paths.main.aviator.path,
    handle,
    lazy: () => import('./aviator').then((mod) => ({ Component: mod.AviatorRoute })),
  },
];
