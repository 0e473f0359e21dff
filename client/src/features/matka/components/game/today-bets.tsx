import type { AnyMatkaGameType } from '@esk/contracts/catalog/matka';
import type { MatkaMarket } from '@esk/contracts/http/matka';
import { useRef } from 'react';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useT } from '@/i18n/i18n';
import { useTodayBets } from '../../hooks/use-today-bets';
import { MatkaBetsTable } from '../bets/matka-bets-table';
import { useCancelFlow } from '../bets/use-cancel-flow';

const NO_MARKETS = new Map();

/** Today's bets of the market (and game page) under the grid, with the Market Type column. */
export function TodayBets({ market, gameType }: { market: MatkaMarket; gameType?: AnyMatkaGameType }) {
  const t = useT();
  const query = useTodayBets(market.matkaEventId, gameType);
  const headingRef = useRef<HTMLDivElement>(null);
  const { onCancel, dialog } = useCancelFlow(headingRef);
  return (
    <Panel title={t('matka.todayBets')} flush>
      <div ref={headingRef} tabIndex={-1} data-testid="today-bets">
        <QueryStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
        {query.data && (
          <MatkaBetsTable
            bets={query.data}
            marketType
            marketsById={NO_MARKETS}
            market={market}
            onCancel={onCancel}
            label="matka.todayBets"
            emptyText="matka.noBets"
          />
        )}
      </div>
      {dialog}
    </Panel>
  );
}
