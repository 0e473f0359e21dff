import {
  betsList,
  completedFancyByMarketId,
  sportByMarketId,
  userPositionByMarketId,
} from '@esk/contracts/http/sports';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@/features/sports/components/inline-error';
import { MatchDetailsPage } from '@/features/sports/components/match-details/match-details';
import { useT } from '@/i18n/i18n';
import { callKey } from '@/lib/api/query-key';
import { onAccountEvent } from '@/lib/socket/account-events';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/** Every query of one market (details, bets, positions, completed fancy). */
const MARKET_CALLS = [sportByMarketId, betsList, userPositionByMarketId, completedFancyByMarketId];

/**
 * /main/match-deatils/:marketId?/:eventId?. "Reloads the page" (bet-modal switch, marketReload)
 * as a soft re-mount: the market's queries are dropped and the page remounts, which rejoins the
 * match room and refetches everything without a full browser reload (the session stays warm).
 */
export function MatchDetailsRoute() {
  const t = useT();
  const { marketId = '' } = useParams();
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(() => {
    for (const call of MARKET_CALLS) {
      queryClient.removeQueries({
        queryKey: callKey(call),
        predicate: (query) => {
          const body = query.queryKey[1];
          return typeof body === 'object' && body !== null && Reflect.get(body, 'marketId') === marketId;
        },
      });
    }
    setGeneration((n) => n + 1);
  }, [queryClient, marketId]);

  useEffect(
    () =>
      onAccountEvent('marketReload', (payload) => {
        if (payload.marketId === marketId) reload();
      }),
    [marketId, reload],
  );

  if (!marketId) {
    return (
      <div className={styles.stack}>
        <EmptyState text={t('sports.noData')} />
        <BackToMenu />
      </div>
    );
  }
  return <MatchDetailsPage key={`${marketId}:${generation}`} marketId={marketId} onReload={reload} />;
}
