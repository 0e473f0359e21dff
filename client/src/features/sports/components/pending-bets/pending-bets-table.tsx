import { type ReactNode, useMemo } from 'react';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useMatchList } from '../../api/get-match-list';
import { usePendingBets } from '../../api/get-pending-bets';
import { istDateTime } from '../../rules/ist-time';
import { pendingRows } from '../../rules/pending-bets';
import styles from '../bets/bets.module.css';
import { EmptyState, InlineError } from '../inline-error';
import sportsStyles from '../sports.module.css';

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
  } else if (rows.length === 0) {
    body = <EmptyState text={t('sports.noBets')} />;
  } else {
    body = (
      <div className={styles.scroll}>
        <table className={styles.table} aria-label={t('sports.pendingBets')}>
          <thead>
            <tr>
              <th>{t('sports.match')}</th>
              <th className={styles.numCell}>{t('sports.stake')}</th>
              <th className={styles.numCell}>{t('sports.rate')}</th>
              <th>{t('sports.type')}</th>
              <th>{t('sports.time')}</th>
              <th>{t('sports.marketType')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>
                  <span className={styles.strong}>{row.match}</span>
                  {row.detail && <span className={styles.sub}>{row.detail}</span>}
                </td>
                <td className={`${styles.numCell} num`} data-label={t('sports.stake')}>
                  {row.stake}
                </td>
                <td className={`${styles.numCell} num`} data-label={t('sports.rate')}>
                  {row.rate}
                </td>
                <td data-label={t('sports.type')}>{row.type}</td>
                <td className={`${styles.time} num`} data-label={t('sports.time')}>
                  {row.time === undefined ? '-' : istDateTime(row.time)}
                </td>
                <td data-label={t('sports.marketType')}>{row.marketType}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <Panel title={t('sports.pendingBets')} flush>
      {body}
    </Panel>
  );
}
