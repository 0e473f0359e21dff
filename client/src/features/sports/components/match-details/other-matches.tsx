import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useMatchList } from '../../api/get-match-list';
import { cricketMatches, isInPlay } from '../../logic/match-list';
import styles from './match-details.module.css';

/** The other in-play matches, each opening its own match page. */
export function OtherMatches({ marketId }: { marketId: string }) {
  const t = useT();
  const { data } = useMatchList({ meta: { silent: true } });
  const others = useMemo(
    () => cricketMatches(data ?? []).filter((match) => match.marketId !== marketId && isInPlay(match)),
    [data, marketId],
  );
  if (others.length === 0) return null;
  return (
    <Panel title={t('sports.otherMatches')} flush>
      <ul className={styles.others}>
        {others.map((match) => (
          <li key={match.marketId}>
            <Link to={paths.main.matchDetails.href(match.marketId, match.eventId)} className={styles.other}>
              <span className={styles.otherText}>
                <span className={styles.otherName}>{match.matchName}</span>
                <span className={`${styles.otherWhen} num`}>
                  {formatIst(match.matchDate, DATE_FORMATS.date)}{' '}
                  {formatIst(match.matchDate, DATE_FORMATS.time)}
                </span>
              </span>
              <Icon name="chevronRight" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
