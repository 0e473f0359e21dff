import { casinoPointRate } from '@esk/contracts/catalog/casino-points';
import { useT } from '@/i18n/i18n';
import { useSessionStore } from '@/stores/session-store';
import styles from './shared.module.css';

/**
 * The international casino's point rate (spec 000 §9): '1 Point = ₹{PRICE}' from the user's
 * intCasinoMultiply (default 2), with the sample amount (default 10 points) converted.
 */
export function PointRateLine() {
  const t = useT();
  const multiplier = useSessionStore((s) => s.session?.user.intCasinoMultiply);
  const { price, sample } = casinoPointRate(multiplier);
  return (
    <p className={styles.pointRate} data-testid="point-rate">
      <strong className="num">{t('account.pointRate').replace('{PRICE}', String(price))}</strong>
      <span className="num">
        {t('account.pointSample')
          .replace('{POINTS}', String(sample.points))
          .replace('{RUPEES}', String(sample.rupees))}
      </span>
    </p>
  );
}

/** The same rate as text, for a table cell. */
export function usePointRateText(): string {
  const t = useT();
  const multiplier = useSessionStore((s) => s.session?.user.intCasinoMultiply);
  const { price, sample } = casinoPointRate(multiplier);
  return `${t('account.pointRate').replace('{PRICE}', String(price))} (${t('account.pointSample')
    .replace('{POINTS}', String(sample.points))
    .replace('{RUPEES}', String(sample.rupees))})`;
}
