import type { FancyBet } from '@esk/contracts/http/sports-schemas';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useCompletedFancy } from '../../api/get-completed-fancy';
import { fancyBetPnl, totalFancyPnl } from '../../logic/fancy-pnl';
import { positionTone } from '../../logic/position';
import { InlineError } from '../inline-error';
import sportsStyles from '../sports.module.css';
import styles from './bets.module.css';
import { fancyStakeColumns } from './fancy-bets-table';

const columns: DataTableColumn<FancyBet>[] = [
  { header: 'sports.session', cellClassName: styles.strong, cell: (bet) => bet.sessionName },
  ...fancyStakeColumns,
  {
    header: 'sports.result',
    align: 'end',
    cell: (bet, t) => (fancyBetPnl(bet) === null ? t('sports.resultNotAvailable') : (bet.decisionRun ?? '')),
  },
  {
    header: 'sports.pnl',
    align: 'end',
    cellClassName: (bet) => {
      const pnl = fancyBetPnl(bet);
      return pnl === null ? undefined : styles[positionTone(pnl)];
    },
    cell: (bet) => fancyBetPnl(bet) ?? '-',
  },
];

interface CompletedFancyModalProps {
  marketId: string;
  /** The declared bets of the match's bet list, shown if completedFancyByMarketId fails. */
  declared: readonly FancyBet[];
  onClose: () => void;
}

/** COMPLETED FANCY BET: the declared session bets of the match and their total P&L. */
export function CompletedFancyModal({ marketId, declared, onClose }: CompletedFancyModalProps) {
  const t = useT();
  const query = useCompletedFancy(marketId, { meta: { silent: true } });
  const bets: readonly FancyBet[] = query.data ?? (query.isError ? declared : []);
  const total = totalFancyPnl(bets);
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={sportsStyles.loading}>
        <Spinner />
      </div>
    );
  } else {
    body = (
      <DataTable
        variant="cards"
        label="sports.completedFancyTitle"
        columns={columns}
        rows={bets}
        rowKey={(bet, index) => bet._id ?? index}
        emptyText="sports.noBets"
        total={{
          label: 'sports.totalPnl',
          value: total,
          className: styles[positionTone(total)],
          testId: 'completed-total',
        }}
      />
    );
  }
  return (
    <Modal
      title={t('sports.completedFancyTitle')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('sports.ok')}</Button>}
    >
      {query.isError && declared.length === 0 && (
        <InlineError error={query.error} onRetry={() => void query.refetch()} />
      )}
      {body}
    </Modal>
  );
}
