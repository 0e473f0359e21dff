import type { MatkaMarket } from '@esk/contracts/http/matka';
import { SlipPanel } from '@/components/bet-slip/slip-panel';
import { useSlipCountdown } from '@/lib/bet-slip/use-slip-countdown';
import { useMatkaSlipStore } from '../../stores/matka-slip-store';
import { MatkaSlip } from './matka-slip';
import styles from './slip-dock.module.css';

/**
 * The slip on a matka page: one slip, placed by CSS (a bottom sheet on phones and tablets,
 * the side panel with a hint from 992 px), ticking its countdown while the page is open.
 */
export function SlipDock({ market, hint }: { market: MatkaMarket; hint: string }) {
  const open = useMatkaSlipStore((s) => s.selection !== null);
  useSlipCountdown(useMatkaSlipStore);
  return (
    <div className={open ? styles.dock : styles.dockEmpty} data-testid="slip-dock">
      <div className={styles.sheet}>
        <SlipPanel open={open} hint={hint}>
          <MatkaSlip market={market} />
        </SlipPanel>
      </div>
    </div>
  );
}
