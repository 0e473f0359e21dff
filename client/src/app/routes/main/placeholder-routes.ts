/**
 * Routes whose screens later features will build (spec 000 §2, 001 §2). Each shows a
 * placeholder titled by name; a feature replaces its entry with a real route. The live
 * tables come from the contracts catalogue.
 */
import { LIVE_CASINO_GAMES } from '@esk/contracts/catalog/casino';
import { paths } from '@/config/paths';
import { gameTitleKey } from '@/i18n/game-titles';
import type { MessageKey } from '@/i18n/i18n';

export interface PlaceholderRoute {
  path: string;
  title: MessageKey;
}

const m = paths.main;

export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [
  // casino (001)
  { path: m.casino.path, title: 'title.casino' },
  { path: m.virtualGames.path, title: 'title.virtualGames' },
  { path: m.iframeCasino.path, title: 'title.iframeCasino' },
  { path: m.intCasino.path, title: 'title.intCasino' },
  ...LIVE_CASINO_GAMES.map((game) => ({
    path: m.liveGame.path(game.shortName),
    title: gameTitleKey(game.shortName),
  })),
];
