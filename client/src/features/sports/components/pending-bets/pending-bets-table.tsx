import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import { type ReactNode, useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useMatchList } from '../../api/get-match-list';
import { usePendingBets } from '../../api/get-pending-bets';
import { type PendingRow, pendingRows } from '../../logic/pending-bets';
import styles from '../bets/bets.module.css';
import { InlineError } from '../inline-error';
import sportsStyles from '../sports.module.css';

const columns: DataTableColumn<PendingRow>[] = [
  {
    header: 'sports.match',
    cell: (row) => (
      <>
        <span className={styles.strong}>{row.match}</span>
        {row.detail && <span className={styles.sub}>{row.detail}</span>}
      </>
    ),
  },
  { header: 'sports.stake', align: 'end', cell: (row) => row.stake },
  { header: 'sports.rate', align: 'end', cell: (row) => row.rate },
  { header: 'sports.type', cell: (row) => row.type },
  {
    header: 'sports.time',
    cellClassName: `${styles.time} num`,
    cell: (row) => (row.time === undefined ? '-' : formatIst(row.time, DATE_FORMATS.betTime)),
  },
  { header: 'sports.marketType', cell: (row) => row.marketType },
];

/** Pending bets (the header's exposure link): Match, Stake, Rate, Type, Time, Market Type. */
export function PendingBetsTable() {
  const t = useT();
  const query = usePendingBets({ meta: { silent: true } });
  const matches = useMatchList({ meta: { silent: true } });
  const rows = useMemo(() => {
    if (!query.data) return [];
    const names = new Map((matches.data ?? []).map((match) => [match.marketId, match.matchName]));
    return pendingRows(query.data, (marketId) => (marketId ? names.get(marketId) : undefined));
  }, [query.data, matches.data]);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={sportsStyles.loading}>
        <Spinner />
      </div>
    );
  } else if (query.isError) {
    body = <InlineError error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <DataTable
        variant="cards"
        label="sports.pendingBets"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        emptyText="sports.noBets"
      />
    );
  }
  return (
    <Panel title={t('sports.pendingBets')} flush>
      {body}
    </Panel>
  );
}
