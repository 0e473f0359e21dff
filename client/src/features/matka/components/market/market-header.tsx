import { formatMatkaAmount } from '@esk/contracts/catalog/matka';
import type { MatkaMarket } from '@esk/contracts/http/matka';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import { marketPhase, marketTimes } from '../../logic/market-state';
import styles from './market.module.css';
import { PhaseBadge } from './phase-badge';

interface MarketHeaderProps {
  market: MatkaMarket;
  /** The page's heading: the market name plus the game suffix, or the Harup short name. */
  title: string;
  /** Today's date (DD-MM-YYYY). */
  date: string;
  /** The close time's date when it differs from `date` (Harup, extendedCloseDay). */
  closeDate?: string;
  /** The game's rate, when the page has one. */
  rate?: number;
  /** Min and Max (display only, spec 002 §5). */
  showLimits?: boolean;
  children?: ReactNode;
}

/**
 * The top of every market page: name, today's date, open and close times, Min/Max and the
 * rate, and the betting phase in words, so the state is plain before anyone taps.
 */
export function MarketHeader(props: MarketHeaderProps) {
  const { market, title, date, closeDate, rate, showLimits = true, children } = props;
  const t = useT();
  const phase = marketPhase(market);
  const times = marketTimes(market);
  const hint = t(`matka.phaseHint.${phase}`).replace('{open}', times.open).replace('{close}', times.close);
  const fact = (label: string | undefined, value: string, testId?: string) => (
    <li className={styles.fact}>
      {label && <span className={styles.factLabel}>{label}</span>}
      <span className={`${styles.factValue} num`} data-testid={testId}>
        {value}
      </span>
    </li>
  );
  return (
    <header className={styles.header} data-testid="market-header">
      <div className={styles.titleRow}>
        <h2 className={styles.title}>{title}</h2>
        <PhaseBadge phase={phase} />
      </div>
      <ul className={styles.facts}>
        {fact(undefined, date, 'market-date')}
        {fact(t('matka.openTime'), times.open, 'market-open')}
        {fact(
          t('matka.closeTime'),
          closeDate ? `${times.close} (${closeDate})` : times.close,
          'market-close',
        )}
        {showLimits &&
          market.minStake !== undefined &&
          fact(t('matka.min'), formatMatkaAmount(market.minStake))}
        {showLimits &&
          market.maxStake !== undefined &&
          fact(t('matka.max'), formatMatkaAmount(market.maxStake))}
        {rate !== undefined && fact(t('matka.rate'), formatMatkaAmount(rate), 'market-rate')}
      </ul>
      <p className={styles.hint} data-testid="market-hint">
        {hint}
      </p>
      {children}
    </header>
  );
}
