import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import styles from './match-list.module.css';

export interface MatchRowProps {
  marketId: string;
  eventId: string;
  matchName: string;
  seriesName: string;
  matchDate: number;
  inPlay: boolean;
  blinking: boolean;
  onNotStarted: () => void;
}

/** One match: start (UTC+05:30), names, and either the in-play link or the F/B badges. */
export const MatchRow = memo(function MatchRow(props: MatchRowProps) {
  const t = useT();
  const body = (
    <>
      <span className={styles.when}>
        <span className={styles.date}>{formatIst(props.matchDate, DATE_FORMATS.date)}</span>
        <span className={`${styles.time} num`}>{formatIst(props.matchDate, DATE_FORMATS.time)}</span>
      </span>
      <span className={styles.names}>
        <span className={styles.matchName}>{props.matchName}</span>
        <span className={styles.meta}>
          {props.blinking && (
            <span
              className={styles.blink}
              role="img"
              aria-label={props.inPlay ? t('sports.inPlay') : t('sports.startingSoon')}
              data-testid="blink-marker"
            />
          )}
          {props.inPlay ? (
            <span className={styles.live}>{t('sports.inPlay')}</span>
          ) : (
            <span className={styles.badges}>
              <abbr className={styles.badge} title={t('sports.fancyBadge')}>
                F
              </abbr>
              <abbr className={styles.badge} title={t('sports.bookmakerBadge')}>
                B
              </abbr>
            </span>
          )}
          <span className={styles.series}>{props.seriesName}</span>
        </span>
      </span>
      <Icon name="chevronRight" size={18} className={styles.chevron} />
    </>
  );
  return (
    <li>
      {props.inPlay ? (
        <Link to={paths.main.matchDetails.href(props.marketId, props.eventId)} className={styles.row}>
          {body}
        </Link>
      ) : (
        <button type="button" className={styles.row} onClick={props.onNotStarted}>
          {body}
        </button>
      )}
    </li>
  );
});
