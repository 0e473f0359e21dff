import type { FancyBet } from '@esk/contracts/http/sports-schemas';
import { useT } from '@/i18n/i18n';
import { fancyBetPnl } from '../../logic/fancy-pnl';
import { positionTone } from '../../logic/position';
import styles from './bets.module.css';

/** A fancy bet's result cell: Pending, Deleted, 'Result not available', or the run and P&L. */
export function FancyResult({ bet }: { bet: FancyBet }) {
  const t = useT();
  if (bet.isDeleted) {
    return (
      <span className={styles.neutral}>
        {t('sports.deleted')}
        {bet.deletedRemark && <span className={styles.sub}>{bet.deletedRemark}</span>}
      </span>
    );
  }
  if (!bet.isDeclare) return <span className={styles.neutral}>{t('sports.pending')}</span>;
  const pnl = fancyBetPnl(bet);
  if (pnl === null) return <span className={styles.neutral}>{t('sports.resultNotAvailable')}</span>;
  return (
    <span className="num">
      <span className={styles.strong}>{bet.decisionRun}</span>{' '}
      <span className={styles[positionTone(pnl)]}>{pnl}</span>
    </span>
  );
}
