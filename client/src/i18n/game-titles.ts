/**
 * Live table titles as i18n keys generated from the contracts catalogue: `game.<shortName>`.
 * English is the catalogue's name; each language passes its names by short name, so a
 * table added to the catalogue is a compile error until every language names it.
 */
import { LIVE_CASINO_GAMES, type LiveCasinoShortName } from '@esk/contracts/catalog/casino-games';

export type GameTitleKey = `game.${LiveCasinoShortName}`;

export const gameTitleKey = (shortName: LiveCasinoShortName): GameTitleKey => `game.${shortName}`;

export function gameTitles(
  names: Readonly<Record<LiveCasinoShortName, string>>,
): Record<GameTitleKey, string> {
  return Object.fromEntries(
    LIVE_CASINO_GAMES.map((game) => [gameTitleKey(game.shortName), names[game.shortName]]),
  ) as Record<GameTitleKey, string>;
}

/** The catalogue's own names (English). */
export const catalogueGameNames = Object.fromEntries(
  LIVE_CASINO_GAMES.map((game) => [game.shortName, game.name]),
) as Record<LiveCasinoShortName, string>;
