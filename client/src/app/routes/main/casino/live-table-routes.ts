/**
 * The live tables' routes (spec 001 §2.2): /main/{shortName}/{eventId?} for every table of the
 * contracts catalogue. All load one lazy chunk (the casino table kit); `handle.title` is the
 * table's name.
 */
import { LIVE_CASINO_GAMES } from '@esk/contracts/catalog/casino-games';
import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { gameTitleKey } from '@/i18n/game-titles';
import type { RouteHandle } from '../../../layout/use-section-title';

export const LIVE_TABLE_ROUTES: RouteObject[] = LIVE_CASINO_GAMES.map((game) => ({
  path: paths.main.liveGame.path(game.shortName),
  handle: { title: gameTitleKey(game.shortName) } satisfies RouteHandle,
  lazy: () =>
    import('./live-table').then((mod) => ({
      element: createElement(mod.LiveTableRoute, { shortName: game.shortName }),
    })),
}));
