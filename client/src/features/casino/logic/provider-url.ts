/**
 * Where the virtual games live (001 §2.3: the provider's game in a frame, with the user's
 * stored login token in the query). The provider's origin is the runtime config
 * `virtualGamesUrl`. Left empty, the games are the API's own simulated provider (the mock):
 * its frame URL then comes from user/casinoLoginUrl with a game token, as the embedded casino's
 * does, so the session's token never goes into a URL (browser history, logs, Referers).
 */
import { VIRTUAL_CASINO_GAMES } from '@esk/contracts/catalog/casino';

export const isVirtualGame = (gameName: string | undefined): boolean =>
  VIRTUAL_CASINO_GAMES.some((game) => game.gameName === gameName);

/** Whether the virtual games are the API's own provider (no `virtualGamesUrl`): open them through casinoLoginUrl. */
export const virtualGamesOnApi = (config: { virtualGamesUrl: string }): boolean =>
  config.virtualGamesUrl === '';

/** The frame address of a virtual game at a provider of its own: `{virtualGamesUrl}/games/{gameName}?token={token}`. */
export function virtualGameUrl(virtualGamesUrl: string, gameName: string, token: string): string {
  return `${virtualGamesUrl}/games/${encodeURIComponent(gameName)}?token=${encodeURIComponent(token)}`;
}
