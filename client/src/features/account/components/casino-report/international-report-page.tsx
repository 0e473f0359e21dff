import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import { useCasinoTransactionReport } from '../../api/get-casino-transaction-report';
import { PointRateLine } from '../shared/point-rate-line';
import { QueryStatus } from '../shared/query-status';
import table from '../shared/table.module.css';
import styles from './casino-report.module.css';
import { CasinoSummaryBlocks } from './summary-blocks';

interface ReportProps {
  eventId: string;
  ledgerType: string;
  day: string;
}

/**
 * 'International Casino Bets' (/main/international-ledger-casino-details/...): the summary
 * blocks of reports/casinoTransactionReport for the ledger entry's day, under the point rate
 * its amounts are counted in.
 */
export function InternationalReportPage({ eventId, ledgerType, day }: ReportProps) {
  const t = useT();
  const report = useCasinoTransactionReport({ eventId, day, ledgerType });
  return (
    <div className={styles.stack}>
      <PointRateLine />
      <Panel title={t('account.casino.internationalTitle')} flush>
        <QueryStatus
          isPending={report.isPending}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
        {report.data?.length === 0 && <p className={table.empty}>{t('account.noData')}</p>}
        {report.data && report.data.length > 0 && (
          <div className={styles.inset}>
            <CasinoSummaryBlocks summaries={report.data} />
          </div>
        )}
      </Panel>
    </div>
  );
}
