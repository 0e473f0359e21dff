import type { MatkaMarket } from '@esk/contracts/http/matka';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { marketPhase, marketTimes, phaseTakesBets } from '../../logic/market-state';
import { PhaseBadge } from '../market/phase-badge';
import styles from './list.module.css';

/** The page a market opens: its game-type menu, or the satta-matkas page for a Harup market (spec 002 §2). */
export const marketHref = (market: MatkaMarket) =>
  market.isHaroopAndarBahar
    ? paths.main.sattaMatkas.href(market.matkaEventId)
    : paths.main.matkaType.href(market.name, market.matkaEventId);

/** One market of the list: name, today's date, open and close times, and its betting phase. */
export const MarketCard = memo(function MarketCard({ market, date }: { market: MatkaMarket; date: string }) {
  const t = useT();
  const phase = marketPhase(market);
  const times = marketTimes(market);
  const initials = market.name
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  return (
    <Link
      to={marketHref(market)}
      className={phaseTakesBets(phase) ? styles.card : `${styles.card} ${styles.cardQuiet}`}
      data-testid="matka-market"
    >
      <span className={styles.avatar} aria-hidden="true">
        {(initials.at(-1) ?? market.name).slice(0, 2).toUpperCase()}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>
          <span>{market.name}</span>
          {market.isHaroopAndarBahar && <span className={styles.tag}>{t('matka.harupBadge')}</span>}
        </span>
        <span className={`${styles.meta} num`}>
          <span>
            {t('matka.openTime')} <strong>{times.open}</strong>
          </span>
          <span>
            {t('matka.closeTime')} <strong>{times.close}</strong>
          </span>
        </span>
        <span className={styles.status}>
          <span className={`${styles.date} num`} data-testid="market-date">
            {date}
          </span>
          <PhaseBadge phase={phase} />
        </span>
      </span>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </Link>
  );
});
