import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useT } from '@/i18n/i18n';
import { useCompleteLedgerDetails } from '../../api/get-complete-ledger-details';
import { ledgerSummary, splitSessionBets } from '../../rules/bets';
import { PlusMinusBlock } from '../shared/plus-minus-block';
import shared from '../shared/shared.module.css';
import { FancyBetsTable } from './fancy-bets-table';
import styles from './ledger.module.css';
import { MatchBetsTable } from './match-bets-table';

/**
 * Ledger details of one market (/main/ledger-details/:marketId): Match Bets, Fancy Bets,
 * Rejected Bets, then the plus-minus summaries.
 */
export function LedgerDetailsPage({ marketId }: { marketId: string }) {
  const t = useT();
  const query = useCompleteLedgerDetails(marketId);
  const data = query.data;
  if (!data) {
    return (
      <Panel title={t('account.details.matchBets')} flush>
        <QueryStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      </Panel>
    );
  }
  const { kept, rejected } = splitSessionBets(data.sessionBetsData);
  const summary = ledgerSummary(data.completeData);
  return (
    <div className={styles.detailsStack}>
      <Panel title={t('account.details.matchBets')} flush>
        <MatchBetsTable bets={data.oddsBetsData} />
      </Panel>
      <Panel title={t('account.details.fancyBets')} flush>
        <FancyBetsTable bets={kept} />
      </Panel>
      <Panel title={t('account.details.rejectedBets')} flush>
        <FancyBetsTable bets={rejected} rejected />
      </Panel>
      <div className={shared.blocks}>
        <PlusMinusBlock title="account.details.matchPlusMinus" value={summary.matchPlusMinus} />
        <PlusMinusBlock title="account.details.fancyPlusMinus" value={summary.fancyPlusMinus} />
        <PlusMinusBlock title="account.details.totalCommission" value={summary.totalCommission} />
        <PlusMinusBlock title="account.details.netPlusMinus" value={summary.netPlusMinus} />
      </div>
    </div>
  );
}
