import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useT } from '@/i18n/i18n';
import { useDiamondCasinoReport } from '../../api/get-diamond-casino-report';
import { useDiamondReportBets } from '../../api/get-diamond-report-bets';
import styles from './casino-report.module.css';
import { DiamondBetsTable } from './diamond-bets-table';
import { CasinoSummaryBlocks } from './summary-blocks';

interface ReportProps {
  eventId: string;
  ledgerType: string;
  /** The ledger row's day at +05:30, 'YYYY-MM-DD'. */
  day: string;
  /** TEAM opens the round's result (the route shows the casino's result popup). */
  onOpenRound?: ((bet: CasinoBet) => void) | undefined;
}

/**
 * 'Diamond Casino Bets' (/main/ledger-casino-details/:eventId/:ledgerType/:date): the day's
 * settled bets on that table, then the summary of casino/diamondCasinoReportByUser.
 */
export function DiamondReportPage({ eventId, ledgerType, day, onOpenRound }: ReportProps) {
  const t = useT();
  const bets = useDiamondReportBets(eventId, day);
  const report = useDiamondCasinoReport({ eventId, day, ledgerType });
  return (
    <div className={styles.stack}>
      <Panel title={t('account.casino.diamondTitle')} flush>
        <QueryStatus isPending={bets.isPending} error={bets.error} onRetry={() => void bets.refetch()} />
        {bets.data && <DiamondBetsTable bets={bets.data} onOpenRound={onOpenRound} />}
      </Panel>
      <QueryStatus isPending={report.isPending} error={report.error} onRetry={() => void report.refetch()} />
      {report.data && <CasinoSummaryBlocks summaries={report.data} />}
    </div>
  );
}
