/**
 * The matka screens' routes (spec 002 §2): the market list, the bet list, the Harup pages, the
 * game-type menu and one route per game page of the contracts catalogue (MATKA_GAME_TILES).
 * Every page loads lazily from one module, so the area is one chunk; `handle.title` is the
 * header's section title.
 */
import { MATKA_GAME_TILES, type MatkaGameRoute } from '@esk/contracts/catalog/matka';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/i18n';
import type { RouteHandle } from '../../../layout/use-section-title';

const m = paths.main;
const handle = (title: RouteHandle['title']): RouteHandle => ({ title });
const pages = () => import('./matka-pages');

const GAME_TITLES: Record<MatkaGameRoute, MessageKey> = {
  'matka-single': 'title.matkaSingle',
  'matka-jodi': 'title.matkaJodi',
  'matka-single-patti': 'title.matkaSinglePatti',
  'matka-double-patti': 'title.matkaDoublePatti',
  'matka-tripple-patti': 'title.matkaTriplePatti',
  'matka-odd-even': 'title.matkaOddEven',
};

export const MATKA_ROUTES: RouteObject[] = [
  {
    path: m.matkaList.path,
    handle: handle('title.matkaList'),
    lazy: () => pages().then((mod) => ({ Component: mod.MatkaListRoute })),
  },
  {
    path: m.matkaBetList.path,
    handle: handle('title.matkaBetList'),
    lazy: () => pages().then((mod) => ({ Component: mod.MatkaBetListRoute })),
  },
  ...[m.sattaMatka.path, m.sattaMatkas.path].map(
    (path): RouteObject => ({
      path,
      handle: handle('title.sattaMatka'),
      lazy: () => pages().then((mod) => ({ Component: mod.SattaMatkaRoute })),
    }),
  ),
  {
    path: m.matkaType.path,
    handle: handle('title.matkaType'),
    lazy: () => pages().then((mod) => ({ Component: mod.MatkaTypeRoute })),
  },
  ...MATKA_GAME_TILES.map(
    (tile): RouteObject => ({
      path: m.matkaGame.path(tile.route),
      handle: handle(GAME_TITLES[tile.route]),
      lazy: () =>
        pages().then(({ MatkaGameRoute }) => ({ element: <MatkaGameRoute gameType={tile.gameType} /> })),
    }),
  ),
];
