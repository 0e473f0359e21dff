import { findProviderGame } from '@esk/contracts/catalog/int-casino';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useCasinoLoginUrl } from '../api/get-casino-login-url';
import styles from './provider.module.css';
import { NoGameFound, ProviderFrame } from './provider-frame';

/**
 * /main/iframe-casino/{gameId} (001 §2.4): the game address from user/casinoLoginUrl, embedded
 * full width at 98% of the viewport's height. A refused or failed login says why, with a retry.
 */
export function IframeCasinoPage({ gameId }: { gameId: string | undefined }) {
  if (!gameId) return <NoGameFound />;
  return <LoggedInFrame gameId={gameId} />;
}

function LoggedInFrame({ gameId }: { gameId: string }) {
  const t = useT();
  const login = useCasinoLoginUrl(gameId);
  const name = findProviderGame(gameId)?.name ?? t('title.iframeCasino');
  if (login.data) return <ProviderFrame src={login.data} name={name} height="viewport98" />;
  if (login.error) {
    return (
      <div className={styles.status} role="alert">
        <h2 className={styles.statusTitle}>{t('casino.provider.failed')}</h2>
        <p className={styles.muted}>{login.error.message}</p>
        <Button variant="outline" onClick={() => void login.refetch()}>
          {t('casino.provider.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.status}>
      <Spinner />
      <p className={styles.muted}>{t('casino.provider.opening')}</p>
    </div>
  );
}
