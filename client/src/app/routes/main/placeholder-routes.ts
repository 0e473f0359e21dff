/**
 * Routes whose screens later features will build (spec 000 §2, 001 §2, 002 §2). Each
 * shows a placeholder titled by name; a feature replaces its entry with a real route.
 * The matka game pages come from the contracts catalogue (the live tables are LIVE_TABLE_ROUTES).
 */
import { MATKA_GAME_ROUTES, type MatkaGameRoute } from '@esk/contracts/catalog/matka';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/i18n';

export interface PlaceholderRoute {
  path: string;
  title: MessageKey;
}

const m = paths.main;

const matkaGameTitles: Record<MatkaGameRoute, MessageKey> = {
  'matka-single': 'title.matkaSingle',
  'matka-jodi': 'title.matkaJodi',
  'matka-single-patti': 'title.matkaSinglePatti',
  'matka-double-patti': 'title.matkaDoublePatti',
  'matka-tripple-patti': 'title.matkaTriplePatti',
  'matka-odd-even': 'title.matkaOddEven',
};

export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [
  // casino (001)
  { path: m.casino.path, title: 'title.casino' },
  { path: m.virtualGames.path, title: 'title.virtualGames' },
  { path: m.iframeCasino.path, title: 'title.iframeCasino' },
  { path: m.intCasino.path, title: 'title.intCasino' },
  // matka and aviator (002)
  { path: m.matkaList.path, title: 'title.matkaList' },
  { path: m.matkaBetList.path, title: 'title.matkaBetList' },
  { path: m.sattaMatka.path, title: 'title.sattaMatka' },
  { path: m.sattaMatkas.path, title: 'title.sattaMatka' },
  { path: m.matkaType.path, title: 'title.matkaType' },
  ...MATKA_GAME_ROUTES.map((route) => ({ path: `${route}/:matkaEventId`, title: matkaGameTitles[route] })),
];
