import type { FancyBet } from '@esk/contracts/http/sports-schemas';
import { memo } from 'react';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import { istDateTime } from '../../rules/ist-time';
import { displayRate } from '../../rules/rate';
import { BET_TYPE_LABEL, isBackSide } from '../bet-slip/slip-labels';
import { EmptyState } from '../inline-error';
import styles from './bets.module.css';
import { FancyResult } from './fancy-result';

const FancyBetRow = memo(function FancyBetRow({ bet }: { bet: FancyBet }) {
  const t = useT();
  const tone = isBackSide(bet.type) ? styles.backRow : styles.layRow;
  return (
    <tr className={tone}>
      <td className={bet.isDeleted ? styles.deletedRow : styles.strong}>{bet.sessionName}</td>
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
      <td data-label={t('sports.result')}>
        <FancyResult bet={bet} />
      </td>
      <td className={`${styles.time} num`} data-label={t('sports.date')}>
        {bet.createdAt ? istDateTime(bet.createdAt) : '-'}
      </td>
    </tr>
  );
});

/** FANCY BETS: this match's session bets, pending and declared (result and P&L). */
export function FancyBetsTable({ bets }: { bets: readonly FancyBet[] }) {
  const t = useT();
  return (
    <Panel title={t('sports.fancyBets')} flush>
      {bets.length === 0 ? (
        <EmptyState text={t('sports.noBets')} />
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label={t('sports.fancyBets')}>
            <thead>
              <tr>
                <th>{t('sports.session')}</th>
                <th className={styles.numCell}>{t('sports.run')}</th>
                <th className={styles.numCell}>{t('sports.rate')}</th>
                <th className={styles.numCell}>{t('sports.amount')}</th>
                <th>{t('sports.mode')}</th>
                <th>{t('sports.result')}</th>
                <th>{t('sports.date')}</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet, index) => (
                <FancyBetRow key={bet._id ?? index} bet={bet} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
