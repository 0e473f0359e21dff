import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { EmptyText } from '@/components/ui/data-table';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { TileGrid } from '@/components/ui/tile-grid';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useMatkaMarkets } from '../../api/get-matka-list';
import { matkaDate, sortMarkets } from '../../logic/market-state';
import styles from './list.module.css';
import { MarketCard } from './market-card';

/**
 * /main/matka-list (spec 002 §2): one entry per active market (matkaStatus), by priority then
 * open time (sortMarkets), each with today's date and its times; the 'Matka Bet List' link.
 */
export function MarketListPage() {
  const t = useT();
  const query = useMatkaMarkets();
  const markets = useMemo(
    () => sortMarkets((query.data ?? []).filter((market) => market.matkaStatus)),
    [query.data],
  );
  const date = matkaDate(Date.now());
  return (
    <Panel
      title={t('title.matkaList')}
      actions={
        <Link to={paths.main.matkaBetList.href()} className={styles.betListLink}>
          <Icon name="statement" size={16} />
          {t('title.matkaBetList')}
        </Link>
      }
    >
      <QueryStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {query.data &&
        (markets.length === 0 ? (
          <EmptyText text={t('matka.noMarkets')} />
        ) : (
          <TileGrid columns={[1, 2, 2, 3]} aria-label={t('title.matkaList')}>
            {markets.map((market) => (
              <li key={market.matkaEventId}>
                <MarketCard market={market} date={date} />
              </li>
            ))}
          </TileGrid>
        ))}
    </Panel>
  );
}
