import type { MatkaMarket } from '@esk/contracts/http/matka';
import type { ReactNode } from 'react';
import { QueryStatus } from '@/components/ui/query-status';
import { useMarketLookup } from '../../hooks/use-market-lookup';

interface MarketLoaderProps {
  matkaEventId: string;
  children: (market: MatkaMarket) => ReactNode;
}

/** Loads a market page's market: a spinner, then the page, or the failure in place with Retry. */
export function MarketLoader({ matkaEventId, children }: MarketLoaderProps) {
  const query = useMarketLookup(matkaEventId);
  if (query.data) return <>{children(query.data)}</>;
  return <QueryStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
}
