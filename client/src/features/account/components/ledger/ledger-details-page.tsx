import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useT } from '@/i18n/i18n';
import { useCompleteLedgerDetails } from '../../api/get-complete-ledger-details';
import { useDeletedMarketBets } from '../../api/get-deleted-market-bets';
import { ledgerSummary, rejectedRows, splitDeleted } from '../../logic/bets';
import { PlusMinusBlock } from '../shared/plus-minus-block';
import shared from '../shared/shared.module.css';
import { FancyBetsTable } from './fancy-bets-table';
import styles from './ledger.module.css';
import { MatchBetsTable } from './match-bets-table';
import { RejectedBetsTable } from './rejected-bets-table';

/**
 * Ledger details of one market (/main/ledger-details/:marketId): Match Bets, Fancy Bets,
 * Rejected Bets, then the plus-minus summaries. Rejected Bets are the market's deleted bets
 * from user/clientBetListByMarketId; if that call fails, the deleted rows the details carry.
 */
export function LedgerDetailsPage({ marketId }: { marketId: string }) {
  const t = useT();
  const query = useCompleteLedgerDetails(marketId);
  const deleted = useDeletedMarketBets(marketId, { meta: { silent: true } });
  const data = query.data;
  if (!data) {
    return (
      <Panel title={t('account.details.matchBets')} flush>
        <QueryStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      </Panel>
    );
  }
  const fancy = splitDeleted(data.sessionBetsData);
  const odds = splitDeleted(data.oddsBetsData);
  const rejected = deleted.data
    ? rejectedRows(
        deleted.data.oddsBetData.filter((bet) => bet.isDeleted),
        deleted.data.fancyBetData.filter((bet) => bet.isDeleted),
      )
    : rejectedRows(odds.rejected, fancy.rejected);
  const summary = ledgerSummary(data.completeData);
  return (
    <div className={styles.detailsStack}>
      <Panel title={t('account.details.matchBets')} flush>
        <MatchBetsTable bets={odds.kept} />
      </Panel>
      <Panel title={t('account.details.fancyBets')} flush>
        <FancyBetsTable bets={fancy.kept} />
      </Panel>
      <Panel title={t('account.details.rejectedBets')} flush>
        <RejectedBetsTable rows={rejected} />
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
