import type { FancyBet } from '@esk/contracts/http/sports-schemas';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useCompletedFancy } from '../../api/get-completed-fancy';
import { fancyBetPnl, totalFancyPnl } from '../../rules/fancy-pnl';
import { positionTone } from '../../rules/position';
import { displayRate } from '../../rules/rate';
import { BET_TYPE_LABEL } from '../bet-slip/slip-labels';
import { EmptyState, InlineError } from '../inline-error';
import sportsStyles from '../sports.module.css';
import styles from './bets.module.css';

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
  } else if (bets.length === 0) {
    body = <EmptyState text={t('sports.noBets')} />;
  } else {
    body = (
      <div className={styles.scroll}>
        <table className={styles.table} aria-label={t('sports.completedFancyTitle')}>
          <thead>
            <tr>
              <th>{t('sports.session')}</th>
              <th className={styles.numCell}>{t('sports.run')}</th>
              <th className={styles.numCell}>{t('sports.rate')}</th>
              <th className={styles.numCell}>{t('sports.amount')}</th>
              <th>{t('sports.mode')}</th>
              <th className={styles.numCell}>{t('sports.result')}</th>
              <th className={styles.numCell}>{t('sports.pnl')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet, index) => {
              const pnl = fancyBetPnl(bet);
              return (
                <tr key={bet._id ?? index}>
                  <td className={styles.strong}>{bet.sessionName}</td>
                  <td className={`${styles.numCell} num`} data-label={t('sports.run')}>
                    {bet.run}
                  </td>
                  <td className={`${styles.numCell} num`} data-label={t('sports.rate')}>
                    {displayRate(bet.odds)}
                  </td>
                  <td className={`${styles.numCell} num`} data-label={t('sports.amount')}>
                    {bet.amount}
                  </td>
                  <td data-label={t('sports.mode')}>{t(BET_TYPE_LABEL[bet.type])}</td>
                  <td className={`${styles.numCell} num`} data-label={t('sports.result')}>
                    {pnl === null ? t('sports.resultNotAvailable') : (bet.decisionRun ?? '')}
                  </td>
                  <td
                    className={`${styles.numCell} num ${pnl === null ? '' : styles[positionTone(pnl)]}`}
                    data-label={t('sports.pnl')}
                  >
                    {pnl ?? '-'}
                  </td>
                </tr>
              );
            })}
            <tr className={styles.totalRow}>
              <td colSpan={6} className={styles.totalLabel}>
                {t('sports.totalPnl')}
              </td>
              <td
                className={`${styles.numCell} num ${styles[positionTone(total)]}`}
                data-testid="completed-total"
              >
                {total}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
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
