import type { OddsBet } from '@esk/contracts/http/sports-schemas';
import { memo } from 'react';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import { istDateTime } from '../../rules/ist-time';
import { displayRate } from '../../rules/rate';
import { BET_TYPE_LABEL, isBackSide } from '../bet-slip/slip-labels';
import { EmptyState } from '../inline-error';
import styles from './bets.module.css';

const OddsBetRow = memo(function OddsBetRow({ bet }: { bet: OddsBet }) {
  const t = useT();
  return (
    <tr className={isBackSide(bet.type) ? styles.backRow : styles.layRow}>
      <td>
        <span className={styles.strong}>{bet.teamName}</span>
        <span className={styles.sub}>{bet.oddsType}</span>
      </td>
      <td className={`${styles.numCell} num`} data-label={t('sports.rate')}>
        {displayRate(bet.odds)}
      </td>
      <td className={`${styles.numCell} num`} data-label={t('sports.amount')}>
        {bet.amount}
      </td>
      <td data-label={t('sports.mode')}>{t(BET_TYPE_LABEL[bet.type])}</td>
      <td className={`${styles.time} num`} data-label={t('sports.date')}>
        {istDateTime(bet.createdAt)}
      </td>
    </tr>
  );
});

/** ODDS BETS: this match's bookmaker and toss bets. */
export function OddsBetsTable({ bets }: { bets: readonly OddsBet[] }) {
  const t = useT();
  return (
    <Panel title={t('sports.oddsBets')} flush>
      {bets.length === 0 ? (
        <EmptyState text={t('sports.noBets')} />
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label={t('sports.oddsBets')}>
            <thead>
              <tr>
                <th>{t('sports.team')}</th>
                <th className={styles.numCell}>{t('sports.rate')}</th>
                <th className={styles.numCell}>{t('sports.amount')}</th>
                <th>{t('sports.mode')}</th>
                <th>{t('sports.date')}</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet, index) => (
                <OddsBetRow key={bet._id ?? index} bet={bet} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
