import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useCasinoLoginUrl } from '../api/get-casino-login-url';
import styles from './provider.module.css';
import { ProviderFrame } from './provider-frame';

/**
 * A provider game at the address user/casinoLoginUrl gives for it (the real API's own URL, or
 * the mock's with a game token). A refused or failed login says why, with a retry.
 */
export function LoginUrlFrame({
  gameId,
  name,
  height,
}: {
  gameId: string;
  name: string;
  height: 'viewport98' | 'full';
}) {
  const t = useT();
  const login = useCasinoLoginUrl(gameId);
  if (login.data) return <ProviderFrame src={login.data} name={name} height={height} />;
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
