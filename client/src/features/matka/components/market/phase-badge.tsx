import { useT } from '@/i18n/i18n';
import type { MarketPhase } from '../../logic/market-state';
import styles from './market.module.css';

/** The market's betting phase in words, with a coloured dot (it pulses while betting is open). */
export function PhaseBadge({ phase }: { phase: MarketPhase }) {
  const t = useT();
  return (
    <span className={`${styles.badge} ${styles[phase]}`} data-testid="market-phase" data-phase={phase}>
      <span className={styles.dot} aria-hidden="true" />
      {t(`matka.phase.${phase}`)}
    </span>
  );
}
