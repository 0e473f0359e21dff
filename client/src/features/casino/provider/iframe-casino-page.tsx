import { findProviderGame } from '@esk/contracts/catalog/int-casino';
import { useT } from '@/i18n/i18n';
import { LoginUrlFrame } from './login-url-frame';
import { NoGameFound } from './provider-frame';

/**
 * /main/iframe-casino/{gameId} (001 §2.4): the game address from user/casinoLoginUrl, embedded
 * full width at 98% of the viewport's height. A refused or failed login says why, with a retry.
 */
export function IframeCasinoPage({ gameId }: { gameId: string | undefined }) {
  const t = useT();
  if (!gameId) return <NoGameFound />;
  const name = findProviderGame(gameId)?.name ?? t('title.iframeCasino');
  return <LoginUrlFrame gameId={gameId} name={name} height="viewport98" />;
}
