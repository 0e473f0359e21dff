/**
 * Where the provider's virtual games live (001 §2.3: the provider's game in a frame, with the
 * user's stored login token in the query). The provider's origin is the runtime config
 * `virtualGamesUrl`; empty means the API's origin (the mock's simulated provider).
 */
import { VIRTUAL_CASINO_GAMES } from '@esk/contracts/catalog/casino';

export const isVirtualGame = (gameName: string | undefined): boolean =>
  VIRTUAL_CASINO_GAMES.some((game) => game.gameName === gameName);

/** The frame address of a virtual game: `{origin}/games/{gameName}?token={token}`. */
export function virtualGameUrl(
  config: { virtualGamesUrl: string; apiBaseUrl: string },
  gameName: string,
  token: string,
): string {
  const origin = config.virtualGamesUrl || config.apiBaseUrl;
  return `${origin}/games/${encodeURIComponent(gameName)}?token=${encodeURIComponent(token)}`;
}
