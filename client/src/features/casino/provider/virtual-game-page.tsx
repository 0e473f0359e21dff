import { VIRTUAL_CASINO_GAMES } from '@esk/contracts/catalog/casino';
import { getConfig } from '@/config/env';
import { useSessionStore } from '@/stores/session-store';
import { isVirtualGame, virtualGamesOnApi, virtualGameUrl } from '../logic/provider-url';
import { LoginUrlFrame } from './login-url-frame';
import { NoGameFound, ProviderFrame } from './provider-frame';

/**
 * /main/virtual-games/{gameName} (001 §2.3): the provider's game in a full-height frame; any
 * other name is 'No game found'. A provider of its own is signed in by the stored login token,
 * as the spec says; the API's own (the mock's) by a game token from casinoLoginUrl.
 */
export function VirtualGamePage({ gameName }: { gameName: string | undefined }) {
  const game = VIRTUAL_CASINO_GAMES.find((entry) => entry.gameName === gameName);
  if (!game || !isVirtualGame(gameName)) return <NoGameFound />;
  const config = getConfig();
  if (virtualGamesOnApi(config))
    return <LoginUrlFrame gameId={game.gameName} name={game.name} height="full" />;
  return <StoredTokenFrame url={config.virtualGamesUrl} gameName={game.gameName} name={game.name} />;
}

function StoredTokenFrame({ url, gameName, name }: { url: string; gameName: string; name: string }) {
  const token = useSessionStore((state) => state.session?.token ?? '');
  return <ProviderFrame src={virtualGameUrl(url, gameName, token)} name={name} height="full" />;
}
