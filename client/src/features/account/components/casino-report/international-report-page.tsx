import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useT } from '@/i18n/i18n';
import { useCasinoTransactionReport } from '../../api/get-casino-transaction-report';
import { useInternationalReportBets } from '../../api/get-international-report-bets';
import { PointRateLine } from '../shared/point-rate-line';
import styles from './casino-report.module.css';
import { InternationalBetsTable } from './international-bets-table';
import { CasinoSummaryBlocks } from './summary-blocks';

interface ReportProps {
  /** The ledger entry's id in the route: its marketId (000 §2) or eventId (001 §2.15). */
  eventId: string;
  ledgerType: string;
  day: string;
  /** Player Name opens the round's result (designed: the provider's rounds answer the result service). */
  onOpenRound?: ((roundId: string) => void) | undefined;
}

/**
 * 'International Casino Bets' (/main/international-ledger-casino-details/...): the entry's
 * provider rounds of the day (sports/betsList casinoBet), then the summary blocks of
 * reports/casinoTransactionReport, under the point rate its
 * amounts are counted in.
 */
export function InternationalReportPage({ eventId, ledgerType, day, onOpenRound }: ReportProps) {
  const t = useT();
  const bets = useInternationalReportBets(eventId, day);
  const report = useCasinoTransactionReport({ eventId, day, ledgerType });
  return (
    <div className={styles.stack}>
      <PointRateLine />
      <Panel title={t('account.casino.internationalTitle')} flush>
        <QueryStatus isPending={bets.isPending} error={bets.error} onRetry={() => void bets.refetch()} />
        {bets.data && <InternationalBetsTable bets={bets.data} onOpenRound={onOpenRound} />}
      </Panel>
      <QueryStatus isPending={report.isPending} error={report.error} onRetry={() => void report.refetch()} />
      {report.data && <CasinoSummaryBlocks summaries={report.data} />}
    </div>
  );
}
