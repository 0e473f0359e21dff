/**
 * Routes whose screens later features will build (spec 000 §2, 001 §2, 002 §2). Each
 * shows a placeholder titled by name; a feature replaces its entry with a real route.
 */
import { LIVE_GAME_SHORT_NAMES, MATKA_GAME_ROUTES, paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/i18n';

export interface PlaceholderRoute {
  path: string;
  title: MessageKey;
}

const m = paths.main;

const liveGameTitles: Record<(typeof LIVE_GAME_SHORT_NAMES)[number], MessageKey> = {
  teen20: 'title.teen20',
  lucky7: 'title.lucky7',
  aaa: 'title.aaa',
  dt20: 'title.dt20',
  dt202: 'title.dt202',
  ab2: 'title.ab2',
  teen: 'title.teen',
  teen9: 'title.teen9',
  'card32-a': 'title.card32a',
  card32eu: 'title.card32eu',
  worli2: 'title.worli2',
};

const matkaGameTitles: Record<(typeof MATKA_GAME_ROUTES)[number], MessageKey> = {
  'matka-single': 'title.matkaSingle',
  'matka-jodi': 'title.matkaJodi',
  'matka-single-patti': 'title.matkaSinglePatti',
  'matka-double-patti': 'title.matkaDoublePatti',
  'matka-tripple-patti': 'title.matkaTriplePatti',
  'matka-odd-even': 'title.matkaOddEven',
};

export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [
  // sports and account (000)
  // casino (001)
  { path: m.casino.path, title: 'title.casino' },
  { path: m.virtualGames.path, title: 'title.virtualGames' },
  { path: m.iframeCasino.path, title: 'title.iframeCasino' },
  { path: m.intCasino.path, title: 'title.intCasino' },
  ...LIVE_GAME_SHORT_NAMES.map((name) => ({ path: `${name}/:eventId?`, title: liveGameTitles[name] })),
  // matka and aviator (002)
  { path: m.matkaList.path, title: 'title.matkaList' },
  { path: m.matkaBetList.path, title: 'title.matkaBetList' },
  { path: m.sattaMatka.path, title: 'title.sattaMatka' },
  { path: m.sattaMatkas.path, title: 'title.sattaMatka' },
  { path: m.matkaType.path, title: 'title.matkaType' },
  ...MATKA_GAME_ROUTES.map((route) => ({ path: `${route}/:matkaEventId`, title: matkaGameTitles[route] })),
];
