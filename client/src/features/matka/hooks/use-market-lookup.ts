import { MATKA_MESSAGES } from '@esk/contracts/catalog/matka';
import { useEffect } from 'react';
import { useMatkaMarket } from '../api/get-matka-market';
import { matkaToast } from '../stores/matka-toast';

/**
 * A market page's market, polled. When it cannot be loaded at all the page says so in place
 * and the toast says 'Something went wrong' for 3 seconds (spec 002 §8); a failed background
 * poll keeps the market last seen.
 */
export function useMarketLookup(matkaEventId: string) {
  const query = useMatkaMarket(matkaEventId, { meta: { silent: true } });
  const failed = query.isError && query.data === undefined;
  useEffect(() => {
    if (failed) matkaToast.error(MATKA_MESSAGES.lookupFailed);
  }, [failed]);
  return query;
}
