import { VIRTUAL_CASINO_GAMES } from '@esk/contracts/catalog/casino';
import { getConfig } from '@/config/env';
import { useSessionStore } from '@/stores/session-store';
import { isVirtualGame, virtualGameUrl } from '../logic/provider-url';
import { NoGameFound, ProviderFrame } from './provider-frame';

/**
 * /main/virtual-games/{gameName} (001 §2.3): the provider's game in a full-height frame, signed
 * in by the stored login token; any other name is 'No game found'.
 */
export function VirtualGamePage({ gameName }: { gameName: string | undefined }) {
  const token = useSessionStore((state) => state.session?.token ?? '');
  const game = VIRTUAL_CASINO_GAMES.find((entry) => entry.gameName === gameName);
  if (!game || !isVirtualGame(gameName)) return <NoGameFound />;
  return (
    <ProviderFrame src={virtualGameUrl(getConfig(), game.gameName, token)} name={game.name} height="full" />
  );
}
