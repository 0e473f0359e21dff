import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@/features/sports/components/inline-error';
import { MatchDetailsPage } from '@/features/sports/components/match-details/match-details';
import { useT } from '@/i18n/i18n';
import { reloadPage } from '@/lib/navigation';
import { onAccountEvent } from '@/lib/socket/account-events';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/**
 * /main/match-deatils/:marketId?/:eventId?. The page reloads as the spec says (000 §4): the
 * browser reloads it on marketReload for this market and 1 s after the bet-modal switch; the
 * session and the remembered settings come back from storage.
 */
export function MatchDetailsRoute() {
  const t = useT();
  const { marketId = '' } = useParams();

  useEffect(
    () =>
      onAccountEvent('marketReload', (payload) => {
        if (payload.marketId === marketId) reloadPage();
      }),
    [marketId],
  );

  if (!marketId) {
    return (
      <div className={styles.stack}>
        <EmptyState text={t('sports.noData')} />
        <BackToMenu />
      </div>
    );
  }
  return <MatchDetailsPage key={marketId} marketId={marketId} onReload={reloadPage} />;
}
