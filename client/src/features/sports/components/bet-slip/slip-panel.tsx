import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import { useBetSlipStore } from '../../stores/bet-slip-store';
import styles from './bet-slip.module.css';

/** Desktop: the slip in a side panel, with a hint while no rate is picked. */
export function SlipPanel({ children }: { children: ReactNode }) {
  const t = useT();
  const open = useBetSlipStore((s) => s.selection !== null);
  return (
    <Panel title={t('sports.betSlip')}>
      {open ? children : <p className={styles.hint}>{t('sports.slipHint')}</p>}
    </Panel>
  );
}
